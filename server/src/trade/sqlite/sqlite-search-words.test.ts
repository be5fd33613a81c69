// The SQLite side of the search words (D329, D330): migration t007 keeps each bill's numbers
// (master, house, containers) as search reads them, for bills stored before it and after; a
// number is found by id through that table; a store's goods text is indexed again once.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { asciiLower, parseWords, readTradeQuery } from "@portolan/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { migrate } from "../../sql/sqlite-migrate.ts";
import { openSqliteTrade } from "../open-trade-engine.ts";
import { t007_search_words } from "./migrations/007-search-words.ts";
import { PARTIES_FILL, REFS_FILL, t010_party_fields } from "./migrations/010-party-fields.ts";
import { TRADE_MIGRATIONS } from "./migrations/index.ts";
import { tradeFilter, trigramsOf } from "./sqlite-trade-filter.ts";

const BEFORE = TRADE_MIGRATIONS.slice(0, TRADE_MIGRATIONS.indexOf(t007_search_words));
const BEFORE_PARTIES = TRADE_MIGRATIONS.slice(0, TRADE_MIGRATIONS.indexOf(t010_party_fields));
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
  it("are kept for bills stored before the migration and after (a batch at once), and follow a changed bill", () => {
    const db = new DatabaseSync(":memory:");
    migrate(db, BEFORE);
    insertBill(db, 1, "MAEU-2416", "chairs");
    migrate(db, TRADE_MIGRATIONS);
    insertBill(db, 2, null, "sofas");
    // The importer writes a batch's numbers at once (t010).
    db.prepare(REFS_FILL).run(2, 2);
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

describe("the vessel, notify party and address fields (t010, D347)", () => {
  /** The bills the index names for a piece: every trigram of it in one of the three texts. */
  const parties = (db: DatabaseSync, piece: string) =>
    db
      .prepare("SELECT rowid AS id FROM trade_bill_parties WHERE trade_bill_parties MATCH ? ORDER BY rowid")
      .all(
        trigramsOf(piece)
          .map((g) => `"${g}"`)
          .join(" AND "),
      )
      .map((r) => Number((r as { id: number }).id));

  it("indexes bills stored before the migration and each batch after, and follows a changed or deleted bill", () => {
    const db = new DatabaseSync(":memory:");
    migrate(db, BEFORE_PARTIES);
    insertBill(db, 1, "M1", "chairs");
    db.prepare(
      "UPDATE trade_bills SET vessel = 'EVER GIVEN', notify_name = 'BLUE HARBOR' WHERE id = 1",
    ).run();
    migrate(db, TRADE_MIGRATIONS);
    insertBill(db, 2, "M2", "sofas");
    expect(parties(db, "ever given")).toEqual([1]);
    expect(parties(db, "harbor")).toEqual([1]);
    // The address is read from the parties' released rows; this detail has none, bill 3's has.
    db.prepare(
      `INSERT INTO trade_bills (id, dataset, source, revision, record_status, day, container_count, hazmat, detail)
       VALUES (3, 'IMP_USA_BL_SEA', 's3', '1', 'N', 20260101, 0, 0, ?)`,
    ).run(JSON.stringify({ consignee: [["ACME INC", "100 TERMINAL WAY"]] }));
    // The importer indexes a batch's new bills at once (the conformance suites load through it).
    expect(parties(db, "terminal way")).toEqual([]);
    db.prepare(PARTIES_FILL).run(2, 3);
    expect(parties(db, "terminal way")).toEqual([3]);
    db.prepare("UPDATE trade_bills SET vessel = 'EVER ACE' WHERE id = 1").run();
    db.prepare("UPDATE trade_bills SET vessel = 'EVER GIVEN' WHERE id = 2").run();
    expect(parties(db, "ever given")).toEqual([2]);
    db.prepare("DELETE FROM trade_bills WHERE id IN (2, 3)").run();
    expect(parties(db, "ever given")).toEqual([]);
    expect(parties(db, "terminal")).toEqual([]);
    expect(parties(db, "ever ace")).toEqual([1]);
    db.close();
  });

  it("finds a bill by a vessel piece exactly when its vessel, lower-cased, holds the piece (law)", () => {
    const db = new DatabaseSync(":memory:");
    migrate(db, TRADE_MIGRATIONS);
    const name = fc.stringMatching(/^[A-Za-zÉé0-9 .'-]{0,14}$/);
    fc.assert(
      // The piece: typed at random, or a run of one of the vessels in the other case.
      fc.property(
        fc.array(name, { maxLength: 6 }),
        name,
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (vessels, typed, pick, from, run) => {
          const source = vessels[pick % Math.max(1, vessels.length)] ?? "";
          const start = from % Math.max(1, source.length);
          const piece = run ? source.slice(start, start + 3 + (from % 6)).toLowerCase() : typed;
          db.exec("DELETE FROM trade_bills");
          vessels.forEach((v, i) => {
            insertBill(db, i + 1, null, "goods");
            db.prepare("UPDATE trade_bills SET vessel = ? WHERE id = ?").run(v, i + 1);
          });
          const keyword = `vessel:"${piece}"`;
          const node = parseWords(keyword);
          const read = readTradeQuery({ datasets: "IMP_USA_BL_SEA", keyword });
          if (node?.type !== "field" || !read.ok) return;
          const f = tradeFilter(read.value, undefined, "set");
          const found = db
            .prepare(`SELECT b.id FROM ${f.from} WHERE ${f.where} ORDER BY b.id`)
            .all(...f.params)
            .map((r) => Number((r as { id: number }).id));
          const expected = vessels.flatMap((v, i) => (asciiLower(v).includes(node.value) ? [i + 1] : []));
          expect(found).toEqual(expected);
        },
      ),
      { numRuns: 100 },
    );
    db.close();
  });

  it("finds a piece of three characters or more through the trigram index", () => {
    const file = join(mkdtempSync(join(tmpdir(), "words-")), "trade.sqlite");
    openSqliteTrade(file).close();
    const db = new DatabaseSync(file);
    const planOf = (keyword: string) => {
      const read = readTradeQuery({ datasets: "IMP_USA_BL_SEA", keyword });
      if (!read.ok) throw new Error(read.issues.join());
      const f = tradeFilter(read.value, undefined, "set");
      return db
        .prepare(`EXPLAIN QUERY PLAN SELECT b.id FROM ${f.from} WHERE ${f.where} ORDER BY b.day DESC`)
        .all(...f.params)
        .map((r) => String((r as { detail: string }).detail))
        .join("; ");
    };
    for (const keyword of ['vessel:"ever given"', "notify:harb*", "sofa -address:terminal"])
      expect(planOf(keyword)).toMatch(/SCAN trade_bill_parties VIRTUAL TABLE INDEX/);
    expect(planOf("vessel:ms")).not.toMatch(/trade_bill_parties/);
    db.close();
  });
});
