// Issue 31 item 9: every data set a package can grant has data in the demo, in the shape of its kind,
// and searches as its catalogue entry says: ship data (SHIP_<country>) by all four kinds, the
// Eurasian transit data (TRANSIT_EURASIAN) by all but HS code; the dashboard counts them.
import { DatabaseSync } from "node:sqlite";
import {
  GRANTABLE_DATASETS,
  ownsTradeDataset,
  PACKAGE_GRANTS,
  packageOwnershipCode,
  searchKindsOf,
  tradeDatasetCode,
} from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
let download: TestClient;
let counts: Map<string, number>;
let sample: Map<string, Record<string, string | null>>;

beforeAll(async () => {
  server = await startTestServer();
  download = (await signIn(server, "demo-download")).client;
  const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
  const rows = db
    .prepare("SELECT dataset, COUNT(*) AS n FROM trade_bills WHERE counted = 1 GROUP BY dataset")
    .all() as { dataset: string; n: number }[];
  counts = new Map(rows.map((r) => [r.dataset, Number(r.n)]));
  const one = db.prepare(
    "SELECT importer_name, exporter_name, hs_code, description, transport_mode FROM trade_bills WHERE dataset = ? AND counted = 1 ORDER BY id LIMIT 1",
  );
  sample = new Map(
    GRANTABLE_DATASETS.map((d) => [
      tradeDatasetCode(d),
      one.get(tradeDatasetCode(d)) as Record<string, string | null>,
    ]),
  );
  db.close();
}, 60_000);
afterAll(async () => server.stop());

const get = async (params: Record<string, string>) =>
  (await (await download.get(`/searching/cds?${new URLSearchParams(params)}`)).json()) as {
    code: number;
    data: { total: number; records: { dataset: string }[]; leftOut?: unknown };
  };

describe("the demo's data sets", () => {
  it("hold shipments for every data set any package can grant", () => {
    const grantable = new Set<string>();
    for (const tier of Object.keys(PACKAGE_GRANTS) as (keyof typeof PACKAGE_GRANTS)[]) {
      const bits = packageOwnershipCode(tier);
      for (const d of GRANTABLE_DATASETS)
        if (ownsTradeDataset(bits, tradeDatasetCode(d))) grantable.add(tradeDatasetCode(d));
    }
    expect(grantable.has("SHIP_US")).toBe(true);
    const empty = [...grantable].filter((code) => (counts.get(code) ?? 0) === 0);
    expect(empty).toEqual([]);
  });

  it("are in the shape of their kind: ship bills name both parties with an HS code, transit goes by land", () => {
    for (const d of GRANTABLE_DATASETS) {
      const row = sample.get(tradeDatasetCode(d)) as Record<string, string | null>;
      expect(row.importer_name !== null).toBe(d.importer);
      expect(row.exporter_name !== null).toBe(d.exporter);
      expect(row.hs_code !== null).toBe(d.hscode);
      expect(row.description !== null).toBe(d.description);
    }
    expect(sample.get("TRANSIT_EURASIAN")?.transport_mode).toBe("LAND");
    expect(sample.get("SHIP_CN")?.transport_mode).toBe("SEA");
  });

  it("search as their catalogue entries say, for the account that owns them", async () => {
    // Every ship and transit data set is browsed; a few are searched by each kind (calls are rated).
    for (const d of GRANTABLE_DATASETS.filter((x) => x.category !== 1)) {
      const browse = await get({ datasets: tradeDatasetCode(d) });
      expect(browse.code).toBe(200);
      expect(browse.data.total).toBe(counts.get(tradeDatasetCode(d)));
    }
    const searched = ["SHIP_US", "SHIP_CN", "SHIP_DE", "TRANSIT_EURASIAN"];
    for (const d of GRANTABLE_DATASETS.filter((x) => searched.includes(tradeDatasetCode(x)))) {
      const code = tradeDatasetCode(d);
      const row = sample.get(code) as Record<string, string | null>;
      const text: Record<string, string | null | undefined> = {
        description: row.description?.split(" ")[0],
        hsCode: row.hs_code?.slice(0, 4),
        importer: row.importer_name?.split(" ")[0],
        exporter: row.exporter_name?.split(" ")[0],
      };
      for (const [kind, keyword] of Object.entries(text)) {
        const answer = await get({
          datasets: code,
          kind,
          keyword: keyword ?? (kind === "hsCode" ? "9401" : "x"),
        });
        if (searchKindsOf(d).includes(kind as "importer")) {
          expect(answer.code, `${code} ${kind}`).toBe(200);
          expect(answer.data.total, `${code} ${kind} ${keyword}`).toBeGreaterThan(0);
        } else expect(answer.code, `${code} ${kind}`).toBe(52002);
      }
    }
  }, 30_000);

  it("are counted on the dashboard, none at zero", async () => {
    const body = (await (await download.get("/console/datasets/coverage")).json()) as {
      data: { datasets: { dataset: string; records: number }[] };
    };
    const ship = body.data.datasets.filter(
      (d) => d.dataset.startsWith("SHIP_") || d.dataset.startsWith("TRANSIT_"),
    );
    expect(ship).toHaveLength(44);
    for (const d of ship) expect(d.records, d.dataset).toBe(counts.get(d.dataset));
    expect(ship.every((d) => d.records > 0)).toBe(true);
  });
});
