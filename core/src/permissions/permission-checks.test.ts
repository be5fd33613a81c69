import { describe, expect, it } from "vitest";
import {
  hasAiMarketing,
  hasDownloadLimit,
  hasEmail,
  hasMarketAnalysis,
  hasMarketing,
  hasOpenPlatform,
  hasRecommend,
  hasTradeSo,
} from "./permission-checks.ts";
import type { Permissions } from "./permission-tree.ts";

describe("nested permission checks", () => {
  it.each([
    ["SO", hasTradeSo, { TS: { SO: true } }],
    ["AI", hasAiMarketing, { TS: { AI: true } }],
    ["MARKET", hasMarketAnalysis, { TS: { MARKET: true } }],
    ["EMAIL", hasEmail, { TS: { EMAIL: true } }],
    ["RECOMMEND", hasRecommend, { TS: { RECOMMEND: true } }],
    ["CDS.download_limit", hasDownloadLimit, { TS: { CDS: { download_limit: true } } }],
    ["OPENS", hasOpenPlatform, { OPENS: true }],
  ] as const)("%s grants when present, not when absent or false", (_, check, grant) => {
    expect(check(grant as Permissions)).toBe(true);
    expect(check({})).toBe(false);
    expect(check({ TS: {} })).toBe(false);
    expect(check(JSON.parse(JSON.stringify(grant).replace("true", "false")) as Permissions)).toBe(false);
  });

  it("counts an object sub-entry as granted, null as not", () => {
    const fromWire = JSON.parse('{"TS":{"SO":{"id":3},"AI":null,"CDS":{}},"OPENS":1}') as Permissions;
    expect(hasTradeSo(fromWire)).toBe(true);
    expect(hasAiMarketing(fromWire)).toBe(false);
    expect(hasDownloadLimit(fromWire)).toBe(false);
    expect(hasOpenPlatform(fromWire)).toBe(true);
  });

  it("does not let one sub-entry grant another", () => {
    const all: Permissions = { TS: { SO: true } };
    expect(
      [hasAiMarketing, hasMarketAnalysis, hasEmail, hasRecommend, hasDownloadLimit, hasOpenPlatform].map(
        (c) => c(all),
      ),
    ).toEqual([false, false, false, false, false, false]);
  });

  it.each([
    [{}, false],
    [{ TS: { AI: true } }, true],
    [{ TS: { RECOMMEND: true } }, true],
    [{ TS: { AI: false, RECOMMEND: false } }, false],
    [{ TS: { SO: true, MARKET: true, EMAIL: true } }, false],
  ] as const)("marketing shows for %j: %s", (p, expected) => {
    expect(hasMarketing(p)).toBe(expected);
  });
});
