// While a load is writing, a record written again sits beside its old version (merges held here, as
// a busy server may hold them): reads must merge the versions then, and may read the plain table
// once the load has merged it and cleared its mark.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readTradeQuery } from "@portolan/core";
import { afterAll, describe, expect, it } from "vitest";
import { chdbExecutor } from "./chdb-executor.ts";
import { billsTable } from "./clickhouse-bills-table.ts";
import { openClickHouseOn } from "./open-clickhouse.ts";
import { testBill } from "./test-bill.ts";

const bill = (source: string, revision: string, recordStatus: "N" | "A") =>
  testBill({ source, revision, recordStatus });

describe("the bills table the ClickHouse reads name", () => {
  const ch = chdbExecutor(mkdtempSync(join(tmpdir(), "trade-chdb-final-")));
  afterAll(() => ch.close());

  it("merges replaced records while a load is under way, and reads the merged table after it", async () => {
    const engine = await openClickHouseOn(ch, "mid");
    await ch.run("SYSTEM STOP MERGES mid.trade_bills");
    const q = readTradeQuery({ datasets: "IMP_USA_BL_SEA", keyword: "tools" });
    if (!q.ok) throw new Error(q.issues.join());

    await engine.sink.writeShipments([bill("b1", "202503040000", "N")]);
    // The amendment makes the first record uncounted: that record is written again.
    await engine.sink.writeShipments([bill("b2", "202503050000", "A")]);
    const versions = await ch.rows("SELECT 1 FROM mid.trade_bills WHERE counted = 1");
    expect(versions).toHaveLength(2); // the old version of b1 and b2, unmerged
    expect((await engine.store.search(q.value)).total).toBe(1);
    expect(await billsTable(ch, "mid")()).toBe("mid.trade_bills FINAL");

    await ch.run("SYSTEM START MERGES mid.trade_bills");
    await engine.sink.resolveCompanies();
    await engine.sink.refreshTotals();
    expect(await billsTable(ch, "mid")()).toBe("mid.trade_bills");
    expect((await engine.store.search(q.value)).total).toBe(1);
    expect((await engine.store.search(q.value)).records.map((r) => r.id)).toEqual([2]);
  });
});
