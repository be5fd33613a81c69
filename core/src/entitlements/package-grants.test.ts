import { describe, expect, it } from "vitest";
import { PACKAGE_TIER_IDS } from "../constants/packages.ts";
import { CUSTOMS_DATASETS } from "../datasets/customs-catalogue.ts";
import { isOwnershipCode, ownedFlags } from "../datasets/ownership-bits.ts";
import { ACCOUNT_LEVELS } from "../permissions/account-levels.ts";
import { packageDatasets, packageOwnershipCode } from "./package-coverage.ts";
import { PACKAGE_GRANTS } from "./package-grants.ts";

const countries = (tierId: (typeof PACKAGE_TIER_IDS)[number], type: string) =>
  new Set(packageDatasets(tierId).flatMap((d) => (d.type === type && d.country !== null ? [d.country] : [])));

describe("package grants", () => {
  it("line the packages up with the membership levels of spec §6 (PRO 4 … Deluxe 8)", () => {
    expect(PACKAGE_TIER_IDS.map((id) => ACCOUNT_LEVELS[PACKAGE_GRANTS[id].tier])).toEqual([4, 5, 6, 7, 8]);
  });

  it("cover the advertised number of countries (spec §9), Deluxe the whole catalogue", () => {
    const byTier = Object.fromEntries(
      PACKAGE_TIER_IDS.map((id) => [
        id,
        [countries(id, "SHIPMENTS_IMPORT").size, countries(id, "SHIPMENTS_EXPORT").size],
      ]),
    );
    expect(byTier).toEqual({
      PRO: [1, 0],
      GLOBAL: [19, 0],
      PLUS: [26, 2],
      LUXURY: [29, 21],
      DELUXE: [43, 43],
    });
    expect(packageDatasets("DELUXE")).toEqual(CUSTOMS_DATASETS);
  });

  it("PRO is the US import data", () => {
    expect(countries("PRO", "SHIPMENTS_IMPORT")).toEqual(new Set(["US"]));
    expect(packageDatasets("PRO").map((d) => d.value)).toEqual(["IMP_USA_BL_SEA"]);
  });

  it("grant every source of a covered country (Mexico's sea and all-modes declarations)", () => {
    const values = packageDatasets("GLOBAL").map((d) => d.value);
    expect(values).toContain("IMP_MEXICO_CD_SEA");
    expect(values).toContain("IMP_MEXICO_CD_ALL");
    expect(values).not.toContain("EXP_MEXICO_CD_SEA");
  });

  it("each package grants everything the one below grants", () => {
    for (let i = 1; i < PACKAGE_TIER_IDS.length; i += 1) {
      const lower = PACKAGE_TIER_IDS[i - 1] as (typeof PACKAGE_TIER_IDS)[number];
      const upper = PACKAGE_TIER_IDS[i] as (typeof PACKAGE_TIER_IDS)[number];
      const low = packageOwnershipCode(lower);
      const up = packageOwnershipCode(upper);
      expect([...low].every((bit, j) => bit === "0" || up[j] === "1")).toBe(true);
      expect(PACKAGE_GRANTS[lower].features.every((f) => PACKAGE_GRANTS[upper].features.includes(f))).toBe(
        true,
      );
      const lowTs = Object.keys(PACKAGE_GRANTS[lower].ts);
      expect(lowTs.every((k) => k in PACKAGE_GRANTS[upper].ts)).toBe(true);
    }
  });

  it("writes valid ownership codes; ship data from Luxury, transit with Deluxe", () => {
    for (const id of PACKAGE_TIER_IDS) expect(isOwnershipCode(packageOwnershipCode(id))).toBe(true);
    expect(PACKAGE_TIER_IDS.map((id) => ownedFlags(packageOwnershipCode(id)).ship)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(ownedFlags(packageOwnershipCode("DELUXE")).transit).toBe(true);
    expect(ownedFlags(packageOwnershipCode("LUXURY")).transit).toBe(false);
  });

  it("partner report with every package, market analysis from Global, trade search from Plus, AI with Deluxe", () => {
    expect(
      PACKAGE_TIER_IDS.filter((id) => PACKAGE_GRANTS[id].features.includes("PARTNER_REPORT")),
    ).toHaveLength(5);
    expect(PACKAGE_GRANTS.PRO.ts.MARKET).toBeUndefined();
    expect(PACKAGE_GRANTS.GLOBAL.ts.MARKET).toBe(true);
    expect(PACKAGE_GRANTS.GLOBAL.ts.SO).toBeUndefined();
    expect(PACKAGE_GRANTS.PLUS.ts.SO).toBe(true);
    expect(PACKAGE_GRANTS.LUXURY.ts.AI).toBeUndefined();
    expect(PACKAGE_GRANTS.DELUXE.ts.AI).toBe(true);
  });
});
