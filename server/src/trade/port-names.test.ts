// Port names and a shipment's route from the port tables (issues 15 and 31): the reference store's
// lookup over the real tables (server/data/seaports-unlocode.csv, world-ports.csv), then the trade
// calls through the real HTTP stack over the demo data. Expected names and places are read from the
// CSV here, by hand.
import type {
  CompanyProfile,
  TradeBill,
  TradeFacets,
  TradeRecord,
  TradeSearchResult,
} from "@portolan/contracts";
import { portOfCode } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { referenceTables } from "../seed/reference-tables.ts";
import { portsOfCatalogue } from "../services/reference/reference-area.ts";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer } from "../testing/test-server.ts";
import { withPortLabels, withPortNames, withRoute } from "./port-names.ts";
import { portCatalogue } from "./port-names-catalogue.ts";
import { FACET_TOP } from "./trade-handlers.ts";

// The reference store's port lookup as the reference area gives it: the port tables, no database.
const portStore = async () => ({ portsByCode: portsOfCatalogue });

describe("ports by code", () => {
  // Names and places by hand from server/data/seaports-unlocode.csv (first) and world-ports.csv.
  it("names a port by any of its codes, placed by the sea-port table first", async () => {
    const store = await portStore();
    const ports = await store.portsByCode(["CNQIN", "USLGB", "XXZZZ", "not a code", "CNQIN"]);
    expect([...ports.keys()].sort()).toEqual(["CNQIN", "USLGB"]);
    expect(ports.get("CNQIN")).toEqual({
      code: "CNQIN",
      mainCode: "CNTAO",
      name: "Qingdao",
      country: "CN",
      latitude: 36.067117,
      longitude: 120.382612,
    });
    expect(ports.get("USLGB")).toMatchObject({ name: "Long Beach", latitude: 33.77, longitude: -118.18 });
  });

  it("places CNSHA, its alternate CNSGH and its Schedule K code 57035 as Shanghai (issue 31)", async () => {
    const ports = await (await portStore()).portsByCode(["CNSHA", "CNSGH", "57035", "2704"]);
    for (const code of ["CNSHA", "CNSGH", "57035"])
      expect(ports.get(code)).toEqual({
        code,
        mainCode: "CNSHA",
        name: "Shanghai",
        country: "CN",
        latitude: 31.230416,
        longitude: 121.473701,
      });
    expect(ports.get("2704")).toMatchObject({ name: "Los Angeles", country: "US" });
  });

  it("names no port by a customs code several ports share (52000: Ajman and Ras al Khaimah)", async () => {
    const ports = await (await portStore()).portsByCode(["52000", "AEAJM"]);
    expect([...ports.keys()]).toEqual(["AEAJM"]);
  });

  it("takes a code's first entry where the index lists it twice, and answers every code it has", async () => {
    const store = await portStore();
    const ports = await store.portsByCode(["BMFPT", "AEZUR"]);
    expect(ports.get("BMFPT")?.name).toBe("Freeport");
    expect(ports.get("AEZUR")?.name).toBe("Zirkuh");
    const codes = [
      ...new Set(referenceTables().ports.flatMap((p) => (p.unlocode === null ? [] : [p.unlocode]))),
    ];
    expect(codes.length).toBeGreaterThan(400);
    expect((await store.portsByCode(codes)).size).toBe(codes.length);
  });
});

describe("names and routes filled after the store answers", () => {
  const record = { id: 1, dataset: "IMP_USA_BL_SEA", date: "2026-06-01", containers: 1, hazmat: false };

  it("names the ports of records and of a facet it knows, and leaves the others as they were", async () => {
    const store = await portStore();
    const named = await withPortNames(
      [{ ...record, loadingPort: "CNQIN", unloadingPort: "XXZZZ" }, record],
      store.portsByCode,
    );
    expect(named).toEqual([
      { ...record, loadingPort: "CNQIN", loadingPortName: "Qingdao", unloadingPort: "XXZZZ" },
      record,
    ]);
    const facet = [
      { key: "USLGB", shipments: 3, weightKg: 1, valueUsd: 2 },
      { key: "XXZZZ", shipments: 1, weightKg: 1, valueUsd: 2 },
    ];
    expect(await withPortLabels(facet, store.portsByCode)).toEqual([
      { ...facet[0], label: "Long Beach", codes: ["USLGB"] },
      facet[1],
    ]);
    expect(await withPortLabels([], store.portsByCode)).toEqual([]);
  });

  it("lists a port once in a facet, whichever codes its bills were released under (D343)", async () => {
    const store = await portStore();
    const facet = [
      { key: "57035", shipments: 5, weightKg: 50, valueUsd: 500 },
      { key: "52000", shipments: 4, weightKg: 40, valueUsd: 400 },
      { key: "CNSHA", shipments: 3, weightKg: 30, valueUsd: 300 },
      { key: "CNSGH", shipments: 1, weightKg: 10, valueUsd: 100 },
      { key: "XXZZZ", shipments: 1, weightKg: 10, valueUsd: 100 },
    ];
    expect(await withPortLabels(facet, store.portsByCode)).toEqual([
      {
        key: "CNSHA",
        label: "Shanghai",
        codes: ["57035", "CNSHA", "CNSGH"],
        shipments: 9,
        weightKg: 90,
        valueUsd: 900,
      },
      // A customs code several ports share, and a code no table knows: as written.
      facet[1],
      facet[4],
    ]);
  });

  it("gives a route with each port the index places, and none without ports", async () => {
    const store = await portStore();
    expect(await withRoute(record, store.portsByCode)).toEqual({ record });
    const { route } = await withRoute(
      { ...record, loadingPort: "XXZZZ", unloadingPort: "USLGB" },
      store.portsByCode,
    );
    expect(route).toEqual({
      unloading: { code: "USLGB", name: "Long Beach", country: "US", latitude: 33.77, longitude: -118.18 },
    });
  });
});

