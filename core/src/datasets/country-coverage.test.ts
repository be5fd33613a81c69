import { describe, expect, it } from "vitest";
import { countryByCode } from "./countries.ts";
import {
  COVERED_COUNTRIES,
  DATA_COUNTRIES,
  datasetsOfCountry,
  isSilkRoadDataset,
} from "./country-coverage.ts";
import { CUSTOMS_DATASETS, SILK_ROAD_MEMBERS } from "./customs-catalogue.ts";

describe("country coverage", () => {
  it("covers exactly the countries that have a data set, each once", () => {
    expect(new Set(COVERED_COUNTRIES).size).toBe(COVERED_COUNTRIES.length);
    for (const code of COVERED_COUNTRIES) {
      expect(countryByCode(code)).toBeDefined();
      expect(datasetsOfCountry(code).length).toBeGreaterThan(0);
    }
    for (const d of CUSTOMS_DATASETS) if (d.country !== null) expect(COVERED_COUNTRIES).toContain(d.country);
  });

  it("gives a silk-road member the group's data sets, and an uncovered country none", () => {
    for (const code of SILK_ROAD_MEMBERS) expect(datasetsOfCountry(code).every(isSilkRoadDataset)).toBe(true);
    expect(datasetsOfCountry("US").map((d) => d.country)).toEqual(datasetsOfCountry("US").map(() => "US"));
    expect(datasetsOfCountry("ZZ")).toEqual([]);
    expect(datasetsOfCountry("us")).toEqual([]);
  });

  // Decision D190: the claimed figure is the catalogue's own count, whatever the catalogue holds.
  it("claims exactly the countries a customs data set or the silk-road group covers", () => {
    const own = CUSTOMS_DATASETS.flatMap((d) => (d.country === null ? [] : [d.country]));
    expect(DATA_COUNTRIES).toBe(new Set([...own, ...SILK_ROAD_MEMBERS]).size);
    expect(DATA_COUNTRIES).toBe(50);
  });
});
