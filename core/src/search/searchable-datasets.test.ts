import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { CUSTOMS_DATASETS } from "../datasets/customs-catalogue.ts";
import { NO_OWNERSHIP, OWNERSHIP_CODE_LENGTH, SHIP_BIT_INDEX } from "../datasets/ownership-bits.ts";
import { searchKindsOf } from "./search-kinds.ts";
import { customsCatalogueGroups, kindsForDatasets, searchableDatasets } from "./searchable-datasets.ts";

const owning = (...values: string[]) =>
  Array.from({ length: OWNERSHIP_CODE_LENGTH }, (_, i) => {
    const value = CUSTOMS_DATASETS[i]?.value ?? (i === SHIP_BIT_INDEX ? "SHIP" : "TRANSIT");
    return values.includes(value) ? "1" : "0";
  }).join("");
const dataset = (value: string) => {
  const found = CUSTOMS_DATASETS.find((d) => d.value === value);
  if (found === undefined) throw new Error(value);
  return found;
};

describe("the data sets a user can search", () => {
  it("are the owned customs data sets by continent, imports before exports; ship data is left out", () => {
    const groups = searchableDatasets(owning("EXP_PERU_CD_DEF", "IMP_USA_BL_SEA", "SHIP", "IMP_PERU_CD_DEF"));
    expect(groups.map((g) => [g.continent, g.type, g.datasets.map((d) => d.value)])).toEqual([
      ["NORTH_AMERICA", "SHIPMENTS_IMPORT", ["IMP_USA_BL_SEA"]],
      ["SOUTH_AMERICA", "SHIPMENTS_IMPORT", ["IMP_PERU_CD_DEF"]],
      ["SOUTH_AMERICA", "SHIPMENTS_EXPORT", ["EXP_PERU_CD_DEF"]],
    ]);
  });

  it("are none for no package or an unreadable code", () => {
    expect(searchableDatasets(NO_OWNERSHIP)).toEqual([]);
    expect(searchableDatasets("not bits")).toEqual([]);
  });

  test.prop([fc.subarray(CUSTOMS_DATASETS.map((d) => d.value))])(
    "list each owned data set once",
    (values) => {
      const listed = searchableDatasets(owning(...values)).flatMap((g) => g.datasets.map((d) => d.value));
      expect([...listed].sort()).toEqual([...values].sort());
    },
  );
});

describe("the search kinds of the chosen data sets", () => {
  it("are what a data set's flags allow (US bills carry no HS code to search by)", () => {
    const us = dataset("IMP_USA_BL_SEA");
    const kinds = kindsForDatasets([us]);
    for (const kind of ["description", "hsCode", "importer", "exporter"] as const)
      expect(kinds[kind]).toBe(searchKindsOf(us).includes(kind));
  });

  it("are none with no data set chosen", () => {
    expect(Object.values(kindsForDatasets([]))).toEqual([false, false, false, false]);
  });

  test.prop([fc.subarray([...CUSTOMS_DATASETS], { minLength: 1 })])(
    "are those some chosen data set allows (the others are left out of the search, issue 31 item 4)",
    (chosen) => {
      const kinds = kindsForDatasets(chosen);
      for (const [kind, on] of Object.entries(kinds))
        expect(on).toBe(chosen.some((d) => (searchKindsOf(d) as readonly string[]).includes(kind)));
    },
  );

  it("offer the importer over US bills and Brazil's declarations, which name no importer", () => {
    const kinds = kindsForDatasets([dataset("IMP_BRAZIL_CD_DEF"), dataset("IMP_USA_BL_SEA")]);
    expect(kinds).toEqual({ description: true, hsCode: true, importer: true, exporter: true });
    expect(kindsForDatasets([dataset("IMP_BRAZIL_CD_DEF")]).importer).toBe(false);
  });

  it("show the whole catalogue in the same groups, the owned data sets marked", () => {
    const bits = owning("IMP_USA_BL_SEA", "EXP_PERU_CD_DEF");
    const groups = customsCatalogueGroups(bits);
    expect(groups.flatMap((g) => g.datasets)).toHaveLength(CUSTOMS_DATASETS.length);
    expect(groups[0]).toMatchObject({ continent: "NORTH_AMERICA", type: "SHIPMENTS_IMPORT" });
    const owned = groups.flatMap((g) => g.datasets.filter((e) => e.owned).map((e) => e.dataset.value));
    expect(owned.sort()).toEqual(["EXP_PERU_CD_DEF", "IMP_USA_BL_SEA"]);
    // The owned groups are the searchable ones, in the same order.
    const mine = groups
      .map((g) => ({ ...g, datasets: g.datasets.filter((e) => e.owned).map((e) => e.dataset) }))
      .filter((g) => g.datasets.length > 0);
    expect(mine).toEqual(searchableDatasets(bits));
    expect(customsCatalogueGroups("junk").some((g) => g.datasets.some((e) => e.owned))).toBe(false);
  });
});
