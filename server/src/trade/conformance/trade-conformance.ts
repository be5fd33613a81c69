// The one conformance suite every trade engine runs (issue 14 §2): the fixture loaded through the
// importer, then counts, pages, sort order with ties, facets, firms, profiles, partner reports,
// totals and a second load checked against answers worked out by hand (conformance-fixture.ts).
// sqlite.conformance.test.ts and clickhouse.conformance.test.ts call it with their engine.

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  buildPortCatalogue,
  DEFAULT_BUYER_ORDER,
  DEFAULT_PARTNER_ORDER,
  type DirectoryMatch,
  expandPortCodes,
  readBuyerOrder,
  readPartnerOrder,
  readTradeQuery,
  type TradeQuery,
} from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importReleases } from "../import/importer.ts";
import type { OpenedTradeEngine } from "../open-trade-engine.ts";
import { withPortAliases } from "../port-names-aliases.ts";
import {
  MX,
  US,
  writeConformanceFixture,
  writeForwarderRelease,
  writeMasterRepeat,
  writeUnknownFigures,
} from "./conformance-fixture.ts";

const query = (params: Record<string, string>): TradeQuery => {
  const read = readTradeQuery({ datasets: `${US},${MX}`, ...params });
  if (!read.ok) throw new Error(read.issues.join());
  return read.value;
};

