// Issue 31 item 4: one firm searched across every data set runs over those that carry the kind and
// names the rest with why; item 12: an HS filter names the data sets whose bills carry no HS code.
import { DatabaseSync } from "node:sqlite";
import { CUSTOMS_DATASETS, normaliseText } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
let trade: TestClient;
let admin: TestClient;
let rows: { dataset: string; importer_name: string | null; hs_code: string | null }[];

beforeAll(async () => {
  server = await startTestServer();
  trade = (await signIn(server, "demo-trade")).client;
  admin = (await signIn(server, "demo-admin")).client;
  const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
  rows = db
    .prepare("SELECT dataset, importer_name, hs_code FROM trade_bills WHERE counted = 1")
    .all() as typeof rows;
  db.close();
}, 60_000);
afterAll(async () => server.stop());

const get = async (client: TestClient, params: Record<string, string>) =>
  (await (await client.get(`/searching/cds?${new URLSearchParams(params)}`)).json()) as {
    code: number;
    data: Record<string, unknown>;
  };

describe("an importer searched over every data set", () => {
  it("runs over the data sets with importer names and names the others, with why", async () => {
    const all = CUSTOMS_DATASETS.map((d) => d.value);
    expect(all).toHaveLength(111);
    const carrying = new Set<string>(CUSTOMS_DATASETS.filter((d) => d.importer).map((d) => d.value));
    const name = rows.find((r) => r.dataset === "IMP_USA_BL_SEA" && r.importer_name !== null)
      ?.importer_name as string;
    const word = normaliseText(name).split(" ")[0] as string;
    const body = await get(admin, {
      datasets: all.join(","),
      kind: "importer",
      keyword: word,
      pageSize: "100",
    });
    expect(body.code).toBe(200);
    const leftOut = body.data.leftOut as { dataset: string }[];
    expect([...leftOut].sort((a, b) => a.dataset.localeCompare(b.dataset))).toEqual(
      all
        .filter((d) => !carrying.has(d))
        .sort()
        .map((dataset) => ({ dataset, reason: "kindUnsupported", kind: "importer" })),
    );
    // The same answer as a search of the carrying data sets alone, and not an empty one.
    const alone = await get(admin, {
      datasets: [...carrying].join(","),
      kind: "importer",
      keyword: word,
      pageSize: "100",
    });
    expect(alone.data.leftOut).toBeUndefined();
    expect(body.data.total).toBe(alone.data.total);
    expect(body.data.records).toEqual(alone.data.records);
    expect(body.data.total).toBeGreaterThan(0);
    for (const r of body.data.records as { dataset: string }[]) expect(carrying.has(r.dataset)).toBe(true);
  });

  it("is still refused when no chosen data set carries the kind", async () => {
    const body = await get(admin, { datasets: "IMP_BRAZIL_CD_DEF", kind: "importer", keyword: "acme" });
    expect(body).toMatchObject({ code: 52002, data: { messageId: "errors.trade.kindUnsupported" } });
  });
});

describe("an HS filter over data sets without HS codes", () => {
  it("names the US bills, which carry no HS code, and searches both", async () => {
    const mx = rows.find((r) => r.dataset === "IMP_MEXICO_CD_SEA" && r.hs_code !== null)?.hs_code as string;
    const hs = mx.slice(0, 4);
    const body = await get(trade, { datasets: "IMP_USA_BL_SEA,IMP_MEXICO_CD_SEA", hs, pageSize: "100" });
    expect(body.code).toBe(200);
    expect(body.data.withoutField).toEqual([{ dataset: "IMP_USA_BL_SEA", field: "hsCode" }]);
    expect(body.data.leftOut).toBeUndefined();
    const plain = await get(trade, { datasets: "IMP_USA_BL_SEA,IMP_MEXICO_CD_SEA" });
    expect(plain.data.withoutField).toBeUndefined();
  });
});
