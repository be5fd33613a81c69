import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readStatsQuery, STATS_MAX_MONTHS } from "./stats-query.ts";

const issues = (raw: Record<string, string>) => {
  const r = readStatsQuery(raw);
  return r.ok ? [] : r.issues;
};

describe("readStatsQuery", () => {
  it("fills the defaults: imports, chapters, US dollars, every country", () => {
    expect(readStatsQuery({ source: "un" })).toEqual({
      ok: true,
      value: {
        source: "un",
        flow: "import",
        hsLevel: 2,
        reporters: [],
        partners: [],
        currency: "USD",
        tradeModes: [],
        provinces: [],
      },
    });
  });

  it("reads every filter, lists upper-cased, de-duplicated and sorted, a backwards period turned round", () => {
    const r = readStatsQuery({
      source: " CN ",
      flow: "Export",
      hsLevel: "8",
      hs: "8517.13",
      partner: "us, de,US",
      from: "2026-03",
      to: "2025-04",
      currency: "cny",
      tradeMode: "15,10",
      province: "44",
      reporter: "cn",
    });
    expect(r).toEqual({
      ok: true,
      value: {
        source: "cn",
        flow: "export",
        hsLevel: 8,
        hsPrefix: "851713",
        reporters: ["CN"],
        partners: ["DE", "US"],
        from: "2025-04",
        to: "2026-03",
        currency: "CNY",
        tradeModes: ["10", "15"],
        provinces: ["44"],
      },
    });
  });

  it.each([
    [{ source: "eu" }, ["stats.query.source"]],
    [{}, ["stats.query.source"]],
    [{ source: "un", flow: "transit" }, ["stats.query.flow"]],
    [{ source: "un", hsLevel: "8" }, ["stats.query.hsLevel"]],
    [{ source: "cn", hsLevel: "3" }, ["stats.query.hsLevel"]],
    [{ source: "un", hs: "85171300" }, ["stats.query.hs"]],
    [{ source: "un", hs: "8" }, ["stats.query.hs"]],
    [{ source: "cn", hs: "85x" }, ["stats.query.hs"]],
    [{ source: "un", reporter: "USA" }, ["stats.query.reporter"]],
    [{ source: "cn", reporter: "US" }, ["stats.query.reporter"]],
    [{ source: "un", partner: "US,ZZ" }, ["stats.query.partner"]],
    [{ source: "un", from: "2025-13" }, ["stats.query.period"]],
    [{ source: "un", to: "2025/01" }, ["stats.query.period"]],
    [{ source: "un", from: "2010-01", to: "2020-01" }, ["stats.query.period"]],
    [{ source: "un", currency: "CNY" }, ["stats.query.currency"]],
    [{ source: "un", tradeMode: "10" }, ["stats.query.chinaOnly"]],
    [{ source: "un", province: "44" }, ["stats.query.chinaOnly"]],
    [{ source: "cn", tradeMode: "99" }, ["stats.query.tradeMode"]],
    [{ source: "cn", province: "99" }, ["stats.query.province"]],
    [{ source: "un", flow: "x", currency: "EUR" }, ["stats.query.flow", "stats.query.currency"]],
  ])("refuses %j with %j", (raw, expected) => {
    expect(issues(raw as Record<string, string>)).toEqual(expected);
  });

  it("takes up to ten years of months and no more", () => {
    expect(issues({ source: "un", from: "2016-01", to: "2025-12" })).toEqual([]);
    expect(STATS_MAX_MONTHS).toBe(120);
  });

  it("never accepts an HS filter deeper than its source publishes", () => {
    fc.assert(
      fc.property(fc.constantFrom("un", "cn"), fc.stringMatching(/^\d{1,10}$/), (source, hs) => {
        const r = readStatsQuery({ source, hs });
        const deepest = source === "un" ? 6 : 8;
        expect(r.ok).toBe(hs.length >= 2 && hs.length <= deepest);
      }),
    );
  });
});
