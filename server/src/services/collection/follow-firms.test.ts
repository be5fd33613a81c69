// Tracked companies and collection items follow a firm merged into another (issue 30): a real SQLite
// trade store loaded with the identity fixture, an operator's "same" rule, a resolution; then the
// accounts' references to the retired id point at the firm that holds its bills, an account that
// kept both keeps one of each with both notes and every tag, and nothing else moves.

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readTradeQuery } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../storage/sqlite/database.ts";
import { sqliteFirmReferences } from "../../storage/sqlite/firm-references.ts";
import { writeIdentityFirst } from "../../trade/conformance/identity-fixture.ts";
import { importReleases } from "../../trade/import/importer.ts";
import { openSqliteTrade } from "../../trade/open-trade-engine.ts";
import { followRetiredFirms } from "./follow-firms.ts";

const accountsWith = (ids: readonly number[]) => {
  const db = openDatabase(":memory:");
  for (const id of ids)
    db.prepare(
      `INSERT INTO accounts (id, account, account_key, email, email_key, nickname, customs_data_source, password_hash, created_at)
       VALUES (?, ?, ?, ?, ?, 'n', '', 'x', 0)`,
    ).run(id, `a${id}`, `a${id}`, `a${id}@x.test`, `a${id}@x.test`);
  return db;
};

describe("followRetiredFirms", () => {
  it("points tracked companies and collection items of a merged firm at the firm that took its bills", async () => {
    const dir = mkdtempSync(join(tmpdir(), "follow-"));
    writeIdentityFirst(dir);
    const engine = openSqliteTrade(join(mkdtempSync(join(tmpdir(), "follow-trade-")), "trade.sqlite"));
    await importReleases([dir], engine.sink, { now: () => 0 });
    const read = readTradeQuery({ datasets: "IMP_USA_BL_SEA", pageSize: "20" });
    if (!read.ok) throw new Error("query");
    const firms = new Map(
      (await engine.store.companies(read.value, "importer")).records.map((r) => [r.name, r.id]),
    );
    const [dallas, toledo, summit] = [
      firms.get("BRIGHTWATER FOODS INC") as number,
      firms.get("BRIGHTWATER FOOD INC") as number,
      firms.get("SUMMIT HOME GOODS LLC") as number,
    ];
    const db = accountsWith([1, 2]);
    const track = db.prepare(
      `INSERT INTO tracked_items (account_id, kind, ref, name, datasets, since, watermark) VALUES (?, 'company', ?, 'n', '', ?, 0)`,
    );
    const collect = db.prepare(
      `INSERT INTO collection_items (account_id, kind, ref, note, tags, created_at, updated_at) VALUES (?, 'company', ?, ?, ?, 0, 0)`,
    );
    // Account 1 keeps only the Toledo firm; account 2 keeps both, and the third firm.
    track.run(1, `importer:${toledo}`, 5);
    collect.run(1, String(toledo), "call in May", '["fish"]');
    track.run(2, `importer:${dallas}`, 9);
    track.run(2, `importer:${toledo}`, 3);
    collect.run(2, String(dallas), "main account", '["fish","tx"]');
    collect.run(2, String(toledo), "ohio office", '["oh"]');
    track.run(2, `importer:${summit}`, 1);

    const references = sqliteFirmReferences(db);
    expect(await followRetiredFirms(references, engine.identity)).toBe(0);
    await engine.identity.addRule({
      id: "r1",
      kind: "same",
      a: { country: "US", name: "BRIGHTWATER FOODS INC" },
      b: { country: "US", name: "BRIGHTWATER FOOD INC" },
      createdAt: 0,
    });
    await engine.identity.resolveAgain();
    const to = await engine.identity.redirectOf(toledo);
    expect(to).toBe(dallas);
    expect(await followRetiredFirms(references, engine.identity)).toBe(4);

    const tracked = db
      .prepare("SELECT account_id, ref, since FROM tracked_items ORDER BY account_id, ref")
      .all();
    expect(tracked).toEqual([
      { account_id: 1, ref: `importer:${dallas}`, since: 5 },
      { account_id: 2, ref: `importer:${dallas}`, since: 3 },
      { account_id: 2, ref: `importer:${summit}`, since: 1 },
    ]);
    const items = db
      .prepare("SELECT account_id, ref, note, tags FROM collection_items ORDER BY account_id")
      .all();
    expect(items).toEqual([
      { account_id: 1, ref: String(dallas), note: "call in May", tags: '["fish"]' },
      { account_id: 2, ref: String(dallas), note: "main account\n\nohio office", tags: '["fish","tx","oh"]' },
    ]);
    // Run again: nothing left to move.
    expect(await followRetiredFirms(references, engine.identity)).toBe(0);
    await engine.close();
  });
});
