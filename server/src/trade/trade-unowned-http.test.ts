// Issue 31 item 13: a firm or bill outside the caller's data sets is "not found", byte for byte as an
// id that does not exist, so ids counted 1…N list nothing the package does not grant.
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
let trade: TestClient;
let admin: TestClient;
let bills: { id: number; dataset: string; importer_id: number | null; exporter_id: number | null }[];

/** demo-trade owns the US and Mexican data sets (docs/demo-accounts.md). */
const owned = (dataset: string) => dataset.includes("_USA_") || dataset.includes("_MEXICO_");
const NO_SUCH_ID = "987654321";

beforeAll(async () => {
  server = await startTestServer();
  trade = (await signIn(server, "demo-trade")).client;
  admin = (await signIn(server, "demo-admin")).client;
  const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
  bills = db.prepare("SELECT id, dataset, importer_id, exporter_id FROM trade_bills").all() as typeof bills;
  db.close();
}, 60_000);
afterAll(async () => server.stop());

const raw = async (client: TestClient, path: string, params: Record<string, string>) => {
  const res = await client.get(`${path}?${new URLSearchParams(params)}`);
  return { status: res.status, body: await res.text() };
};

/** A firm on no bill of the owned data sets, with bills elsewhere. */
const firmOnlyElsewhere = (): number => {
  const inOwned = new Set<number>();
  const elsewhere = new Set<number>();
  for (const b of bills)
    for (const id of [b.importer_id, b.exporter_id])
      if (id !== null) (owned(b.dataset) ? inOwned : elsewhere).add(id);
  const firm = [...elsewhere].find((id) => !inOwned.has(id));
  if (firm === undefined) throw new Error("the demo has no firm outside the US and Mexico");
  return firm;
};

describe("a firm outside the caller's data sets", () => {
  it("is not found in the profile, byte for byte as an id that does not exist", async () => {
    const firm = String(firmOnlyElsewhere());
    const datasets = "IMP_USA_BL_SEA,IMP_MEXICO_CD_SEA";
    const unowned = await raw(trade, "/searching/cds/companies/record", { id: firm, datasets });
    const missing = await raw(trade, "/searching/cds/companies/record", { id: NO_SUCH_ID, datasets });
    expect(unowned).toEqual(missing);
    expect(JSON.parse(unowned.body)).toMatchObject({ data: { messageId: "trade.query.unknownCompany" } });
    // The admin, who owns every data set, still sees it: the firm exists.
    const all = bills.find((b) => b.importer_id === Number(firm) || b.exporter_id === Number(firm));
    const seen = await raw(admin, "/searching/cds/companies/record", {
      id: firm,
      datasets: String(all?.dataset),
    });
    expect(JSON.parse(seen.body)).toMatchObject({ code: 200, data: { id: Number(firm) } });
  });

  it("is not found in the partner report either", async () => {
    const firm = String(firmOnlyElsewhere());
    const datasets = "IMP_USA_BL_SEA";
    // The admin holds the partner report and every data set; asked over the US, the firm has no bills.
    const unowned = await raw(admin, "/searching/cds/company/partner", { id: firm, datasets });
    const missing = await raw(admin, "/searching/cds/company/partner", { id: NO_SUCH_ID, datasets });
    expect(unowned).toEqual(missing);
  });
});

describe("a bill outside the caller's data sets", () => {
  it("is not found, byte for byte as an id that does not exist, and names no data set", async () => {
    const bill = bills.find((b) => !owned(b.dataset));
    expect(bill).toBeDefined();
    const unowned = await raw(trade, "/searching/cds/bill", { id: String(bill?.id) });
    const missing = await raw(trade, "/searching/cds/bill", { id: NO_SUCH_ID });
    expect(unowned).toEqual(missing);
    expect(unowned.body).not.toContain(String(bill?.dataset));
    const own = bills.find((b) => owned(b.dataset));
    expect(JSON.parse((await raw(trade, "/searching/cds/bill", { id: String(own?.id) })).body).code).toBe(
      200,
    );
  });
});