describe("the trade calls over HTTP", () => {
  it("names the ports of search results, the ports facet, a firm's ports, and a bill's route", async () => {
    const server = await startTestServer();
    try {
      const admin = (await signIn(server, "demo-admin")).client;
      const get = async <T>(path: string, params: Record<string, string>): Promise<T> =>
        ((await (await admin.get(`${path}?${new URLSearchParams(params)}`)).json()) as { data: T }).data;
      const catalogue = portCatalogue();
      const nameOf = new Map(catalogue.ports.flatMap((p) => p.codes.map((c) => [c, p.name] as const)));

      const page = await get<TradeSearchResult>("/searching/cds", { datasets: "IMP_USA_BL_SEA" });
      expect(page.records.length).toBe(20);
      for (const r of page.records) {
        expect(r.loadingPortName).toBe(nameOf.get(r.loadingPort ?? ""));
        expect(r.unloadingPortName).toBe(nameOf.get(r.unloadingPort ?? ""));
      }

      const facets = await get<TradeFacets>("/searching/cds/facets", {
        datasets: "IMP_USA_BL_SEA",
        facets: "ports",
      });
      expect(facets.ports?.length).toBeGreaterThan(0);
      for (const f of facets.ports ?? []) expect(f.label).toBe(nameOf.get(f.key));

      const first = page.records[0] as TradeRecord;
      const loadingPort = first.loadingPort ?? "";
      const bill = await get<TradeBill>("/searching/cds/bill", { id: String(first.id) });
      expect(bill.record.loadingPortName).toBe(nameOf.get(loadingPort));
      const place = portOfCode(catalogue, loadingPort);
      expect(bill.route?.loading).toEqual({
        code: loadingPort,
        name: place?.name,
        country: place?.country,
        latitude: place?.latitude,
        longitude: place?.longitude,
      });
      expect(bill.route?.unloading?.name).toBe(nameOf.get(first.unloadingPort ?? ""));

      const profile = await get<CompanyProfile>("/searching/cds/companies/record", {
        id: String(first.importer?.id),
        datasets: "IMP_USA_BL_SEA",
      });
      expect(profile.ports.length).toBeGreaterThan(0);
      for (const f of profile.ports) expect(f.label).toBe(nameOf.get(f.key));

      // Issue 31: port=CNSGH (Shanghai's alternate UN/LOCODE) finds the bills released under CNSHA
      // or its Schedule K code 57035, as port=CNSHA and port=57035 do; each named Shanghai.
      const shanghai = async (port: string) =>
        get<TradeSearchResult>("/searching/cds", {
          datasets: "IMP_USA_BL_SEA,IMP_MEXICO_CD_SEA",
          port,
          pageSize: "100",
        });
      const byAlternate = await shanghai("CNSGH");
      expect(byAlternate.total).toBeGreaterThan(0);
      expect((await shanghai("CNSHA")).total).toBe(byAlternate.total);
      expect((await shanghai("57035")).total).toBe(byAlternate.total);
      for (const r of byAlternate.records) {
        expect(["CNSHA", "57035"]).toContain(r.loadingPort);
        expect(r.loadingPortName).toBe("Shanghai");
      }
      // A code no table knows is searched as written: refused by nothing, found nowhere.
      expect((await shanghai("XXZZZ")).total).toBe(0);

      // The ports facet lists Shanghai once (D343): the US bills name it 57035, Mexico's CNSHA.
      const both = { datasets: "IMP_USA_BL_SEA,IMP_MEXICO_CD_ALL", port: "CNSHA" };
      const found = await get<TradeSearchResult>("/searching/cds", { ...both, pageSize: "100" });
      const released = found.records.map((r) => r.loadingPort ?? "");
      expect(new Set(released.filter((c) => ["CNSHA", "CNSGH", "57035"].includes(c)))).toEqual(
        new Set(["CNSHA", "57035"]),
      );
      const merged = await get<TradeFacets>("/searching/cds/facets", { ...both, facets: "ports" });
      const entries = (merged.ports ?? []).filter((f) => f.label === "Shanghai");
      expect(entries).toHaveLength(1);
      expect(entries[0]?.key).toBe("CNSHA");
      expect([...(entries[0]?.codes ?? [])].sort()).toEqual(["57035", "CNSHA"]);
      expect(entries[0]?.shipments).toBe(released.filter((c) => ["CNSHA", "57035"].includes(c)).length);
      // Without a port filter: each of the top ports counts every bill a filter by it finds, whichever
      // code the bill names, and the list is full (D350: codes added up before the top is kept).
      const sets = { datasets: both.datasets };
      const top = (await get<TradeFacets>("/searching/cds/facets", { ...sets, facets: "ports" })).ports ?? [];
      expect(top).toHaveLength(FACET_TOP);
      for (const entry of top.filter((e) => e.label !== undefined)) {
        const byPort = await get<TradeSearchResult>("/searching/cds", { ...sets, port: entry.key });
        expect({ port: entry.key, shipments: entry.shipments }).toEqual({
          port: entry.key,
          shipments: byPort.total,
        });
      }
    } finally {
      await server.stop();
    }
  }, 120_000);
});
