import { describe, expect, it } from "vitest";
import { CUSTOMS_DATASETS } from "./customs-catalogue.ts";
import { ownedDatasetsByContinent } from "./owned-by-continent.ts";
import { NO_OWNERSHIP, OWNERSHIP_CODE_LENGTH, SHIP_BIT_INDEX } from "./ownership-bits.ts";

const owning = (...values: string[]) =>
  Array.from({ length: OWNERSHIP_CODE_LENGTH }, (_, i) => {
    const value = CUSTOMS_DATASETS[i]?.value ?? (i === SHIP_BIT_INDEX ? "SHIP" : "TRANSIT");
    return values.includes(value) ? "1" : "0";
  }).join("");
const summary = (bits: string) =>
  ownedDatasetsByContinent(bits).map((g) => [g.continent, g.label, g.datasets.map((d) => d.value)]);

describe("owned data sets by continent", () => {
  it("groups owned customs data sets by continent in continent order", () => {
    expect(
      summary(owning("IMP_KENYA_CD_DEF", "IMP_USA_BL_SEA", "EXP_PERU_CD_DEF", "IMP_INDIA_CD_DEF")),
    ).toEqual([
      ["NORTH_AMERICA", "datasets.continent.NORTH_AMERICA", ["IMP_USA_BL_SEA"]],
      ["SOUTH_AMERICA", "datasets.continent.SOUTH_AMERICA", ["EXP_PERU_CD_DEF"]],
      ["ASIA", "datasets.continent.ASIA", ["IMP_INDIA_CD_DEF"]],
      ["AFRICA", "datasets.continent.AFRICA", ["IMP_KENYA_CD_DEF"]],
    ]);
  });

  it("lists every ship country when ship data is owned, and transit under Others", () => {
    const groups = ownedDatasetsByContinent(owning("SHIP", "TRANSIT", "IMP_GLOBAL_BL_DEF"));
    expect(groups.map((g) => g.continent)).toEqual([
      "NORTH_AMERICA",
      "EUROPE",
      "ASIA",
      "AFRICA",
      "OCEANIA",
      "OTHERS",
    ]);
    expect(groups.find((g) => g.continent === "OCEANIA")?.datasets.map((d) => d.value)).toEqual(["AU", "NZ"]);
    expect(groups.at(-1)?.datasets.map((d) => d.value)).toEqual(["IMP_GLOBAL_BL_DEF", "EURASIAN"]);
    expect(groups.reduce((n, g) => n + g.datasets.length, 0)).toBe(43 + 2);
  });

  it("gives nothing for an empty or invalid code", () => {
    expect(ownedDatasetsByContinent(NO_OWNERSHIP)).toEqual([]);
    expect(ownedDatasetsByContinent("11")).toEqual([]);
    expect(ownedDatasetsByContinent(undefined)).toEqual([]);
  });
});
