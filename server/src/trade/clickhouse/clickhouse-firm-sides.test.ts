// A store loaded before the stored firm ids and the firm-keyed table existed gets both when opened,
// and its firm views answer as before (the conformance suite checks the answers themselves).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeConformanceFixture } from "../conformance/conformance-fixture.ts";
import { importReleases } from "../import/importer.ts";
import { chdbExecutor } from "./chdb-executor.ts";
import { openClickHouseOn } from "./open-clickhouse.ts";

describe("the ClickHouse firm links and firm-keyed table", () => {
  const ch = chdbExecutor(mkdtempSync(join(tmpdir(), "trade-chdb-sides-")));
  afterAll(() => ch.close());

  it("are made on opening a store loaded before them", async () => {
    const engine = await openClickHouseOn(ch, "sides");
    const releases = mkdtempSync(join(tmpdir(), "trade-sides-releases-"));
    writeConformanceFixture(releases);
    await importReleases([releases], engine.sink, { now: () => 0 });
    const count = async () =>
      Number((await ch.rows("SELECT count() AS n FROM sides.trade_firm_sides"))[0]?.n);
    const filled = await count();
    expect(filled).toBeGreaterThan(0);
    const firm = (
      await ch.rows<{ id: string }>("SELECT toString(company_id) AS id FROM sides.trade_firm_sides LIMIT 1")
    )[0]?.id;
    const profile = await engine.store.companyProfile(
      Number(firm),
      ["IMP_USA_BL_SEA", "IMP_MEXICO_CD_SEA"],
      10,
    );

    // As a store of the schema before: no firm-keyed rows, no firm on any bill.
    await ch.run("TRUNCATE TABLE sides.trade_firm_sides");
    await ch.run(
      "ALTER TABLE sides.trade_bills UPDATE importer_id = NULL, exporter_id = NULL WHERE 1 SETTINGS mutations_sync = 2",
    );
    const reopened = await openClickHouseOn(ch, "sides");
    expect(await count()).toBe(filled);
    const unlinked = await ch.rows(
      "SELECT 1 FROM sides.trade_bills WHERE importer_name IS NOT NULL AND importer_id IS NULL",
    );
    expect(unlinked).toEqual([]);
    expect(
      await reopened.store.companyProfile(Number(firm), ["IMP_USA_BL_SEA", "IMP_MEXICO_CD_SEA"], 10),
    ).toEqual(profile);
  });

  it("finishes the firms of a load cut off after its last release", async () => {
    const engine = await openClickHouseOn(ch, "cut");
    const releases = mkdtempSync(join(tmpdir(), "trade-cut-releases-"));
    writeConformanceFixture(releases);
    const cut = { ...engine.sink, resolveCompanies: () => Promise.reject(new Error("killed")) };
    await expect(importReleases([releases], cut, { now: () => 0 })).rejects.toThrow("killed");
    expect(await engine.sink.unfinished()).toBe(true);
    const again = await importReleases([releases], engine.sink, { now: () => 0 });
    expect(again.releasesLoaded).toBe(0);
    expect(again.companies?.companies).toBeGreaterThan(0);
    expect(await engine.sink.unfinished()).toBe(false);
    expect(Number((await ch.rows("SELECT count() AS n FROM cut.trade_firm_sides"))[0]?.n)).toBeGreaterThan(0);
  });
});
