import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CUSTOMS_DATASETS } from "../datasets/customs-catalogue.ts";
import { flagsToBits } from "../datasets/ownership-bits.ts";
import { SHIPMENT_SEARCH_KINDS } from "../search/search-kinds.ts";
import { mayOpenPartnerReport, tradeQueryRefusal } from "./trade-access.ts";
import { readTradeQuery, type TradeQuery, tradeQueryParams } from "./trade-query.ts";

const read = (params: Record<string, string>) => readTradeQuery(params);
const ok = (params: Record<string, string>): TradeQuery => {
  const r = read(params);
  if (!r.ok) throw new Error(r.issues.join());
  return r.value;
};

describe("readTradeQuery", () => {
  it("reads a full query from URL parameters", () => {
    expect(
      ok({
        datasets: "imp_usa_bl_sea, IMP_MEXICO_CD_SEA,IMP_USA_BL_SEA",
        kind: "importer",
        keyword: "acme",
        hs: "8471.30",
        startTime: "2026-06-30",
        endTime: "2026-01-01",
        origin: "cn, vn",
        port: "USLAX",
        wmin: "2000",
        wmax: "100",
        sort: "value",
        order: "asc",
        current: "7",
        pageSize: "50",
      }),
    ).toEqual({
      datasets: ["IMP_MEXICO_CD_SEA", "IMP_USA_BL_SEA"],
      kind: "importer",
      text: "acme",
      hsPrefix: "847130",
      from: "2026-01-01",
      to: "2026-06-30",
      origins: ["CN", "VN"],
      destinations: [],
      ports: ["USLAX"],
      weightKg: { min: 100, max: 2000 },
      valueUsd: {},
      sort: "value",
      descending: false,
      page: 7,
      pageSize: 50,
    });
  });

  it("defaults: description search, newest first, page 1 of 20", () => {
    expect(ok({ datasets: "IMP_USA_BL_SEA" })).toMatchObject({
      kind: "description",
      sort: "date",
      descending: true,
      page: 1,
      pageSize: 20,
    });
  });

  it("refuses a query without a data set, with an unknown kind, or with an HS filter that is no code", () => {
    expect(read({})).toEqual({ ok: false, issues: ["trade.query.noDataset"] });
    expect(read({ datasets: "IMP_USA_BL_SEA", kind: "port" })).toEqual({
      ok: false,
      issues: ["trade.query.kind"],
    });
    expect(read({ datasets: "IMP_USA_BL_SEA", hs: "84x" })).toEqual({
      ok: false,
      issues: ["trade.query.hsPrefix"],
    });
    expect(read({ datasets: "IMP_USA_BL_SEA", kind: "hsCode", keyword: "pumps" })).toEqual({
      ok: false,
      issues: ["trade.query.hsCodeText"],
    });
  });

  const datasetValues = fc.uniqueArray(fc.constantFrom(...CUSTOMS_DATASETS.map((d) => d.value)), {
    minLength: 1,
    maxLength: 4,
  });
  const params = fc.record({
    datasets: datasetValues.map((d) => d.join(",")),
    kind: fc.constantFrom(...SHIPMENT_SEARCH_KINDS),
    keyword: fc.option(fc.stringMatching(/^[0-9]{2,8}$/), { nil: undefined }),
    hs: fc.option(fc.stringMatching(/^[0-9]{2,10}$/), { nil: undefined }),
    startTime: fc.option(fc.constantFrom("2025-01-01", "2026-02-28", "2026-12-31"), { nil: undefined }),
    endTime: fc.option(fc.constantFrom("2025-06-30", "2026-03-01"), { nil: undefined }),
    origin: fc.option(fc.constantFrom("CN", "VN,CN", "US"), { nil: undefined }),
    wmin: fc.option(fc.integer({ min: 0, max: 1e9 }).map(String), { nil: undefined }),
    vmax: fc.option(
      fc.double({ min: 0, max: 1e9, noNaN: true }).map((n) => n.toFixed(2)),
      { nil: undefined },
    ),
    firm: fc.option(fc.constantFrom("importer:42", "exporter:7"), { nil: undefined }),
    sort: fc.option(fc.constantFrom("date", "weight", "value"), { nil: undefined }),
    order: fc.option(fc.constantFrom("asc", "desc"), { nil: undefined }),
    current: fc.option(fc.integer({ min: 1, max: 1000 }).map(String), { nil: undefined }),
    pageSize: fc.option(fc.constantFrom("20", "50", "100"), { nil: undefined }),
  });
  const defined = (r: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as Record<string, string>;

  test.prop([params])("written to parameters and read back, a query is the same query", (raw) => {
    const first = read(defined(raw));
    fc.pre(first.ok);
    if (!first.ok) return;
    const again = read(Object.fromEntries(tradeQueryParams(first.value)));
    expect(again).toEqual(first);
  });

  test.prop([params])("reading is idempotent on its own output's parameters", (raw) => {
    const first = read(defined(raw));
    fc.pre(first.ok);
    if (!first.ok) return;
    const p1 = tradeQueryParams(first.value);
    const second = read(Object.fromEntries(p1));
    expect(second.ok && tradeQueryParams(second.value)).toEqual(p1);
  });
});

describe("tradeQueryRefusal", () => {
  const owns = (...values: string[]) =>
    flagsToBits({ customs: Object.fromEntries(values.map((v) => [v, true])), ship: false, transit: false });
  const q = (datasets: string[], kind: TradeQuery["kind"]) => ({ datasets, kind, text: "x" });

  it("lets an owned data set be searched by a kind it supports", () => {
    expect(tradeQueryRefusal(q(["IMP_USA_BL_SEA"], "importer"), owns("IMP_USA_BL_SEA"))).toBeUndefined();
  });
  it("names a data set the user does not own", () => {
    expect(
      tradeQueryRefusal(q(["IMP_USA_BL_SEA", "IMP_INDIA_CD_DEF"], "importer"), owns("IMP_USA_BL_SEA")),
    ).toEqual({
      reason: "errors.trade.datasetNotOwned",
      dataset: "IMP_INDIA_CD_DEF",
    });
    expect(tradeQueryRefusal(q(["IMP_NOWHERE_CD_DEF"], "importer"), owns())).toMatchObject({
      reason: "errors.trade.datasetNotOwned",
    });
  });
  it("lets a kind be searched when some chosen data set carries it (issue 31 item 4)", () => {
    const both = owns("IMP_USA_BL_SEA", "IMP_MEXICO_CD_SEA");
    expect(tradeQueryRefusal(q(["IMP_USA_BL_SEA", "IMP_MEXICO_CD_SEA"], "hsCode"), both)).toBeUndefined();
  });
  it("refuses an HS-code search on US bills (they carry no HS code: flags EI-D)", () => {
    expect(tradeQueryRefusal(q(["IMP_USA_BL_SEA"], "hsCode"), owns("IMP_USA_BL_SEA"))).toEqual({
      reason: "errors.trade.kindUnsupported",
      dataset: "IMP_USA_BL_SEA",
    });
  });
  it("lets an owned data set be browsed without text, whatever its flags", () => {
    expect(
      tradeQueryRefusal({ datasets: ["IMP_USA_BL_SEA"], kind: "hsCode" }, owns("IMP_USA_BL_SEA")),
    ).toBeUndefined();
  });
  it("opens the partner report only with its feature (16) in the membership number", () => {
    expect(mayOpenPartnerReport(4 + 16)).toBe(true);
    expect(mayOpenPartnerReport(4)).toBe(false);
    expect(mayOpenPartnerReport(9)).toBe(false);
  });
  test.prop([fc.constantFrom(...CUSTOMS_DATASETS), fc.constantFrom(...SHIPMENT_SEARCH_KINDS)])(
    "nothing is allowed to a user who owns nothing",
    (d, kind) => {
      expect(tradeQueryRefusal(q([d.value], kind), owns())).toMatchObject({
        reason: "errors.trade.datasetNotOwned",
      });
    },
  );
});

describe("a firm and a loaded range (alerts, D230/D231)", () => {
  const base = { datasets: "IMP_USA_BL_SEA" };
  it("reads a firm as role and id, and writes it back", () => {
    const r = readTradeQuery({ ...base, firm: "exporter:42" });
    expect(r.ok && r.value.firm).toEqual({ role: "exporter", id: 42 });
    expect(r.ok && tradeQueryParams(r.value)).toContainEqual(["firm", "exporter:42"]);
  });
  it.each(["shipper:4", "importer:", "importer:0", "importer:-1", "importer:1.5"])(
    "refuses firm=%s, naming the firm (D332)",
    (firm) => {
      expect(readTradeQuery({ ...base, firm })).toEqual({ ok: false, issues: ["trade.query.firm"] });
    },
  );
  it("reads a loaded range with both bounds, the lower below the upper", () => {
    const r = readTradeQuery({ ...base, newAfter: "100", newUpTo: "250" });
    expect(r.ok && r.value.loaded).toEqual({ after: 100, upTo: 250 });
    expect(r.ok && tradeQueryParams(r.value)).toEqual([
      ["datasets", "IMP_USA_BL_SEA"],
      ["newAfter", "100"],
      ["newUpTo", "250"],
    ]);
  });
  it.each([
    ["100", undefined],
    [undefined, "100"],
    ["250", "100"],
    ["100", "100"],
    ["01", "5"],
    ["a", "5"],
  ])("refuses newAfter=%s newUpTo=%s, naming the range (D332)", (newAfter, newUpTo) => {
    expect(readTradeQuery({ ...base, newAfter, newUpTo })).toEqual({
      ok: false,
      issues: ["trade.query.newRange"],
    });
  });
});
