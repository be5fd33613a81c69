import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MEMBERSHIP_TIERS } from "./account-levels.ts";
import {
  composePermissionValue,
  decomposePermissionValue,
  hasFeatureBit,
  isValidPermissionValue,
  PERMISSION_FEATURE_NAMES,
  PERMISSION_FEATURES,
  type PermissionFeature,
} from "./permission-value.ts";

const tierArb = fc.constantFrom(...MEMBERSHIP_TIERS);
const featuresArb = fc.array(fc.constantFrom(...PERMISSION_FEATURE_NAMES), { maxLength: 10 });

describe("permission values", () => {
  it("has the feature bits of spec §6", () => {
    expect(PERMISSION_FEATURES).toEqual({
      PARTNER_REPORT: 16,
      GLOBAL_BUYERS: 32,
      TRADE_SO: 64,
      MARKET_ANALYSIS: 128,
      TRADE_SO_PLUS: 256,
      AI: 512,
    });
  });

  it.each([
    ["BRONZE", [], 1],
    ["SILVER", [], 2],
    ["GOLD", [], 3],
    ["SHIPMENT_PRO", [], 4],
    ["GLOBAL", [], 5],
    ["GLOBAL_PLUS", [], 6],
    ["GLOBAL_LUXURY", [], 7],
    ["GLOBAL_DELUXE", [], 8],
    ["NORMAL", ["PARTNER_REPORT"], 16],
    ["NORMAL", ["GLOBAL_BUYERS"], 32],
    ["NORMAL", ["TRADE_SO"], 64],
    ["NORMAL", ["MARKET_ANALYSIS"], 128],
    ["NORMAL", ["TRADE_SO_PLUS"], 256],
    ["NORMAL", ["AI"], 512],
    ["GOLD", ["TRADE_SO", "AI"], 579],
    [
      "GLOBAL_DELUXE",
      ["PARTNER_REPORT", "GLOBAL_BUYERS", "TRADE_SO", "MARKET_ANALYSIS", "TRADE_SO_PLUS", "AI"],
      1016,
    ],
  ] as const)("composes %s with %j to %i and back", (tier, features, value) => {
    expect(composePermissionValue({ tier, features })).toBe(value);
    expect(decomposePermissionValue(value)).toEqual({ ok: true, value: { tier, features } });
  });

  it("counts a repeated feature once and ignores the order given", () => {
    expect(composePermissionValue({ tier: "SILVER", features: ["AI", "TRADE_SO", "AI"] })).toBe(2 + 64 + 512);
  });

  it.each([
    [9, ["permissions.value.unknownTier"]],
    [15, ["permissions.value.unknownTier"]],
    [64 + 12, ["permissions.value.unknownTier"]],
    [1024, ["permissions.value.unknownBits"]],
    [1024 + 3, ["permissions.value.unknownBits"]],
    [2048 + 10, ["permissions.value.unknownTier", "permissions.value.unknownBits"]],
    [-1, ["permissions.value.notWholeNumber"]],
    [2.5, ["permissions.value.notWholeNumber"]],
    [Number.POSITIVE_INFINITY, ["permissions.value.notWholeNumber"]],
  ])("rejects %d with %j", (value, issues) => {
    expect(decomposePermissionValue(value)).toEqual({ ok: false, error: issues });
    expect(isValidPermissionValue(value)).toBe(false);
  });

  it("reads single feature bits", () => {
    expect(hasFeatureBit(64 + 3, "TRADE_SO")).toBe(true);
    expect(hasFeatureBit(64 + 3, "AI")).toBe(false);
    expect(hasFeatureBit(512 + 128, "MARKET_ANALYSIS")).toBe(true);
    expect(hasFeatureBit(-64, "TRADE_SO")).toBe(false);
    expect(hasFeatureBit(64.5, "TRADE_SO")).toBe(false);
  });

  it("round-trips compose then decompose (features normalised to bit order, duplicates dropped)", () => {
    fc.assert(
      fc.property(tierArb, featuresArb, (tier, features) => {
        const normal = PERMISSION_FEATURE_NAMES.filter((f: PermissionFeature) => features.includes(f));
        expect(decomposePermissionValue(composePermissionValue({ tier, features }))).toEqual({
          ok: true,
          value: { tier, features: normal },
        });
      }),
    );
  });

  it("round-trips decompose then compose for every valid number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 << 16 }), (n) => {
        const read = decomposePermissionValue(n);
        if (read.ok) expect(composePermissionValue(read.value)).toBe(n);
        const valid = n < 1024 && n % 16 <= 8;
        expect(read.ok).toBe(valid);
      }),
    );
  });

  it("agrees with hasFeatureBit on every valid number", () => {
    fc.assert(
      fc.property(tierArb, featuresArb, fc.constantFrom(...PERMISSION_FEATURE_NAMES), (tier, features, f) => {
        expect(hasFeatureBit(composePermissionValue({ tier, features }), f)).toBe(features.includes(f));
      }),
    );
  });
});
