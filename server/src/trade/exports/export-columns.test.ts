// The export's cells (issue 31 items 2 and 10): a record's firm is named by its display name beside the
// name as written, with its id and the bill's numbers; an unknown sum is an empty cell, never 0.
import type { PartnerRow, TradeRecord } from "@portolan/contracts";
import { describe, expect, it } from "vitest";
import { csvField, EXPORT_COLUMNS, facetColumns, MONTH_COLUMNS, PARTNER_COLUMNS } from "./export-columns.ts";

const cells = <T>(columns: readonly (readonly [{ en: string }, (r: T) => unknown])[], row: T) =>
  Object.fromEntries(columns.map(([h, cell]) => [h.en, cell(row)]));

describe("export columns", () => {
  it("names a record's firms by id, display name and spelling, with its bill numbers", () => {
    const record: TradeRecord = {
      id: 1,
      dataset: "IMP_USA_BL_SEA",
      date: "2026-01-10",
      billNumber: "H2A",
      masterBill: "M2",
      importer: { id: 7, name: "Acme, Inc.", country: "US" },
      exporter: { name: "UNRESOLVED LTD" },
      containers: 1,
      hazmat: false,
    };
    const row = cells(EXPORT_COLUMNS, { record, firms: new Map([[7, "ACME INC"]]) });
    expect(row).toMatchObject({
      "Bill of lading": "H2A",
      "Master bill of lading": "M2",
      "Importer id": 7,
      Importer: "ACME INC",
      "Importer as written": "Acme, Inc.",
      "Exporter id": undefined,
      Exporter: undefined,
      "Exporter as written": "UNRESOLVED LTD",
      "Value (USD)": undefined,
    });
  });

  it("leaves a sum with no known figure empty and says how many were known", () => {
    const partner: PartnerRow = {
      partner: { id: 9, name: "SHANGHAI BOLT CO LTD" },
      shipments: 3,
      weightKg: 500,
      valueUsd: 0,
      weightKnown: 1,
      valueKnown: 0,
      firstDate: "2026-02-03",
      lastDate: "2026-02-03",
      share: 0.5,
    };
    const row = cells(PARTNER_COLUMNS, partner);
    expect(row).toMatchObject({
      "Partner id": 9,
      "Weight (kg)": 500,
      "Shipments with a weight": 1,
      "Value (USD)": undefined,
      "Shipments with a value": 0,
    });
    expect(csvField(row["Value (USD)"] as undefined)).toBe("");
    const facet = cells(facetColumns("hsCodes"), {
      key: "940161",
      shipments: 2,
      weightKg: 0,
      valueUsd: 12000,
      weightKnown: 0,
      valueKnown: 2,
    });
    expect(facet).toMatchObject({
      "Weight (kg)": undefined,
      "Value (USD)": 12000,
      "Shipments with a value": 2,
    });
  });

  it("writes a month's sums of known figures with their counts, a month of nothing shipped as 0 (D341)", () => {
    const month = (weightKnown: number, valueKnown: number, shipments: number) =>
      cells(MONTH_COLUMNS, {
        month: "2026-02",
        shipments,
        weightKg: shipments === 0 ? 0 : 2000,
        valueUsd: valueKnown === 0 ? 0 : 95000,
        weightKnown,
        valueKnown,
      });
    expect(month(2, 1, 2)).toEqual({
      Month: "2026-02",
      Shipments: 2,
      "Weight (kg)": 2000,
      "Shipments with a weight": 2,
      "Value (USD)": 95000,
      "Shipments with a value": 1,
    });
    expect(month(2, 0, 2)).toMatchObject({ "Value (USD)": undefined, "Shipments with a value": 0 });
    expect(month(0, 0, 0)).toMatchObject({ "Weight (kg)": 0, "Value (USD)": 0 });
  });
});
