import { describe, expect, it } from "vitest";
import { CUSTOMS_DATASETS } from "../datasets/customs-catalogue.ts";
import { OWNERSHIP_CODE_LENGTH, SHIP_BIT_INDEX, TRANSIT_BIT_INDEX } from "../datasets/ownership-bits.ts";
import {
  isShipmentSearchKind,
  maySearchBy,
  SHIPMENT_SEARCH_KINDS,
  searchKindsOf,
  userSearchKinds,
} from "./search-kinds.ts";

const owning = (...indices: number[]) =>
  Array.from({ length: OWNERSHIP_CODE_LENGTH }, (_, i) => (indices.includes(i) ? "1" : "0")).join("");
const indexOf = (value: string) => CUSTOMS_DATASETS.findIndex((d) => d.value === value);

describe("shipment search kinds", () => {
  it("are description, hsCode, importer and exporter", () => {
    expect(SHIPMENT_SEARCH_KINDS).toEqual(["description", "hsCode", "importer", "exporter"]);
    expect(isShipmentSearchKind("hsCode")).toBe(true);
    expect(isShipmentSearchKind("hscode")).toBe(false);
  });

  it.each([
    [
      { exporter: true, importer: true, hscode: true, description: true },
      ["description", "hsCode", "importer", "exporter"],
    ],
    [
      { exporter: true, importer: true, hscode: false, description: true },
      ["description", "importer", "exporter"],
    ],
    [{ exporter: false, importer: true, hscode: true, description: false }, ["hsCode", "importer"]],
    [{ exporter: false, importer: false, hscode: false, description: false }, []],
  ])("flags %j allow %j", (flags, kinds) => {
    expect(searchKindsOf(flags)).toEqual(kinds);
  });

  it("gives a user the kinds of a data set they own, and none otherwise", () => {
    const chile = owning(indexOf("IMP_CHILE_CD_DEF"));
    expect(userSearchKinds(chile, "IMP_CHILE_CD_DEF", 1)).toEqual(["description", "hsCode", "exporter"]);
    expect(userSearchKinds(chile, "EXP_CHILE_CD_DEF", 1)).toEqual([]);
    expect(userSearchKinds(chile, "NOPE", 1)).toEqual([]);
    expect(maySearchBy(chile, "IMP_CHILE_CD_DEF", 1, "importer")).toBe(false);
    expect(maySearchBy(chile, "IMP_CHILE_CD_DEF", 1, "hsCode")).toBe(true);
  });

  it("follows the ship and transit bits", () => {
    expect(userSearchKinds(owning(SHIP_BIT_INDEX), "CN", 60)).toEqual([
      "description",
      "hsCode",
      "importer",
      "exporter",
    ]);
    expect(userSearchKinds(owning(TRANSIT_BIT_INDEX), "EURASIAN", 59)).toEqual([
      "description",
      "importer",
      "exporter",
    ]);
    expect(userSearchKinds(owning(SHIP_BIT_INDEX), "EURASIAN", 59)).toEqual([]);
  });
});
