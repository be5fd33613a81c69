import { describe, expect, it } from "vitest";
import { countryByCode } from "./countries.ts";
import { CUSTOMS_DATASETS, customsDatasetByValue, SILK_ROAD_MEMBERS } from "./customs-catalogue.ts";

describe("customs catalogue", () => {
  it("holds about 110 data sources with unique codes", () => {
    expect(CUSTOMS_DATASETS).toHaveLength(111);
    expect(new Set(CUSTOMS_DATASETS.map((d) => d.value)).size).toBe(111);
    expect(new Set(CUSTOMS_DATASETS.map((d) => d.name)).size).toBe(111);
  });

  // Written by hand: code -> type, continent, kind, variant, exporter, importer, hscode, description.
  it.each([
    ["IMP_USA_BL_SEA", "SHIPMENTS_IMPORT", "NORTH_AMERICA", "BL", "SEA", true, true, false, true],
    ["EXP_USA_BL_SEA", "SHIPMENTS_EXPORT", "NORTH_AMERICA", "BL", "SEA", true, false, false, true],
    ["IMP_MEXICO_CD_ALL", "SHIPMENTS_IMPORT", "NORTH_AMERICA", "CD", "ALL", true, true, true, true],
    ["IMP_PANAMA_CD_FTZ", "SHIPMENTS_IMPORT", "NORTH_AMERICA", "CD", "FTZ", true, true, true, true],
    ["IMP_CHILE_CD_DEF", "SHIPMENTS_IMPORT", "SOUTH_AMERICA", "CD", "DEF", true, false, true, true],
    ["IMP_BRAZIL_CD_DEF", "SHIPMENTS_IMPORT", "SOUTH_AMERICA", "CD", "DEF", false, false, true, true],
    ["EXP_PERU_BL_AIR", "SHIPMENTS_EXPORT", "SOUTH_AMERICA", "BL", "AIR", true, true, false, true],
    ["IMP_UK_ED_DEF", "SHIPMENTS_IMPORT", "EUROPE", "ED", "DEF", false, true, true, false],
    ["EXP_RUSSIA_CD_DEF", "SHIPMENTS_EXPORT", "EUROPE", "CD", "DEF", true, true, true, true],
    ["IMP_INDONESIA_CD_DEF", "SHIPMENTS_IMPORT", "ASIA", "CD", "DEF", true, false, true, true],
    ["IMP_PHILIPPINES_CD_DEF", "SHIPMENTS_IMPORT", "ASIA", "CD", "DEF", true, true, true, false],
    ["EXP_TURKEY_CD_DEF", "SHIPMENTS_EXPORT", "ASIA", "CD", "DEF", false, true, true, true],
    ["IMP_ETHIOPIA_CD_DEF", "SHIPMENTS_IMPORT", "AFRICA", "CD", "DEF", true, true, true, true],
    ["IMP_SILKROAD_CD_DEF", "SHIPMENTS_IMPORT", "OTHERS", "CD", "DEF", true, true, true, true],
    ["IMP_GLOBAL_BL_DEF", "SHIPMENTS_IMPORT", "OTHERS", "BL", "DEF", true, true, false, true],
  ] as const)("%s", (value, type, continent, kind, variant, exporter, importer, hscode, description) => {
    expect(customsDatasetByValue(value)).toEqual({
      category: 1,
      type,
      name: `datasets.source.${value}`,
      value,
      continent,
      country: customsDatasetByValue(value)?.country,
      kind,
      variant,
      exporter,
      importer,
      hscode,
      description,
    });
  });

  it("names the reporting country inside the code and derives type and continent from it", () => {
    for (const d of CUSTOMS_DATASETS) {
      const [direction, ...rest] = d.value.split("_");
      expect(d.type).toBe(direction === "IMP" ? "SHIPMENTS_IMPORT" : "SHIPMENTS_EXPORT");
      if (d.country === null) continue;
      const country = countryByCode(d.country);
      expect(rest.slice(0, -2).join("_")).toBe(country?.normal);
      expect(d.continent).toBe(country?.continent);
    }
  });

  it("never offers hs-code search on a bill-of-lading source", () => {
    expect(CUSTOMS_DATASETS.filter((d) => d.kind === "BL" && d.hscode)).toEqual([]);
  });

  it("keeps groups on the Others continent and knows the silk-road members", () => {
    const groups = CUSTOMS_DATASETS.filter((d) => d.country === null).map((d) => d.value);
    expect(groups).toEqual(["IMP_SILKROAD_CD_DEF", "EXP_SILKROAD_CD_DEF", "IMP_GLOBAL_BL_DEF"]);
    expect(SILK_ROAD_MEMBERS.map((c) => countryByCode(c)?.en)).toEqual([
      "Armenia",
      "Azerbaijan",
      "Belarus",
      "Georgia",
      "Kyrgyzstan",
      "Tajikistan",
      "Turkmenistan",
    ]);
  });

  it("does not know an unlisted code", () => {
    expect(customsDatasetByValue("IMP_ATLANTIS_CD_DEF")).toBeUndefined();
  });
});
