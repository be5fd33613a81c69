import { describe, expect, it } from "vitest";
import { coverageText, findPackageTier, isPackageTierId, packageTierLabel } from "./package-tiers.ts";

describe("package tiers (spec §9 prices by hand; coverage the grants' count, D294)", () => {
  // Deluxe grants the whole catalogue: 43 countries' own data sets and the 7 silk-road members, each
  // way; §9's "62 import and 47 export" is more than the catalogue holds and is not shown.
  it.each([
    ["PRO", 899, 1, 0, "packages.coverage.PRO"],
    ["GLOBAL", 2399, 19, 0, "packages.coverage.importOnly"],
    ["PLUS", 2999, 26, 2, "packages.coverage.importExport"],
    ["LUXURY", 4399, 29, 21, "packages.coverage.importExport"],
    ["DELUXE", 5699, 50, 50, "packages.coverage.importExport"],
  ])("%s costs $%i a year and covers %i import / %i export", (id, price, imports, exports, text) => {
    const tier = findPackageTier(id);
    expect(tier).toEqual({ id, priceUsdPerYear: price, importCountries: imports, exportCountries: exports });
    expect(tier && coverageText(tier)).toEqual({ id: text, values: { imports, exports } });
  });

  it("labels tiers as the spec names them", () => {
    expect(packageTierLabel("GLOBAL")).toBe("packages.tier.GLOBAL");
  });

  it.each(["Global", "pro", "PREMIUM", "", undefined, 5])("does not know %j", (id) => {
    expect(isPackageTierId(id)).toBe(false);
    expect(findPackageTier(id)).toBeUndefined();
  });
});
