// A ClickHouse store loaded before the search words (D329, D347) is brought up to date when opened:
// its goods text folded again without an "other than" clause, the field indexes added and built for
// its bills; once only. The vessel, notify party and address fields are read through those indexes.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { normaliseText, readTradeQuery } from "@portolan/core";
import { afterAll, describe, expect, it } from "vitest";
import { chdbExecutor } from "./chdb-executor.ts";
import { FIELD_INDEXES_MARK, GOODS_TEXT_MARK, upgradeDerived } from "./clickhouse-derived-upgrade.ts";
import { PARTY_FIELD_INDEX } from "./clickhouse-party-fields.ts";
import { clickhouseFilter } from "./clickhouse-trade-filter.ts";
import { clickhouseTradeStore } from "./clickhouse-trade-store.ts";
import { openClickHouseOn } from "./open-clickhouse.ts";
import { testBill } from "./test-bill.ts";

const OTHER_THAN = "Office equipment; pen trays, other than office furniture";
const DETAIL = JSON.stringify({ consignee: [["ACME INC", "100 TERMINAL WAY"]] });
const INDEXES = [...Object.values(PARTY_FIELD_INDEX), "bill_refs_index"];

describe("a ClickHouse store loaded before the search words", () => {
  const ch = chdbExecutor(mkdtempSync(join(tmpdir(), "trade-chdb-upgrade-")));
  afterAll(() => ch.close());

  const total = async (db: string, keyword: string) => {
    const q = readTradeQuery({ datasets: "IMP_USA_BL_SEA", keyword });
    if (!q.ok) throw new Error(q.issues.join());
    return (await clickhouseTradeStore(ch, db).search(q.value)).total;
  };
  const indexBytes = async (db: string) =>
    new Map(
      (
        await ch.rows<{ name: string; bytes: string }>(
          `SELECT name, toString(data_compressed_bytes) AS bytes FROM system.data_skipping_indices
           WHERE database = {db:String} AND table = 'trade_bills'`,
          { db },
        )
      ).map((r) => [r.name, Number(r.bytes)]),
    );

  it("has its goods text folded again and its field indexes built when opened, once", async () => {
    const engine = await openClickHouseOn(ch, "old");
    await engine.sink.writeShipments([
      testBill({
        source: "b1",
        billKey: "K1",
        description: OTHER_THAN,
        vessel: "EVER GIVEN",
        detail: DETAIL,
      }),
      testBill({
        source: "b2",
        billKey: "K2",
        description: "FURNITURE PARTS",
        vessel: "MSC OSCAR",
        notify: { name: "BLUE HARBOR", country: "US" },
      }),
    ]);
    await engine.sink.resolveCompanies();
    await engine.sink.refreshTotals();
    // As a store written before: every word of the goods folded, no field indexes, no marks.
    await ch.run(
      "ALTER TABLE old.trade_bills UPDATE description_folded = {folded:String} WHERE source = 'b1' SETTINGS mutations_sync = 2",
      { folded: normaliseText(OTHER_THAN) },
    );
    for (const index of INDEXES) await ch.run(`ALTER TABLE old.trade_bills DROP INDEX ${index}`);
    await ch.run("TRUNCATE TABLE old.trade_derived");
    expect(await total("old", "furniture")).toBe(2);
    expect([...(await indexBytes("old")).keys()]).not.toContain("vessel_grams");

    await openClickHouseOn(ch, "old");
    expect(await total("old", "furniture")).toBe(1);
    expect(await total("old", "pen trays")).toBe(1);
    const bytes = await indexBytes("old");
    for (const index of INDEXES) expect(bytes.get(index), index).toBeGreaterThan(0);
    const marks = await ch.rows<{ name: string }>("SELECT name FROM old.trade_derived ORDER BY name");
    expect(marks.map((m) => m.name)).toEqual([FIELD_INDEXES_MARK, GOODS_TEXT_MARK].sort());
    expect(await upgradeDerived(ch, "old")).toEqual({ refolded: 0, materialised: false });
    expect(await total("old", 'vessel:"EVER GIVEN"')).toBe(1);
    expect(await total("old", "notify:harbor")).toBe(1);
    expect(await total("old", 'address:"terminal way"')).toBe(1);
  }, 60_000);

  it("reads the vessel, notify party and address fields through their indexes", async () => {
    // The store above, with bills to read.
    for (const [keyword, index] of [
      ['vessel:"ever given"', "vessel_grams"],
      ["notify:harb*", "notify_grams"],
      ['address:"terminal way"', "address_grams"],
    ] as const) {
      const q = readTradeQuery({ datasets: "IMP_USA_BL_SEA", keyword });
      if (!q.ok) throw new Error(q.issues.join());
      const f = clickhouseFilter("old", q.value);
      const plan = await ch.rows<{ explain: string }>(
        `EXPLAIN indexes = 1 SELECT count() FROM old.trade_bills WHERE ${f.where}`,
        f.params,
      );
      expect(plan.map((r) => r.explain).join("\n"), keyword).toMatch(new RegExp(`Name: ${index}`));
    }
  });
});
