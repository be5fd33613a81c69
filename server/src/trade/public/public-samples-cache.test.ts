// The samples call keeps its answer for SAMPLES_TTL_MS: one read of the store shared by every visitor
// meanwhile, a new read after it, and a failed read not kept. The store here counts its reads and
// answers a fixed small data set (the answers themselves are tested over HTTP on the demo data).
import type { TradeRecord } from "@portolan/contracts";
import { describe, expect, it } from "vitest";
import type { RequestContext } from "../../http/handler.ts";
import type { TradeStore } from "../trade-store-port.ts";
import { publicSamplesHandler, SAMPLES_TTL_MS } from "./public-samples.ts";

const bill: TradeRecord = {
  id: 1,
  dataset: "IMP_USA_BL_SEA",
  date: "2026-01-02",
  importer: { id: 5, name: "ACME LLC", country: "US" },
  exporter: { id: 6, name: "NINGBO TOYS CO LTD", country: "CN" },
  description: "TOYS",
  quantity: 3,
  weightKg: 10,
  loadingPort: "CNNGB",
  unloadingPort: "USLAX",
  originCountry: "CN",
  vessel: "EVER GIVEN",
  containers: 1,
  hazmat: false,
};

const countingStore = (fail: () => boolean) => {
  const reads = { count: 0 };
  const store = {
    search: async () => {
      reads.count += 1;
      if (fail()) throw new Error("the store is down");
      return { total: 1, totalExact: true, records: [bill] };
    },
    records: async () => [bill],
    facets: async () => ({
      estimated: false,
      importers: [{ key: "5", label: "ACME LLC", shipments: 1, weightKg: 10, valueUsd: 0 }],
      monthly: [{ month: "2026-01", shipments: 1, weightKg: 10, valueUsd: 0 }],
    }),
    companyProfile: async () => undefined,
  } as unknown as TradeStore;
  return { store, reads };
};

const at = (now: number) => ({ now }) as RequestContext;

describe("the samples call", () => {
  it("reads the store once per SAMPLES_TTL_MS", async () => {
    const { store, reads } = countingStore(() => false);
    const handler = publicSamplesHandler(store);
    const first = await handler({}, at(1_000));
    await handler({}, at(1_000 + SAMPLES_TTL_MS - 1));
    expect(reads.count).toBe(1);
    expect(first).toMatchObject({ ok: true, data: { records: 1, bill: { id: 1 } } });
    await handler({}, at(1_000 + SAMPLES_TTL_MS));
    expect(reads.count).toBe(2);
  });

  it("does not keep a failed read: the next visitor asks again", async () => {
    let down = true;
    const { store, reads } = countingStore(() => down);
    const handler = publicSamplesHandler(store);
    await expect(handler({}, at(0))).rejects.toThrow("the store is down");
    down = false;
    expect(await handler({}, at(1))).toMatchObject({ ok: true });
    expect(reads.count).toBe(2);
  });
});
