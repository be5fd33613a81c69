// The SQLite side of the search words (D329, D330): migration t007 keeps each bill's numbers
// (master, house, containers) as search reads them, for bills stored before it and after; a
// number is found by id through that table; a store's goods text is indexed again once.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { readTradeQuery } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { migrate } from "../../storage/sqlite/migrate.ts";
import { openSqliteTrade } from "../open-trade-engine.ts";
import { TRADE_MIGRATIONS } from "./migrations/index.ts";
import { tradeFilter } from "./sqlite-trade-filter.ts";

const BEFORE = TRADE_MIGRATIONS.slice(0, -1);
const detail = JSON.stringify({
  billgen: [["MAEU-2416", "HB 778/1"]],
  container: [["MSKU 123456-5", "SEAL"], ["TGHU7654321"]],
});
const insertBill = (db: DatabaseSync, id: number, master: string | null, text: string) =>
  db
    .prepare(
      `INSERT INTO trade_bills (id, dataset, source, master_bill, revision, record_status, day, description, container_count, hazmat, detail)
       VALUES (?, 'IMP_USA_BL_SEA', ?, ?, '1', 'N', 20260101, ?, 0, 0, ?)`,
    )
    .run(id, `s${id}`, master, text, detail);

describe("the store's bill and container numbers", () => {
  it("are kept for bills stored before the migration and after, and follow a changed bill", () => {
    const db = new DatabaseSync(":memory:");
    migrate(db, BEFORE);
    insertBill(db, 1, "MAEU-2416", "chairs");
    migrate(db, TRADE_MIGRATIONS);
    insertBill(db, 2, null, "sofas");
    const refs = () =>
      db.prepare("SELECT kind, value, bill_id FROM trade_bill_refs ORDER BY bill_id, kind, value").all();
    expect(refs()).toEqual([
      { kind: "bl", value: "HB7781", bill_id: 1 },
      { kind: "bl", value: "MAEU2416", bill_id: 1 },
      { kind: "container", value: "MSKU1234565", bill_id: 1 },
      { kind: "container", value: "TGHU7654321", bill_id: 1 },
      // Its master number is its column's (null here); its house number its billgen row's.
      { kind: "bl", value: "HB7781", bill_id: 2 },
      { kind: "container", value: "MSKU1234565", bill_id: 2 },
      { kind: "container", value: "TGHU7654321", bill_id: 2 },
    ]);
    db.prepare("UPDATE trade_bills SET detail = NULL WHERE id = 2").run();
    db.prepare("DELETE FROM trade_bills WHERE id = 1").run();
    expect(refs()).toEqual([]);
    db.close();
  });

  it("finds a number by the bill's id, not by reading the data set", () => {
    const file = join(mkdtempSync(join(tmpdir(), "words-")), "trade.sqlite");
    openSqliteTrade(file).close();
    const db = new DatabaseSync(file);
    for (const keyword of ["bl:MAEU-2416", "container:MSKU1234565 chairs"]) {
      const read = readTradeQuery({ datasets: "IMP_USA_BL_SEA", keyword });
      if (!read.ok) throw new Error(read.issues.join());
      const f = tradeFilter(read.value, undefined, "set");
      const plan = db
        .prepare(`EXPLAIN QUERY PLAN SELECT b.id FROM ${f.from} WHERE ${f.where} ORDER BY b.day DESC`)
        .all(...f.params)
        .map((r) => String((r as { detail: string }).detail));
      expect(
        plan.some((d) => d.startsWith("SEARCH b USING INTEGER PRIMARY KEY")),
        plan.join("; "),
      ).toBe(true);
    }
    db.close();
  });

  it("indexes a store's goods text again once, without the goods an 'other than' clause rules out", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "words-")), "trade.sqlite");
    const db = new DatabaseSync(file);
    migrate(db, BEFORE);
    insertBill(db, 1, "M1", "Office equipment; pen trays, other than office furniture");
    // As a store loaded before indexed it: every word.
    db.prepare("INSERT INTO trade_bill_text (rowid, description) VALUES (1, ?)").run(
      "office equipment pen trays other than office furniture",
    );
    db.close();
    const engine = openSqliteTrade(file);
    const found = async (keyword: string) => {
      const read = readTradeQuery({ datasets: "IMP_USA_BL_SEA", keyword });
      if (!read.ok) throw new Error(read.issues.join());
      return (await engine.store.search(read.value)).total;
    };
    expect(await found("furniture")).toBe(0);
    expect(await found("pen trays")).toBe(1);
    await engine.close();
  });
});