export const tradeConformance = (engineName: string, open: () => Promise<OpenedTradeEngine>): void => {
  describe(`the ${engineName} trade engine`, () => {
    let engine: OpenedTradeEngine;
    let dir: string;
    const sources = async (params: Record<string, string>) => {
      const page = await engine.store.search(query(params));
      return { total: page.total, sources: page.records.map((r) => r.description ?? "") };
    };
    const firmId = async (name: string) => {
      const page = await engine.store.companies(query({ pageSize: "100" }), "importer");
      const exporters = await engine.store.companies(query({ pageSize: "100" }), "exporter");
      return [...page.records, ...exporters.records].find((f) => f.name === name)?.id as number;
    };

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "conformance-"));
      writeConformanceFixture(dir);
      engine = await open();
      const report = await importReleases([dir], engine.sink, { now: () => 0 });
      expect(report.skipped).toEqual([]);
      expect(report.shipmentsAdded).toBe(8);
    }, 60_000);
    afterAll(async () => engine.close());

    it("counts each shipment once: the amendment, not its original; the house bill, not its master", async () => {
      const page = await engine.store.search(query({ pageSize: "100" }));
      expect(page.total).toBe(6);
      expect(page.records.map((r) => r.date)).toEqual([
        "2026-03-01",
        "2026-02-03",
        "2026-02-01",
        "2026-01-20",
        "2026-01-10",
        "2026-01-05",
      ]);
      const amended = page.records.find((r) => r.date === "2026-02-01");
      expect(amended).toMatchObject({ weightKg: 1500, billType: "M", hsCode: "8471", valueUsd: 95000 });
    });

    it("finds goods text by every word, folded, newest first", async () => {
      expect(await sources({ keyword: "Wooden" })).toEqual({
        total: 3,
        sources: ["WOODEN TABLES", "SILLAS DE MADERA wooden chairs", "WOODEN CHAIRS"],
      });
      expect((await sources({ keyword: "chairs wooden" })).total).toBe(2);
      expect((await sources({ keyword: "chairs" })).total).toBe(3);
      expect((await sources({ keyword: "!!" })).total).toBe(0);
    });

    it("sorts by weight with ties broken by data set, then source id", async () => {
      const page = await engine.store.search(query({ sort: "weight", pageSize: "100" }));
      expect(page.records.map((r) => r.weightKg)).toEqual([2000, 1500, 1000, 1000, 500, 200]);
      // The tie at 1000 kg: the Mexican declaration's data set sorts before the US bills'.
      expect(page.records[2]?.dataset).toBe(MX);
      const ascending = await engine.store.search(query({ sort: "weight", order: "asc", pageSize: "20" }));
      expect(ascending.records.map((r) => r.weightKg)).toEqual([200, 500, 1000, 1000, 1500, 2000]);
      expect(ascending.records[2]?.dataset).toBe(MX);
    });

    it("pages", async () => {
      const all = await engine.store.search(query({ sort: "weight", pageSize: "100" }));
      const second = await engine.store.search({ ...query({ sort: "weight" }), pageSize: 20, page: 1 });
      expect(second.records.map((r) => r.id)).toEqual(all.records.map((r) => r.id));
      const past = await engine.store.search({ ...query({}), page: 2 });
      expect(past).toEqual({ total: 6, totalExact: true, records: [] });
    });

    it("filters by data set, dates, HS prefix, countries, ports and ranges", async () => {
      const total = async (params: Record<string, string>) =>
        (await engine.store.search(query(params))).total;
      expect((await engine.store.search({ ...query({}), datasets: [US] })).total).toBe(4);
      expect(await total({ startTime: "2026-01-10", endTime: "2026-02-01" })).toBe(3);
      expect(await total({ hs: "9401" })).toBe(3);
      expect(await total({ hs: "847130" })).toBe(1);
      expect(await total({ destination: "MX" })).toBe(2);
      expect(await total({ origin: "CN", port: "CNSHA" })).toBe(1);
      expect(await total({ wmin: "1000", wmax: "1500" })).toBe(3);
      expect(await total({ vmin: "10000" })).toBe(2);
      // A Chinese or Russian goods word arrives as the HS headings it names.
      expect((await engine.store.search({ ...query({}), hsHeadings: ["9401", "8471"] })).total).toBe(5);
      expect((await engine.store.search({ ...query({}), hsHeadings: [] })).total).toBe(0);
    });

    it("finds a port's bills under any of its codes, and a code no table knows as written (D317)", async () => {
      // Ningbo as the sea-port table gives it: CNNGB with its alternate CNNBO and Schedule K 57020.
      const ningbo = buildPortCatalogue([
        { unlocodes: ["CNNGB", "CNNBO"], customs: "57020", name: "Ningbo", otherNames: [] },
      ]);
      const wide = withPortAliases(engine.store, (codes) => expandPortCodes(ningbo, codes));
      const bare = (await engine.store.search(query({ port: "CNNGB" }))).total;
      expect(bare).toBeGreaterThan(0);
      expect((await engine.store.search(query({ port: "CNNBO" }))).total).toBe(0);
      for (const port of ["CNNBO", "57020", "CNNGB"])
        expect((await wide.search(query({ port }))).total).toBe(bare);
      expect((await wide.records(query({ port: "57020" }), 0, 100)).length).toBe(bare);
      // No table knows the code: it is searched as written.
      const none = withPortAliases(engine.store, (codes) => expandPortCodes(buildPortCatalogue([]), codes));
      expect((await none.search(query({ port: "CNNGB" }))).total).toBe(bare);
    });

    it("finds a firm by a piece of any of its spellings", async () => {
      expect((await sources({ kind: "importer", keyword: "acme" })).total).toBe(3);
      expect((await sources({ kind: "importer", keyword: "ANDINA S.A" })).total).toBe(2);
      expect((await sources({ kind: "exporter", keyword: "bolt" })).total).toBe(3);
      expect((await sources({ kind: "importer", keyword: "zz" })).total).toBe(0);
    });

    it("filters by one firm and by the bills loaded in a range of ids (alerts)", async () => {
      const acme = await engine.store.search(query({ kind: "importer", keyword: "acme" }));
      const id = acme.records[0]?.importer?.id as number;
      expect((await sources({ firm: `importer:${id}` })).total).toBe(3);
      expect((await sources({ firm: `exporter:${id}` })).total).toBe(0);
      const last = await engine.totals.lastShipmentId();
      expect(last).toBeGreaterThanOrEqual(8);
      expect((await sources({ newAfter: "0", newUpTo: String(last) })).total).toBe(6);
      const half = String(Math.floor(last / 2));
      const early = (await sources({ newAfter: "0", newUpTo: half })).total;
      const late = (await sources({ newAfter: half, newUpTo: String(last) })).total;
      expect(early + late).toBe(6);
      expect(early).toBeGreaterThan(0);
      expect(
        (await sources({ firm: `importer:${id}`, newAfter: String(last), newUpTo: String(last + 9) })).total,
      ).toBe(0);
    });

    it("answers facets: firms with their names, codes, countries and the months", async () => {
      const f = await engine.store.facets(
        query({}),
        ["importers", "hsCodes", "originCountries", "monthly"],
        10,
      );
      expect(f.importers?.map((x) => [x.label, x.shipments])).toEqual([
        ["ACME INC", 3],
        // Two spellings seen once each: the first in binary order names the firm, on every engine.
        ["COMERCIALIZADORA ANDINA S.A. DE C.V.", 2],
        ["BOLT TRADING LLC", 1],
      ]);
      expect(f.hsCodes?.map((x) => [x.key, x.shipments])).toEqual([
        ["940161", 2],
        ["8471", 1],
        ["847130", 1],
        ["940171", 1],
      ]);
      // Bill 6 carries no value: the sums are of the known figures, with how many were known (D341).
      expect(f.originCountries).toEqual([
        { key: "CN", shipments: 6, weightKg: 6200, valueUsd: 127900, weightKnown: 6, valueKnown: 5 },
      ]);
      expect(f.monthly).toEqual([
        { month: "2026-01", shipments: 3, weightKg: 4000, valueUsd: 12900, weightKnown: 3, valueKnown: 3 },
        { month: "2026-02", shipments: 2, weightKg: 2000, valueUsd: 95000, weightKnown: 2, valueKnown: 1 },
        { month: "2026-03", shipments: 1, weightKg: 200, valueUsd: 20000, weightKnown: 1, valueKnown: 1 },
      ]);
    });

    it("lists firms of a query, the busiest first", async () => {
      const firms = await engine.store.companies(query({ keyword: "chairs" }), "exporter");
      expect(firms.total).toBe(1);
      expect(firms.records).toMatchObject([
        { name: "NINGBO STAR CO LTD", country: "CN", shipments: 3, lastDate: "2026-01-20", logistics: false },
      ]);
    });

    it("profiles a firm: spellings, totals, dates, months, partners, goods, lanes", async () => {
      const id = await firmId("NINGBO STAR CO LTD");
      const p = await engine.store.companyProfile(id, [US, MX], 10);
      expect(p).toMatchObject({
        name: "NINGBO STAR CO LTD",
        country: "CN",
        aliases: ["NINGBO STAR CO LTD", "NINGBO STAR CO., LTD."],
        asImporter: 0,
        asExporter: 3,
        weightKg: 4000,
        firstDate: "2026-01-05",
        lastDate: "2026-01-20",
      });
      expect(p?.partners.map((x) => [x.label, x.shipments])).toEqual([
        ["ACME INC", 2],
        ["COMERCIALIZADORA ANDINA S.A. DE C.V.", 1],
      ]);
      expect(p?.lanes.map((x) => [x.key, x.shipments])).toEqual([
        ["CN-US", 2],
        ["CN-MX", 1],
      ]);
      // Bill 3 is a master whose house bill 2 is the shipment: not counted.
      expect(p?.monthly).toEqual([
        { month: "2026-01", shipments: 3, weightKg: 4000, valueUsd: 12900, weightKnown: 3, valueKnown: 3 },
      ]);
      expect(p?.hsCodes.map((x) => [x.key, x.shipments, x.weightKg])).toEqual([
        ["940161", 2, 2000],
        ["940171", 1, 2000],
      ]);
      expect(p?.ports.map((x) => [x.key, x.shipments])).toEqual([["CNNGB", 3]]);
      // Declarations carry no address: no info fields; the latest shipments are the firm's own.
      expect(p?.info).toEqual({});
      expect(p?.recentBills.map((r) => [r.date, r.exporter?.id])).toEqual([
        ["2026-01-20", id],
        ["2026-01-10", id],
        ["2026-01-05", id],
      ]);
      expect(await engine.store.companyProfile(999_999, [US], 10)).toBeUndefined();
      const none = await engine.store.companyProfile(id, ["EXP_USA_BL_SEA"], 10);
      expect(none).toMatchObject({ asImporter: 0, asExporter: 0, monthly: [], partners: [] });
      expect(none).not.toHaveProperty("firstDate");
    });

    it("gives a firm's info fields from its own bills, the newest address whole, and its latest bills", async () => {
      const id = await firmId("ACME INC");
      const p = await engine.store.companyProfile(id, [US], 10);
      expect(p?.info).toEqual({
        addressLines: ["100 TERMINAL WAY"],
        city: "LOS ANGELES",
        stateProvince: "CA",
        zip: "90731",
        addressCountry: "US",
        addressDate: "2026-02-03",
        contactName: "JANE ROE",
        phone: "3105550123",
        email: "ops@acme.example",
      });
      // The house bill counts, its master does not; newest first.
      expect(p?.recentBills.map((r) => [r.date, r.description, r.importer?.id])).toEqual([
        ["2026-02-03", "WOODEN TABLES", id],
        ["2026-01-10", "STEEL CHAIRS", id],
        ["2026-01-05", "WOODEN CHAIRS", id],
      ]);
      const none = await engine.store.companyProfile(id, ["EXP_USA_BL_SEA"], 10);
      expect(none).toMatchObject({ info: {}, recentBills: [] });
    });

    it("orders a partner report by every column either way, ties by partner id ascending", async () => {
      const id = await firmId("SHANGHAI BOLT CO LTD");
      const [acme, bolt, andina] = ["ACME INC", "BOLT TRADING LLC", "COMERCIALIZADORA ANDINA S.A. DE C.V."];
      const names = async (sort: string, order?: string, page = 1, pageSize = 20) =>
        (
          await engine.store.partners(id, [US, MX], readPartnerOrder(sort, order), page, pageSize)
        )?.records.map((r) => r.partner.name);
      // value: 95,000 / 20,000 / none (0)
      expect(await names("value")).toEqual([bolt, andina, acme]);
      expect(await names("value", "asc")).toEqual([acme, andina, bolt]);
      // weight: 1,500 / 500 / 200 kg
      expect(await names("weight")).toEqual([bolt, acme, andina]);
      expect(await names("weight", "asc")).toEqual([andina, acme, bolt]);
      expect(await names("last")).toEqual([andina, acme, bolt]);
      expect(await names("first", "asc")).toEqual([bolt, acme, andina]);
      expect(await names("name")).toEqual([acme, bolt, andina]);
      expect(await names("name", "desc")).toEqual([andina, bolt, acme]);
      // One shipment each: the tie is broken by the partner's id, ascending either way.
      const ids = await Promise.all([acme, bolt, andina].map(async (n) => [await firmId(n), n] as const));
      const byId = [...ids].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
      expect(await names("shipments")).toEqual(byId);
      expect(await names("shipments", "asc")).toEqual(byId);
      expect(await names("share", "asc")).toEqual(byId);
      // Pages of the order asked.
      expect(await names("value", undefined, 2, 2)).toEqual([acme]);
      const report = await engine.store.partners(id, [US, MX], DEFAULT_PARTNER_ORDER, 1, 20);
      expect(report).toMatchObject({
        company: { id, name: "SHANGHAI BOLT CO LTD", country: "CN" },
        total: 3,
      });
      expect(report?.shipments).toBe(3);
      expect(await engine.store.partners(999_999, [US], DEFAULT_PARTNER_ORDER, 1, 20)).toBeUndefined();
    });

    it("reports a firm's partners with shares, the biggest first", async () => {
      const id = await firmId("ACME INC");
      const r = await engine.store.partners(id, [US], DEFAULT_PARTNER_ORDER, 1, 20);
      expect(r?.total).toBe(2);
      expect(r?.shipments).toBe(3);
      expect(r?.records.map((x) => [x.partner.name, x.shipments, x.firstDate, x.lastDate, x.share])).toEqual([
        ["NINGBO STAR CO LTD", 2, "2026-01-05", "2026-01-10", 0.6667],
        ["SHANGHAI BOLT CO LTD", 1, "2026-02-03", "2026-02-03", 0.3333],
      ]);
    });

    it("sums only the known values and weights and says how many were known (D322)", async () => {
      // ACME's US shipments: bills 1 and 2 carry values 5,000 and 7,000; bill 6 carries none.
      const id = await firmId("ACME INC");
      const p = await engine.store.companyProfile(id, [US], 10);
      expect(p).toMatchObject({
        asImporter: 3,
        valueUsd: 12000,
        valueKnown: 2,
        weightKg: 3500,
        weightKnown: 3,
      });
      expect(p?.partners.map((x) => [x.label, x.valueUsd, x.valueKnown, x.weightKnown])).toEqual([
        ["NINGBO STAR CO LTD", 12000, 2, 2],
        ["SHANGHAI BOLT CO LTD", 0, 0, 1],
      ]);
      expect(p?.hsCodes.map((x) => [x.key, x.shipments, x.valueKnown])).toEqual([
        ["940161", 1, 1],
        ["940171", 1, 1],
      ]);
      const r = await engine.store.partners(id, [US], DEFAULT_PARTNER_ORDER, 1, 20);
      expect(
        r?.records.map((x) => [x.partner.name, x.shipments, x.valueUsd, x.valueKnown, x.weightKnown]),
      ).toEqual([
        ["NINGBO STAR CO LTD", 2, 12000, 2, 2],
        ["SHANGHAI BOLT CO LTD", 1, 0, 0, 1],
      ]);
      // The monthly series, the search's facets and the buyers say the same (D341, D342).
      expect(p?.monthly.map((m) => [m.month, m.shipments, m.valueUsd, m.valueKnown])).toEqual([
        ["2026-01", 2, 12000, 2],
        ["2026-02", 1, 0, 0],
      ]);
      const f = await engine.store.facets(query({ datasets: US }), ["importers", "monthly"], 10);
      expect(
        f.importers?.map((x) => [x.label, x.shipments, x.valueUsd, x.valueKnown, x.weightKnown]),
      ).toEqual([
        ["ACME INC", 3, 12000, 2, 3],
        ["BOLT TRADING LLC", 1, 95000, 1, 1],
      ]);
      expect(f.monthly?.map((m) => [m.month, m.shipments, m.valueUsd, m.valueKnown])).toEqual([
        ["2026-01", 2, 12000, 2],
        ["2026-02", 2, 95000, 1],
      ]);
      const buyers = await engine.store.buyers(query({ datasets: US }), DEFAULT_BUYER_ORDER, false);
      expect(
        buyers.records.map((b) => [b.name, b.shipments, b.valueUsd, b.valueKnown, b.weightKnown]),
      ).toEqual([
        ["ACME INC", 3, 12000, 2, 3],
        ["BOLT TRADING LLC", 1, 95000, 1, 1],
      ]);
      // An export's columns: the firms' display names by their ids, an unknown id left out.
      expect(await engine.store.firmNames([id, 999_999, id])).toEqual(new Map([[id, "ACME INC"]]));
    });

    it("finds buyers: the importers of the shipments, with figures, frequency, suppliers and contacts", async () => {
      const all = await engine.store.buyers(query({}), DEFAULT_BUYER_ORDER, false);
      expect(all.total).toBe(3);
      expect(all.asOf).toBe("2026-03-01");
      const [acme, andina, bolt] = all.records;
      expect(
        all.records.map((r) => [
          r.name,
          r.shipments,
          r.weightKg,
          r.valueUsd,
          r.firstDate,
          r.lastDate,
          r.perMonth,
        ]),
      ).toEqual([
        ["ACME INC", 3, 3500, 12000, "2026-01-05", "2026-02-03", 1],
        ["COMERCIALIZADORA ANDINA S.A. DE C.V.", 2, 1200, 20900, "2026-01-20", "2026-03-01", 0.67],
        ["BOLT TRADING LLC", 1, 1500, 95000, "2026-02-01", "2026-02-01", 0.5],
      ]);
      expect(acme?.suppliers.map((x) => [x.name, x.shipments])).toEqual([
        ["NINGBO STAR CO LTD", 2],
        ["SHANGHAI BOLT CO LTD", 1],
      ]);
      // A tie in shipments: the lower id first.
      const tied = andina?.suppliers.map((x) => x.id) ?? [];
      expect(tied).toEqual([...tied].sort((a, b) => a - b));
      expect(bolt?.suppliers.map((x) => x.name)).toEqual(["SHANGHAI BOLT CO LTD"]);
      expect(acme?.info).toMatchObject({
        city: "LOS ANGELES",
        phone: "3105550123",
        email: "ops@acme.example",
      });
      expect(andina?.info).toEqual({});
    });

    it("orders buyers by every column and filters them by goods, HS code and country", async () => {
      const names = async (params: Record<string, string>, sort?: string, order?: string) =>
        (await engine.store.buyers(query(params), readBuyerOrder(sort, order), false)).records.map(
          (r) => r.name,
        );
      const [acme, andina, bolt] = ["ACME INC", "COMERCIALIZADORA ANDINA S.A. DE C.V.", "BOLT TRADING LLC"];
      expect(await names({}, "value")).toEqual([bolt, andina, acme]);
      expect(await names({}, "frequency", "asc")).toEqual([bolt, andina, acme]);
      expect(await names({}, "last")).toEqual([andina, acme, bolt]);
      expect(await names({}, "weight")).toEqual([acme, bolt, andina]);
      expect(await names({}, "name")).toEqual([acme, bolt, andina]);
      const chairs = await engine.store.buyers(query({ keyword: "chairs" }), DEFAULT_BUYER_ORDER, false);
      expect(chairs.asOf).toBe("2026-01-20");
      expect(
        chairs.records.map((r) => [r.name, r.shipments, r.perMonth, r.suppliers.map((x) => x.name)]),
      ).toEqual([
        [acme, 2, 2, ["NINGBO STAR CO LTD"]],
        [andina, 1, 1, ["NINGBO STAR CO LTD"]],
      ]);
      expect(await names({ destination: "MX" })).toEqual([andina]);
      expect(await names({ hs: "8471" }, "name")).toEqual([bolt, andina]);
      const past = await engine.store.buyers({ ...query({}), page: 2 }, DEFAULT_BUYER_ORDER, false);
      expect(past).toMatchObject({ total: 3, records: [] });
      expect(await engine.store.buyers(query({ keyword: "zzz" }), DEFAULT_BUYER_ORDER, false)).toEqual({
        total: 0,
        forwardersHidden: 0,
        records: [],
      });
    });

    it("searches the directory by name, goods, website or e-mail, the busiest first", async () => {
      const find = async (match: DirectoryMatch, text?: string, page = 1) =>
        engine.store.directory({
          datasets: [US, MX],
          match,
          ...(text === undefined ? {} : { text }),
          page,
          pageSize: 20,
        });
      const every = await find("name");
      // Harborline is only on a master bill that does not count.
      expect(every.total).toBe(5);
      expect(every.records.map((r) => r.shipments)).toEqual([3, 3, 3, 2, 1]);
      const threes = every.records.slice(0, 3).map((r) => r.id);
      expect(threes).toEqual([...threes].sort((a, b) => a - b));
      expect(every.records[4]).toMatchObject({
        name: "BOLT TRADING LLC",
        asImporter: 1,
        asExporter: 0,
        matchedBy: [],
      });
      const ningbo = every.records.find((r) => r.name === "NINGBO STAR CO LTD");
      expect(ningbo).toMatchObject({ asImporter: 0, asExporter: 3, lastDate: "2026-01-20", country: "CN" });
      const bolt = await find("name", "bolt");
      expect(bolt.records.map((r) => [r.name, r.matchedBy])).toEqual(
        expect.arrayContaining([
          ["SHANGHAI BOLT CO LTD", ["name"]],
          ["BOLT TRADING LLC", ["name"]],
        ]),
      );
      expect(bolt.total).toBe(2);
      const chairs = await find("all", "chairs");
      expect(chairs.records.map((r) => [r.name, r.matchedBy]).sort()).toEqual([
        ["ACME INC", ["product"]],
        ["COMERCIALIZADORA ANDINA S.A. DE C.V.", ["product"]],
        ["NINGBO STAR CO LTD", ["product"]],
      ]);
      const site = await find("contact", "acme.example");
      expect(site.records.map((r) => [r.name, r.matchedBy, r.info.email])).toEqual([
        ["ACME INC", ["contact"], "ops@acme.example"],
      ]);
      expect((await find("contact", "3105550123")).records.map((r) => r.name)).toEqual(["ACME INC"]);
      expect((await find("all", "acme")).records.map((r) => r.matchedBy)).toEqual([["name", "contact"]]);
      expect((await find("name", "acme.example")).total).toBe(0);
      expect((await find("contact", "chairs")).total).toBe(0);
      expect(await find("all", "!!")).toEqual({ total: 0, records: [] });
      expect((await find("name", undefined, 2)).records).toEqual([]);
      const us = await engine.store.directory({ datasets: [US], match: "name", page: 1, pageSize: 20 });
      expect(us.records.map((r) => r.name).sort()).toEqual([
        "ACME INC",
        "BOLT TRADING LLC",
        "NINGBO STAR CO LTD",
        "SHANGHAI BOLT CO LTD",
      ]);
    });

    it("gives a bill with its own tables, a declaration without", async () => {
      const page = await engine.store.search(query({ keyword: "steel" }));
      const bill = await engine.store.bill(page.records[0]?.id as number);
      expect(bill?.tables?.consignee?.[0]?.consignee_name).toBe("Acme, Inc.");
      expect(bill?.tables?.billgen?.[0]).toMatchObject({ master_bol_number: "M2", house_bol_number: "H2A" });
      const declaration = await engine.store.search(query({ hs: "847130" }));
      expect(await engine.store.bill(declaration.records[0]?.id as number)).toEqual({
        record: declaration.records[0],
      });
      expect(await engine.store.bill(999_999)).toBeUndefined();
    });

    it("keeps the statistics' totals and loads the same files again without a change", async () => {
      expect(await engine.totals.byDatasetAndCountry()).toEqual([
        { dataset: MX, country: "MX", records: 2, firstDay: "2026-01-20", lastDay: "2026-03-01" },
        { dataset: US, country: "US", records: 4, firstDay: "2026-01-05", lastDay: "2026-02-03" },
      ]);
      expect(await engine.totals.companies()).toBe(5);
      const before = await engine.store.search(query({ pageSize: "100" }));
      const again = await importReleases([dir], engine.sink, { now: () => 0 });
      expect(again).toMatchObject({ releasesLoaded: 0, releasesAlreadyIn: 3, shipmentsAdded: 0 });
      expect(await engine.store.search(query({ pageSize: "100" }))).toEqual(before);
      // An operator's reload reads every release again and changes nothing that is already right.
      const reloaded = await importReleases([dir], engine.sink, { now: () => 0, reload: true });
      expect(reloaded).toMatchObject({ releasesLoaded: 3, releasesReloaded: 3, shipmentsAdded: 0 });
      expect(await engine.store.search(query({ pageSize: "100" }))).toEqual(before);
    });

    it("counts a later new bill that repeats a master number beside the earlier one (D302)", async () => {
      const repeat = mkdtempSync(join(tmpdir(), "conformance-repeat-"));
      writeMasterRepeat(repeat);
      const report = await importReleases([repeat], engine.sink, { now: () => 0 });
      expect(report).toMatchObject({ releasesLoaded: 1, shipmentsAdded: 1, skipped: [] });
      const page = await engine.store.search(query({ datasets: US, pageSize: "100" }));
      expect(page.total).toBe(5);
      expect(page.records.map((r) => [r.date, r.importer?.name])).toEqual([
        ["2026-03-02", "BOLT TRADING LLC"],
        ["2026-02-03", "ACME INC"],
        ["2026-02-01", "BOLT TRADING LLC"],
        ["2026-01-10", "Acme, Inc."],
        ["2026-01-05", "ACME INC"],
      ]);
    });

    it("leaves a forwarder out of the buyers unless asked, counts it, and marks it in the facet (D310, D311)", async () => {
      const later = mkdtempSync(join(tmpdir(), "conformance-forwarder-"));
      writeForwarderRelease(later);
      const report = await importReleases([later], engine.sink, { now: () => 0 });
      expect(report).toMatchObject({ releasesLoaded: 1, shipmentsAdded: 2, skipped: [] });
      const forwarder = "KUEHNE + NAGEL LOGISTICS INC";
      const hidden = await engine.store.buyers(query({}), DEFAULT_BUYER_ORDER, false);
      expect(hidden).toMatchObject({ total: 3, forwardersHidden: 1, asOf: "2026-03-04" });
      expect(hidden.records.map((r) => r.name)).not.toContain(forwarder);
      // By name: the figures' ties fall to firm ids, which this case need not fix.
      const shown = await engine.store.buyers(query({}), readBuyerOrder("name", undefined), true);
      expect(shown).toMatchObject({ total: 4, forwardersHidden: 0, asOf: "2026-03-04" });
      expect(shown.records.map((r) => [r.name, r.shipments, r.logistics])).toEqual([
        ["ACME INC", 3, false],
        ["BOLT TRADING LLC", 2, false],
        ["COMERCIALIZADORA ANDINA S.A. DE C.V.", 2, false],
        [forwarder, 2, true],
      ]);
      // Goods words find it too, and leave it out the same way.
      const chairs = await engine.store.buyers(query({ keyword: "chairs" }), DEFAULT_BUYER_ORDER, false);
      expect(chairs).toMatchObject({ total: 2, forwardersHidden: 1 });
      const facets = await engine.store.facets(query({}), ["importers"], 10);
      const marks = facets.importers?.map((x) => [x.label, x.shipments, x.logistics ?? false]);
      expect(marks?.sort((x, y) => String(x[0]).localeCompare(String(y[0])))).toEqual([
        ["ACME INC", 3, false],
        ["BOLT TRADING LLC", 2, false],
        ["COMERCIALIZADORA ANDINA S.A. DE C.V.", 2, false],
        [forwarder, 2, true],
      ]);
    });

    it("leaves an unknown weight out of every sum and counts the known ones (D341, D342)", async () => {
      const later = mkdtempSync(join(tmpdir(), "conformance-unknown-"));
      writeUnknownFigures(later);
      const report = await importReleases([later], engine.sink, { now: () => 0 });
      expect(report).toMatchObject({ releasesLoaded: 1, shipmentsAdded: 2, skipped: [] });
      const lamps = query({ keyword: "lamps" });
      const one = { shipments: 2, weightKg: 50, valueUsd: 300, weightKnown: 1, valueKnown: 1 };
      const f = await engine.store.facets(lamps, ["importers", "hsCodes", "monthly"], 10);
      expect(f.importers).toMatchObject([{ label: "QUILL LAMPS LLC", ...one }]);
      // The bill without a tariff row has no HS code either: the facet counts the one that has.
      expect(f.hsCodes).toEqual([
        { key: "940520", shipments: 1, weightKg: 0, valueUsd: 300, weightKnown: 0, valueKnown: 1 },
      ]);
      expect(f.monthly).toEqual([{ month: "2026-03", ...one }]);
      const [buyer] = (await engine.store.buyers(lamps, DEFAULT_BUYER_ORDER, false)).records;
      expect(buyer).toMatchObject({ name: "QUILL LAMPS LLC", ...one });
      const p = await engine.store.companyProfile(await firmId("QUILL LAMPS LLC"), [US], 10);
      expect(p).toMatchObject({ asImporter: 2, weightKg: 50, weightKnown: 1, valueUsd: 300, valueKnown: 1 });
      expect(p?.monthly).toEqual([{ month: "2026-03", ...one }]);
      expect(p?.partners).toMatchObject([{ label: "NINGBO STAR CO LTD", ...one }]);
    });
  });
};
