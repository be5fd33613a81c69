// Issue 31 item 4, second pass (D344, D345): buyer search, trade search, the partners report's firm
// search and report, and a firm's profile over every data set an account owns — customs, ship and
// transit — answer rows from the sets that carry what is asked and name the others with why.
import { DatabaseSync } from "node:sqlite";
import { type AnyDataset, GRANTABLE_DATASETS, normaliseText, tradeDatasetCode } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
let admin: TestClient;
let download: TestClient;
type Row = {
  dataset: string;
  importer_id: number | null;
  importer_name: string | null;
  exporter_id: number | null;
};
let rows: Row[];

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server, "demo-admin")).client;
  download = (await signIn(server, "demo-download")).client;
  const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
  rows = db
    .prepare("SELECT dataset, importer_id, importer_name, exporter_id FROM trade_bills WHERE counted = 1")
    .all() as Row[];
  db.close();
}, 60_000);
afterAll(async () => server.stop());

type Body = { code: number; data: Record<string, unknown> };
const get = async (client: TestClient, path: string, params: Record<string, string> = {}) => {
  const res = await client.get(`${path}?${new URLSearchParams(params)}`);
  expect(res.status).toBeLessThan(500);
  return (await res.json()) as Body;
};
const ALL = GRANTABLE_DATASETS.map(tradeDatasetCode);
const codesWhere = (test: (d: AnyDataset) => boolean) =>
  GRANTABLE_DATASETS.filter(test).map(tradeDatasetCode);
const sorted = (list: unknown) =>
  [...(list as { dataset: string; kind: string }[])].sort((a, b) => a.dataset.localeCompare(b.dataset));
const expected = (codes: readonly string[], kind: string) =>
  [...codes].sort().map((dataset) => ({ dataset, reason: "kindUnsupported", kind }));

describe("buyer search over every owned data set", () => {
  it("answers 200 with buyers, naming the data sets whose records name no importer", async () => {
    const body = await get(admin, "/searching/cds/buyers", { pageSize: "100" });
    expect(body.code).toBe(200);
    expect(body.data.total as number).toBeGreaterThan(0);
    expect(sorted(body.data.leftOut)).toEqual(
      expected(
        codesWhere((d) => !d.importer),
        "importer",
      ),
    );
    // The same when the data sets are named, all of them, in the address.
    const named = await get(admin, "/searching/cds/buyers", { datasets: ALL.join(","), pageSize: "100" });
    expect(named.data.total).toBe(body.data.total);
    expect(named.data.leftOut).toEqual(body.data.leftOut);
  });

  it("with goods words also leaves out, as such, the sets without goods text", async () => {
    const body = await get(admin, "/searching/cds/buyers", { keyword: "chairs" });
    expect(body.code).toBe(200);
    const left = sorted(body.data.leftOut);
    expect(left.filter((l) => l.kind === "importer")).toEqual(
      expected(
        codesWhere((d) => !d.importer),
        "importer",
      ),
    );
    expect(left.filter((l) => l.kind === "description")).toEqual(
      expected(
        codesWhere((d) => d.importer && !d.description),
        "description",
      ),
    );
  });

  it("finds the importers of ship and transit data for the account that owns them", async () => {
    // demo-download owns the global bills of lading and every ship and transit data set.
    const all = await get(download, "/searching/cds/buyers", { pageSize: "100" });
    const bl = await get(download, "/searching/cds/buyers", {
      datasets: "IMP_GLOBAL_BL_DEF",
      pageSize: "100",
    });
    expect(all.code).toBe(200);
    expect(all.data.leftOut).toBeUndefined();
    const shipImporters = new Set(
      rows.filter((r) => r.dataset.startsWith("SHIP_") && r.importer_id !== null).map((r) => r.importer_id),
    );
    expect(shipImporters.size).toBeGreaterThan(0);
    expect(all.data.total as number).toBeGreaterThan(bl.data.total as number);
    // Under an HS filter the bills of lading and the transit data, which carry no HS code, are named.
    const hs = await get(download, "/searching/cds/buyers", { hs: "94" });
    expect(hs.code).toBe(200);
    expect(hs.data.withoutField).toEqual([
      { dataset: "IMP_GLOBAL_BL_DEF", field: "hsCode" },
      { dataset: "TRANSIT_EURASIAN", field: "hsCode" },
    ]);
  });

  it("is refused (52002) only when no chosen data set names importers", async () => {
    expect(await get(admin, "/searching/cds/buyers", { datasets: "IMP_BRAZIL_CD_DEF" })).toMatchObject({
      code: 52002,
      data: { messageId: "errors.trade.kindUnsupported", params: { dataset: "IMP_BRAZIL_CD_DEF" } },
    });
  });
});

describe("trade search over every owned data set", () => {
  it("finds a firm of ship data and names the data sets that name no firm", async () => {
    const ship = rows.find((r) => r.dataset === "SHIP_DE" && (r.importer_name ?? "").length > 8) as Row;
    const word = normaliseText(ship.importer_name as string)
      .split(" ")
      .sort((a, b) => b.length - a.length)[0] as string;
    const body = await get(admin, "/searching/so", { keyword: word, pageSize: "100" });
    expect(body.code).toBe(200);
    expect((body.data.records as { id: number }[]).map((r) => r.id)).toContain(ship.importer_id);
    expect(sorted(body.data.leftOut)).toEqual(
      expected(
        codesWhere((d) => !d.importer && !d.exporter),
        "firm",
      ),
    );
  });
});

describe("the partners report and a profile over every owned data set", () => {
  it("finds the firm by name across every set, naming those without importer names, and reports on it", async () => {
    const ship = rows.find((r) => r.dataset === "SHIP_CN" && r.importer_id !== null) as Row;
    const word = normaliseText(ship.importer_name as string).split(" ")[0] as string;
    const datasets = ALL.join(",");
    const firms = await get(admin, "/searching/cds/company", {
      datasets,
      kind: "importer",
      keyword: word,
      role: "importer",
      pageSize: "100",
    });
    expect(firms.code).toBe(200);
    expect((firms.data.records as { id: number }[]).map((r) => r.id)).toContain(ship.importer_id);
    expect(sorted(firms.data.leftOut)).toEqual(
      expected(
        codesWhere((d) => !d.importer),
        "importer",
      ),
    );
    const id = String(ship.importer_id);
    const report = await get(admin, "/searching/cds/company/partner", { id, datasets });
    expect(report.code).toBe(200);
    expect(report.data.shipments as number).toBeGreaterThan(0);
    const profile = await get(admin, "/searching/cds/companies/record", { id, datasets });
    expect(profile.code).toBe(200);
    expect(profile.data.asImporter as number).toBeGreaterThan(0);
  });
});
