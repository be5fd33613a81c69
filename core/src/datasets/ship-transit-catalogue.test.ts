import { describe, expect, it } from "vitest";
import { SHIP_DATASETS, TRANSIT_DATASETS } from "./ship-transit-catalogue.ts";

describe("ship and transit lists", () => {
  it("lists 43 ship countries, each once, with all four search fields", () => {
    expect(SHIP_DATASETS).toHaveLength(43);
    expect(new Set(SHIP_DATASETS.map((d) => d.value)).size).toBe(43);
    expect(SHIP_DATASETS.every((d) => d.exporter && d.importer && d.hscode && d.description)).toBe(true);
  });

  it("includes the countries the spec names", () => {
    const values = SHIP_DATASETS.map((d) => d.value);
    for (const code of ["US", "CA", "MX", "CN", "IN", "JP", "KR", "DE", "GB"]) expect(values).toContain(code);
  });

  it("places ship countries on their continents", () => {
    expect(SHIP_DATASETS[0]).toEqual({
      category: 60,
      name: "datasets.ship.US",
      value: "US",
      continent: "NORTH_AMERICA",
      exporter: true,
      importer: true,
      hscode: true,
      description: true,
    });
    expect(SHIP_DATASETS.find((d) => d.value === "EG")?.continent).toBe("AFRICA");
    expect(SHIP_DATASETS.find((d) => d.value === "AU")?.continent).toBe("OCEANIA");
  });

  it("has one transit entry, EURASIAN, without hs-code search", () => {
    expect(TRANSIT_DATASETS).toEqual([
      {
        category: 59,
        name: "datasets.transit.EURASIAN",
        value: "EURASIAN",
        continent: "OTHERS",
        exporter: true,
        importer: true,
        hscode: false,
        description: true,
      },
    ]);
  });
});
