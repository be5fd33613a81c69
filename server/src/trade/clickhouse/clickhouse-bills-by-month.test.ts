// Bills in one partition per month: inserts split at ClickHouse's limit of months, a record whose
// date moves to another month stored once, and a store made before partitions converted on opening.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fc, test } from "@fast-check/vitest";
import { readTradeQuery } from "@portolan/core";
import { afterAll, describe, expect, it } from "vitest";
import { chdbExecutor } from "./chdb-executor.ts";
import { insertsByMonth } from "./clickhouse-bills-by-month.ts";
import { openClickHouseOn } from "./open-clickhouse.ts";
import { testBill } from "./test-bill.ts";

const everything = () => {
  const q = readTradeQuery({ datasets: "IMP_USA_BL_SEA" });
  if (!q.ok) throw new Error(q.issues.join());
  return q.value;
};

/** The date of month `i` counted from January 2000, on its `d`-th day. */
const dateOf = (i: number, d = 1) =>
  `${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
const dayOf = (date: string) => Number(date.replaceAll("-", ""));

describe("inserts by month", () => {
  const day = fc
    .tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 28 }))
    .map(([m, d]) => dayOf(dateOf(m, d)));

  test.prop([fc.array(fc.record({ day, n: fc.nat() }), { maxLength: 600 })])(
    "keep every row once, at most 100 months an insert, each month in one insert",
    (rows) => {
      const inserts = insertsByMonth(rows);
      expect(inserts.flat()).toHaveLength(rows.length);
      expect(new Set(inserts.flat())).toEqual(new Set(rows));
      const monthsOf = (part: readonly { day: number }[]) =>
        new Set(part.map((r) => Math.floor(r.day / 100)));
      for (const part of inserts) expect(monthsOf(part).size).toBeLessThanOrEqual(100);
      const all = inserts.flatMap((part) => [...monthsOf(part)]);
      expect(new Set(all).size).toBe(all.length);
    },
  );
});

describe("bills partitioned by month on ClickHouse", () => {
  const ch = chdbExecutor(mkdtempSync(join(tmpdir(), "trade-chdb-months-")));
  afterAll(() => ch.close());

  it("stores a record whose date moves to another month once, under its new date", async () => {
    const engine = await openClickHouseOn(ch, "moved");
    await engine.sink.writeShipments([testBill({ date: "2025-03-04" })]);
    // The same record in a later release, its arrival date amended into April.
    await engine.sink.writeShipments([testBill({ date: "2025-04-20", revision: "202504200000" })]);
    const during = await engine.store.search(everything());
    expect(during.total).toBe(1);
    expect(during.records.map((r) => r.date)).toEqual(["2025-04-20"]);

    await engine.sink.resolveCompanies();
    await engine.sink.refreshTotals();
    const after = await engine.store.search(everything());
    expect(after.total).toBe(1);
    expect(after.records.map((r) => r.date)).toEqual(["2025-04-20"]);
    expect(await ch.rows("SELECT day FROM moved.trade_bills")).toEqual([{ day: 20250420 }]);
  }, 60_000);

  it("loads a batch over more months than one insert may hold", async () => {
    const engine = await openClickHouseOn(ch, "years");
    const bills = Array.from({ length: 150 }, (_, i) =>
      testBill({ source: `b${i}`, billKey: `K-${i}`, date: dateOf(i, 15) }),
    );
    expect(await engine.sink.writeShipments(bills)).toBe(150);
    await engine.sink.resolveCompanies();
    await engine.sink.refreshTotals();
    expect((await engine.store.search(everything())).total).toBe(150);
    const [parts] = await ch.rows<{ n: string }>(
      "SELECT toString(uniqExact(partition)) AS n FROM system.parts WHERE database = 'years' AND table = 'trade_bills' AND active",
    );
    expect(parts?.n).toBe("150");
  }, 60_000);

  it("converts a store made before bills were partitioned when it opens", async () => {
    const engine = await openClickHouseOn(ch, "older");
    await engine.sink.writeShipments([
      testBill({ source: "b1", billKey: "K-1", date: "2025-03-04" }),
      testBill({ source: "b2", billKey: "K-2", date: "2025-05-06" }),
    ]);
    await engine.sink.resolveCompanies();
    await engine.sink.refreshTotals();
    // The table as an earlier version made it: the same columns, one partition.
    await ch.run(
      "CREATE TABLE older.flat AS older.trade_bills ENGINE = ReplacingMergeTree(version) PARTITION BY tuple() ORDER BY (dataset, source)",
    );
    await ch.run("INSERT INTO older.flat SELECT * FROM older.trade_bills");
    await ch.run("EXCHANGE TABLES older.trade_bills AND older.flat");
    await ch.run("DROP TABLE older.flat");
    const key = () =>
      ch.rows(
        "SELECT partition_key AS key FROM system.tables WHERE database = 'older' AND name = 'trade_bills'",
      );
    expect(await key()).not.toEqual([{ key: "intDiv(day, 100)" }]);

    const opened = await openClickHouseOn(ch, "older");
    expect(await key()).toEqual([{ key: "intDiv(day, 100)" }]);
    const found = await opened.store.search(everything());
    expect(found.total).toBe(2);
    expect(found.records.map((r) => r.date)).toEqual(["2025-05-06", "2025-03-04"]);
    expect(
      await ch.rows("SELECT name FROM system.tables WHERE database = 'older' AND name LIKE 'trade_bills%'"),
    ).toEqual([{ name: "trade_bills" }]);
  }, 60_000);
});
