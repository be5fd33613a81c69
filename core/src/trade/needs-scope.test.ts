import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CUSTOMS_DATASETS } from "../datasets/customs-catalogue.ts";
import { flagsToBits, NO_OWNERSHIP } from "../datasets/ownership-bits.ts";
import { GRANTABLE_DATASETS, tradeDatasetCode } from "../datasets/trade-dataset-codes.ts";
import { ownedTradeCodes, type ScopeNeed, scopeByNeeds } from "./needs-scope.ts";

const owns = (values: string[], ship = false, transit = false) =>
  flagsToBits({ customs: Object.fromEntries(values.map((v) => [v, true])), ship, transit });
const EVERYTHING = owns(
  CUSTOMS_DATASETS.map((d) => d.value),
  true,
  true,
);

describe("ownedTradeCodes", () => {
  it("lists the owned customs sets, then every ship country and the transit data when their bits are set", () => {
    expect(ownedTradeCodes(owns(["IMP_MEXICO_CD_SEA", "IMP_USA_BL_SEA"]))).toEqual([
      "IMP_USA_BL_SEA",
      "IMP_MEXICO_CD_SEA",
    ]);
    const download = ownedTradeCodes(owns(["IMP_GLOBAL_BL_DEF"], true, true));
    expect(download[0]).toBe("IMP_GLOBAL_BL_DEF");
    expect(download).toContain("SHIP_US");
    expect(download.at(-1)).toBe("TRANSIT_EURASIAN");
    expect(download).toHaveLength(1 + 43 + 1);
    expect(ownedTradeCodes(EVERYTHING)).toEqual(GRANTABLE_DATASETS.map(tradeDatasetCode));
    expect(ownedTradeCodes(NO_OWNERSHIP)).toEqual([]);
    expect(ownedTradeCodes("not bits")).toEqual([]);
  });
});

describe("scopeByNeeds (issue 31 item 4)", () => {
  it("leaves out, with the first need each lacks, the sets a buyer search with goods words cannot use", () => {
    // Brazil's declarations name nobody; UK enterprise data has no goods text; transit names importers.
    const codes = [
      "IMP_BRAZIL_CD_DEF",
      "IMP_USA_BL_SEA",
      "IMP_UK_ED_DEF",
      "TRANSIT_EURASIAN",
      "EXP_USA_BL_SEA",
    ];
    expect(scopeByNeeds(codes, EVERYTHING, ["importer", "description"])).toEqual({
      ok: true,
      scope: {
        datasets: ["IMP_USA_BL_SEA", "TRANSIT_EURASIAN"],
        leftOut: [
          { dataset: "IMP_BRAZIL_CD_DEF", kind: "importer" },
          { dataset: "IMP_UK_ED_DEF", kind: "description" },
          { dataset: "EXP_USA_BL_SEA", kind: "importer" },
        ],
      },
    });
  });

  it("a firm search needs a named party of either side", () => {
    expect(scopeByNeeds(["IMP_CHILE_CD_DEF", "IMP_BRAZIL_CD_DEF"], EVERYTHING, ["firm"])).toEqual({
      ok: true,
      scope: { datasets: ["IMP_CHILE_CD_DEF"], leftOut: [{ dataset: "IMP_BRAZIL_CD_DEF", kind: "firm" }] },
    });
  });

  it("refuses a set not owned before anything else, and refuses when none is left", () => {
    expect(scopeByNeeds(["IMP_BRAZIL_CD_DEF", "SHIP_US"], owns(["IMP_BRAZIL_CD_DEF"]), ["firm"])).toEqual({
      ok: false,
      refusal: { reason: "errors.trade.datasetNotOwned", dataset: "SHIP_US" },
    });
    expect(scopeByNeeds(["IMP_BRAZIL_CD_DEF", "EXP_BRAZIL_CD_DEF"], EVERYTHING, ["firm"])).toEqual({
      ok: false,
      refusal: { reason: "errors.trade.kindUnsupported", dataset: "IMP_BRAZIL_CD_DEF" },
    });
  });

  it("parts every owned set into searched and left out, none lost, none twice, order kept", () => {
    const codes = GRANTABLE_DATASETS.map(tradeDatasetCode);
    const needs: readonly ScopeNeed[] = ["description", "hsCode", "importer", "exporter", "firm"];
    fc.assert(
      fc.property(fc.subarray(codes, { minLength: 1 }), fc.subarray([...needs]), (chosen, asked) => {
        const scoped = scopeByNeeds(chosen, EVERYTHING, asked);
        if (!scoped.ok) {
          expect(scoped.refusal.reason).toBe("errors.trade.kindUnsupported");
          return;
        }
        const searched = new Set(scoped.scope.datasets);
        const left = scoped.scope.leftOut.map((l) => l.dataset);
        expect(chosen.filter((c) => searched.has(c))).toEqual(scoped.scope.datasets);
        expect(chosen.filter((c) => !searched.has(c))).toEqual(left);
        if (asked.length === 0) expect(left).toEqual([]);
      }),
    );
  });
});
