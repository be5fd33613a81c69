import { describe, expect, it } from "vitest";
import { DESIGNED_CODES } from "../errors/error-codes.ts";
import { alpha2OfAlpha3 } from "./iso-alpha3.ts";
import { mayOpenMarketAnalysis } from "./stats-access.ts";
import { readStatsAmount, statsRowKey } from "./stats-row.ts";

describe("statistics rows", () => {
  it("reads amounts of 0 or more, absent when empty", () => {
    expect(readStatsAmount("12.5")).toBe(12.5);
    expect(readStatsAmount("1.2E+10")).toBe(12_000_000_000);
    expect(readStatsAmount(" ")).toBeUndefined();
    expect(readStatsAmount(undefined)).toBeUndefined();
    expect(readStatsAmount("-3")).toBeNull();
    expect(readStatsAmount("1e999")).toBeNull();
  });

  it("keys a figure by what it is of, not by its amounts", () => {
    const row = {
      source: "un",
      reporter: "CN",
      flow: "X",
      partner: "US",
      hs: "851713",
      period: 202503,
      tradeMode: "",
      province: "",
      valueUsd: 1,
    } as const;
    expect(statsRowKey(row)).toBe(statsRowKey({ ...row, valueUsd: 2 }));
    expect(statsRowKey(row)).not.toBe(statsRowKey({ ...row, partner: "DE" }));
  });

  it("maps Comtrade's alpha-3 to the house's alpha-2", () => {
    expect(alpha2OfAlpha3("deu")).toBe("DE");
    expect(alpha2OfAlpha3("S19")).toBe("TW");
    expect(alpha2OfAlpha3("W00")).toBeUndefined();
  });

  it("opens market analysis with permission 128 only (its refusal 57001)", () => {
    expect(mayOpenMarketAnalysis(128)).toBe(true);
    expect(mayOpenMarketAnalysis(4 | 16 | 128)).toBe(true);
    expect(mayOpenMarketAnalysis(4 | 16)).toBe(false);
    expect(mayOpenMarketAnalysis(-1)).toBe(false);
    expect(DESIGNED_CODES.STATS_MARKET_ANALYSIS).toBe(57001);
  });
});
