import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { CUSTOMS_DATASETS } from "./customs-catalogue.ts";
import {
  findDataset,
  isDatasetCategory,
  isDescriptionSearchAvailable,
  isHsCodeSearchAvailable,
  isTypeValidForRole,
  ownsDataset,
} from "./dataset-rules.ts";
import { NO_OWNERSHIP, OWNERSHIP_CODE_LENGTH, SHIP_BIT_INDEX, TRANSIT_BIT_INDEX } from "./ownership-bits.ts";

const owning = (...indices: number[]) =>
  Array.from({ length: OWNERSHIP_CODE_LENGTH }, (_, i) => (indices.includes(i) ? "1" : "0")).join("");
const indexOf = (value: string) => CUSTOMS_DATASETS.findIndex((d) => d.value === value);

describe("dataset rules", () => {
  it("knows the three categories", () => {
    expect([1, 59, 60].every(isDatasetCategory)).toBe(true);
    expect([0, 2, 61, "1", null].some(isDatasetCategory)).toBe(false);
  });

  it("allows a role when an owned data set supports it", () => {
    // Brazil customs data masks both parties; Chile imports mask the importer.
    const brazil = owning(indexOf("IMP_BRAZIL_CD_DEF"));
    expect(isTypeValidForRole(brazil, "importer")).toBe(false);
    expect(isTypeValidForRole(brazil, "exporter")).toBe(false);
    const chile = owning(indexOf("IMP_CHILE_CD_DEF"));
    expect(isTypeValidForRole(chile, "importer")).toBe(false);
    expect(isTypeValidForRole(chile, "exporter")).toBe(true);
    const both = owning(indexOf("IMP_CHILE_CD_DEF"), indexOf("IMP_UK_ED_DEF"));
    expect(isTypeValidForRole(both, "importer")).toBe(true);
  });

  it("allows every role to owners of ship or transit data, and none to owners of nothing", () => {
    for (const role of ["importer", "exporter"] as const) {
      expect(isTypeValidForRole(owning(SHIP_BIT_INDEX), role)).toBe(true);
      expect(isTypeValidForRole(owning(TRANSIT_BIT_INDEX), role)).toBe(true);
      expect(isTypeValidForRole(NO_OWNERSHIP, role)).toBe(false);
      expect(isTypeValidForRole("1".repeat(OWNERSHIP_CODE_LENGTH + 1), role)).toBe(false);
    }
  });

  test.prop([fc.subarray(CUSTOMS_DATASETS.map((_, i) => i)), fc.constantFrom("importer", "exporter")])(
    "a role is valid exactly when some owned customs data set supports it",
    (indices, role: "importer" | "exporter") => {
      const expected = indices.some((i) => CUSTOMS_DATASETS[i]?.[role] === true);
      expect(isTypeValidForRole(owning(...indices), role)).toBe(expected);
    },
  );

  it.each([
    ["IMP_MEXICO_CD_SEA", 1, true, true],
    ["IMP_USA_BL_SEA", 1, false, true],
    ["IMP_PHILIPPINES_CD_DEF", 1, true, false],
    ["US", 60, true, true],
    ["EURASIAN", 59, false, true],
    ["US", 1, false, false],
    ["IMP_MEXICO_CD_SEA", 60, false, false],
    ["ZZ", 59, false, false],
  ] as const)("%s in category %i: hs-code %s, description %s", (value, category, hs, desc) => {
    expect(isHsCodeSearchAvailable(value, category)).toBe(hs);
    expect(isDescriptionSearchAvailable(value, category)).toBe(desc);
  });

  it("finds data sets within their own category only", () => {
    expect(findDataset("EURASIAN", 59)?.name).toBe("datasets.transit.EURASIAN");
    expect(findDataset("DE", 60)?.continent).toBe("EUROPE");
    expect(findDataset("DE", 59)).toBeUndefined();
  });

  it("owns customs data sets by their bit and ship or transit data by the category bit", () => {
    const bits = owning(indexOf("IMP_PERU_CD_DEF"), SHIP_BIT_INDEX);
    expect(ownsDataset(bits, "IMP_PERU_CD_DEF", 1)).toBe(true);
    expect(ownsDataset(bits, "EXP_PERU_CD_DEF", 1)).toBe(false);
    expect(ownsDataset(bits, "JP", 60)).toBe(true);
    expect(ownsDataset(bits, "EURASIAN", 59)).toBe(false);
    expect(ownsDataset(owning(TRANSIT_BIT_INDEX), "EURASIAN", 59)).toBe(true);
    expect(ownsDataset(bits, "XX", 60)).toBe(false);
  });
});
