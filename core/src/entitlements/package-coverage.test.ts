// Issue 29 item 15 (decision D294): a package's country figures are counted from what it grants, so
// the cards, the pages and the packages call cannot disagree with the catalogue or the access given.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PACKAGE_TIER_IDS } from "../constants/packages.ts";
import { COVERED_COUNTRIES, DATA_COUNTRIES, datasetsOfCountry } from "../datasets/country-coverage.ts";
import { SILK_ROAD_MEMBERS } from "../datasets/customs-catalogue.ts";
import { PACKAGE_TIERS } from "../packages/package-tiers.ts";
import { packageCountries, packageCountryCount, packageDatasets } from "./package-coverage.ts";
import { PACKAGE_GRANTS } from "./package-grants.ts";

const tierId = fc.constantFrom(...PACKAGE_TIER_IDS);
const direction = fc.constantFrom("SHIPMENTS_IMPORT" as const, "SHIPMENTS_EXPORT" as const);

describe("package coverage figures", () => {
  it("an explicit grant counts exactly the countries it lists (each has data in that direction)", () => {
    for (const id of PACKAGE_TIER_IDS) {
      const g = PACKAGE_GRANTS[id];
      if (g.importCountries !== "all")
        expect(packageCountries(id, "SHIPMENTS_IMPORT")).toEqual([...g.importCountries].sort(byCatalogue));
      if (g.exportCountries !== "all")
        expect(packageCountries(id, "SHIPMENTS_EXPORT")).toEqual([...g.exportCountries].sort(byCatalogue));
    }
  });

  it("Deluxe counts the whole catalogue: the site's figure, silk-road members included, never §9's 62 / 47", () => {
    expect(packageCountryCount("DELUXE")).toEqual({ importCountries: 50, exportCountries: 50 });
    expect(packageCountryCount("DELUXE").importCountries).toBe(DATA_COUNTRIES);
    expect(packageCountries("DELUXE", "SHIPMENTS_IMPORT")).toEqual(
      expect.arrayContaining([...SILK_ROAD_MEMBERS]),
    );
  });

  it("PACKAGE_TIERS shows the counted figures", () => {
    expect(PACKAGE_TIERS.map((t) => [t.id, t.importCountries, t.exportCountries])).toEqual(
      PACKAGE_TIER_IDS.map((id) => [
        id,
        packageCountryCount(id).importCountries,
        packageCountryCount(id).exportCountries,
      ]),
    );
  });

  it("law: every counted country has a granted data set of that direction, and is a covered country", () => {
    fc.assert(
      fc.property(tierId, direction, (id, type) => {
        const granted = new Set(
          packageDatasets(id)
            .filter((d) => d.type === type)
            .map((d) => d.value),
        );
        for (const code of packageCountries(id, type)) {
          expect(COVERED_COUNTRIES).toContain(code);
          expect(datasetsOfCountry(code).some((d) => granted.has(d.value))).toBe(true);
        }
      }),
    );
  });

  it("law: a higher package never shows fewer countries, and none shows more than the site claims", () => {
    fc.assert(
      fc.property(fc.nat(PACKAGE_TIER_IDS.length - 2), direction, (i, type) => {
        const lower = packageCountries(PACKAGE_TIER_IDS[i] ?? "PRO", type);
        const upper = packageCountries(PACKAGE_TIER_IDS[i + 1] ?? "DELUXE", type);
        expect(lower.every((c) => upper.includes(c))).toBe(true);
        expect(upper.length).toBeLessThanOrEqual(DATA_COUNTRIES);
      }),
    );
  });
});

/** Catalogue order, as packageCountries lists them. */
const byCatalogue = (a: string, b: string): number =>
  COVERED_COUNTRIES.indexOf(a) - COVERED_COUNTRIES.indexOf(b);
