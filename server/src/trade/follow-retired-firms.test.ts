// Tracked companies and collection items follow a firm merged into another (issue 30): a real SQLite
// trade store loaded with the identity fixture, an operator's "same" rule, a resolution; then the
// accounts' references to the retired id point at the firm that holds its bills, an account that
// kept both keeps one of each with both notes and every tag, and nothing else moves.

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readTradeQuery } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { newAccount } from "../accounts/conformance/fixture.ts";
import { type OpenedAccountStorage, openSqliteAccountStorage } from "../accounts/open-account-storage.ts";
import { writeIdentityFirst } from "./conformance/identity-fixture.ts";
import { followRetiredFirms } from "./follow-retired-firms.ts";
import { importReleases } from "./import/importer.ts";
import { openSqliteTrade } from "./open-trade-engine.ts";

const accountsWith = async (count: number) => {
  const storage = openSqliteAccountStorage(":memory:");
  for (let i = 0; i < count; i += 1)
    if (!(await storage.accounts.create(newAccount({ createdAt: 0 }))).ok) throw new Error("account");
  return storage;
};

const keeper = (storage: OpenedAccountStorage) => ({
  track: (accountId: number, ref: string, since: number) =>
    storage.tracking.track(
      { accountId, kind: "company", ref, name: "n", datasets: [], cadence: undefined, locale: "en", since },
      100,
    ),
  collect: (accountId: number, ref: string, note: string, tags: readonly string[]) =>
    storage.collection.add(
      { accountId, kind: "company", ref, datasets: [], title: null, note, tags, at: 0 },
      100,
    ),
});

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
    const storage = await accountsWith(2);
    const { track, collect } = keeper(storage);
    // Account 1 keeps only the Toledo firm; account 2 keeps both, and the third firm.
    await track(1, `importer:${toledo}`, 5);
    await collect(1, String(toledo), "call in May", ["fish"]);
    await track(2, `importer:${dallas}`, 9);
    await track(2, `importer:${toledo}`, 3);
    await collect(2, String(dallas), "main account", ["fish", "tx"]);
    await collect(2, String(toledo), "ohio office", ["oh"]);
    await track(2, `importer:${summit}`, 1);

    const references = storage.firmReferences;
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

    const tracked = async (accountId: number) =>
      (await storage.tracking.list(accountId, "company")).map((t) => ({ ref: t.ref, since: t.since }));
    expect(await tracked(1)).toEqual([{ ref: `importer:${dallas}`, since: 5 }]);
    expect(await tracked(2)).toEqual([
      { ref: `importer:${dallas}`, since: 3 },
      { ref: `importer:${summit}`, since: 1 },
    ]);
    const items = async (accountId: number) =>
      (await storage.collection.list(accountId, {})).map((i) => ({ ref: i.ref, note: i.note, tags: i.tags }));
    expect(await items(1)).toEqual([{ ref: String(dallas), note: "call in May", tags: ["fish"] }]);
    expect(await items(2)).toEqual([
      { ref: String(dallas), note: "main account\n\nohio office", tags: ["fish", "tx", "oh"] },
    ]);
    // Run again: nothing left to move.
    expect(await followRetiredFirms(references, engine.identity)).toBe(0);
    await engine.close();
    await storage.close();
  });
});
