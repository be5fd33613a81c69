import { describe, expect, it } from "vitest";
import { tradeQueryScope } from "../trade/trade-scope.ts";
import { CUSTOMS_DATASETS } from "./customs-catalogue.ts";
import { flagsToBits } from "./ownership-bits.ts";
import { SHIP_DATASETS, TRANSIT_DATASETS } from "./ship-transit-catalogue.ts";
import {
  GRANTABLE_DATASETS,
  ownsTradeDataset,
  TRADE_DATASET_CODE,
  tradeDatasetCode,
  tradeDatasetOf,
} from "./trade-dataset-codes.ts";

const shipAndTransit = flagsToBits({ customs: {}, ship: true, transit: true });

describe("trade data-set codes (issue 31 item 9, D337)", () => {
  it("are the customs value, SHIP_ and a country, TRANSIT_ and a route", () => {
    expect(tradeDatasetCode(CUSTOMS_DATASETS[0] as (typeof CUSTOMS_DATASETS)[number])).toBe("IMP_USA_BL_SEA");
    expect(SHIP_DATASETS.map(tradeDatasetCode)).toContain("SHIP_US");
    expect(TRANSIT_DATASETS.map(tradeDatasetCode)).toEqual(["TRANSIT_EURASIAN"]);
  });

  it("name every grantable data set once, each read back to itself and matching the query's pattern", () => {
    const codes = GRANTABLE_DATASETS.map(tradeDatasetCode);
    expect(new Set(codes).size).toBe(
      CUSTOMS_DATASETS.length + SHIP_DATASETS.length + TRANSIT_DATASETS.length,
    );
    for (const d of GRANTABLE_DATASETS) {
      expect(tradeDatasetOf(tradeDatasetCode(d))).toBe(d);
      expect(TRADE_DATASET_CODE.test(tradeDatasetCode(d))).toBe(true);
    }
    expect(tradeDatasetOf("SHIP_XX")).toBeUndefined();
    expect(tradeDatasetOf("US")).toBeUndefined();
  });

  it("are owned by the ship and transit bits", () => {
    expect(ownsTradeDataset(shipAndTransit, "SHIP_CN")).toBe(true);
    expect(ownsTradeDataset(shipAndTransit, "TRANSIT_EURASIAN")).toBe(true);
    expect(ownsTradeDataset(shipAndTransit, "IMP_USA_BL_SEA")).toBe(false);
    const none = flagsToBits({ customs: { IMP_USA_BL_SEA: true }, ship: false, transit: false });
    expect(ownsTradeDataset(none, "SHIP_CN")).toBe(false);
  });

  it("search as the catalogue says: ship data by every kind, transit data by all but HS code", () => {
    const scope = (kind: "hsCode" | "importer", datasets: string[]) =>
      tradeQueryScope({ datasets, kind, text: "x" }, shipAndTransit);
    expect(scope("importer", ["SHIP_US", "TRANSIT_EURASIAN"])).toMatchObject({
      ok: true,
      scope: { datasets: ["SHIP_US", "TRANSIT_EURASIAN"], leftOut: [] },
    });
    expect(scope("hsCode", ["SHIP_US", "TRANSIT_EURASIAN"])).toMatchObject({
      ok: true,
      scope: { datasets: ["SHIP_US"], leftOut: ["TRANSIT_EURASIAN"] },
    });
  });
});
