import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CUSTOMS_DATASETS } from "../datasets/customs-catalogue.ts";
import { flagsToBits } from "../datasets/ownership-bits.ts";
import { SHIPMENT_SEARCH_KINDS, searchKindsOf } from "../search/search-kinds.ts";
import { tradeQueryScope } from "./trade-scope.ts";

const owns = (...values: string[]) =>
  flagsToBits({ customs: Object.fromEntries(values.map((v) => [v, true])), ship: false, transit: false });
const ALL = owns(...CUSTOMS_DATASETS.map((d) => d.value));

describe("tradeQueryScope (issue 31 items 4 and 12)", () => {
  it("searches an importer over the data sets that carry importer names and names the rest", () => {
    // Brazil's declarations mask both parties (--HD), Chile's imports the importer (E-HD).
    const datasets = ["IMP_USA_BL_SEA", "IMP_BRAZIL_CD_DEF", "IMP_MEXICO_CD_SEA", "IMP_CHILE_CD_DEF"];
    expect(tradeQueryScope({ datasets, kind: "importer", text: "acme" }, owns(...datasets))).toEqual({
      ok: true,
      scope: {
        datasets: ["IMP_USA_BL_SEA", "IMP_MEXICO_CD_SEA"],
        leftOut: ["IMP_BRAZIL_CD_DEF", "IMP_CHILE_CD_DEF"],
        withoutHs: [],
      },
    });
  });

  it("refuses only when no chosen data set carries the kind, naming the first", () => {
    const datasets = ["IMP_BRAZIL_CD_DEF", "IMP_CHILE_CD_DEF"];
    expect(tradeQueryScope({ datasets, kind: "importer", text: "acme" }, owns(...datasets))).toEqual({
      ok: false,
      refusal: { reason: "errors.trade.kindUnsupported", dataset: "IMP_BRAZIL_CD_DEF" },
    });
  });

  it("refuses a data set the package does not own, even beside owned ones", () => {
    expect(
      tradeQueryScope(
        { datasets: ["IMP_USA_BL_SEA", "IMP_INDIA_CD_DEF"], kind: "description", text: "x" },
        owns("IMP_USA_BL_SEA"),
      ),
    ).toEqual({
      ok: false,
      refusal: { reason: "errors.trade.datasetNotOwned", dataset: "IMP_INDIA_CD_DEF" },
    });
  });

  it("names the data sets whose bills carry no HS code under an HS filter, and searches them still", () => {
    const datasets = ["IMP_USA_BL_SEA", "IMP_MEXICO_CD_SEA"];
    expect(tradeQueryScope({ datasets, kind: "description", hsPrefix: "9401" }, owns(...datasets))).toEqual({
      ok: true,
      scope: { datasets, leftOut: [], withoutHs: ["IMP_USA_BL_SEA"] },
    });
    expect(tradeQueryScope({ datasets, kind: "description" }, owns(...datasets))).toMatchObject({
      scope: { withoutHs: [] },
    });
  });

  it("browses every chosen data set without text, whatever the kind", () => {
    const datasets = ["IMP_BRAZIL_CD_DEF", "IMP_USA_BL_SEA"];
    expect(tradeQueryScope({ datasets, kind: "importer" }, owns(...datasets))).toMatchObject({
      ok: true,
      scope: { datasets, leftOut: [] },
    });
  });

  test.prop([
    fc.subarray(
      CUSTOMS_DATASETS.map((d) => d.value),
      { minLength: 1 },
    ),
    fc.constantFrom(...SHIPMENT_SEARCH_KINDS),
  ])("searched and left out split the chosen sets by the kind's flag, in order", (datasets, kind) => {
    const scoped = tradeQueryScope({ datasets, kind, text: "x" }, ALL);
    const carries = (v: string) =>
      searchKindsOf(
        CUSTOMS_DATASETS.find((d) => d.value === v) as (typeof CUSTOMS_DATASETS)[number],
      ).includes(kind);
    const expected = datasets.filter(carries);
    if (expected.length === 0) expect(scoped.ok).toBe(false);
    else
      expect(scoped).toEqual({
        ok: true,
        scope: { datasets: expected, leftOut: datasets.filter((v) => !carries(v)), withoutHs: [] },
      });
  });
});
