import { describe, expect, it } from "vitest";
import { checkAmsRow, weightInKg } from "./ams-rows.ts";

describe("checkAmsRow", () => {
  it("reads a header row: numbers, dates, status, empty as null", () => {
    const r = checkAmsRow("header", {
      identifier: " 2026060100001 ",
      estimated_arrival_date: "2026-06-01",
      weight: "1200.5",
      weight_unit: "Kilograms",
      manifest_quantity: "40",
      record_status_indicator: "Amended",
    });
    expect(r).toEqual({
      ok: true,
      row: expect.objectContaining({
        identifier: "2026060100001",
        weight: 1200.5,
        manifest_quantity: 40,
        record_status_indicator: "A",
        vessel_name: null,
      }),
    });
  });

  it("upper-cases bill numbers and keeps text as it is", () => {
    const r = checkAmsRow("billgen", {
      identifier: "1",
      master_bol_number: " maeu123 ",
      voyage_number: "061e",
    });
    expect(r.ok && [r.row.master_bol_number, r.row.voyage_number]).toEqual(["MAEU123", "061e"]);
  });

  it("keeps an HS code's leading zero and drops its dots", () => {
    const r = checkAmsRow("tariff", { identifier: "1", harmonized_number: "0901.11", harmonized_value: "" });
    expect(r.ok && r.row.harmonized_number).toBe("090111");
  });

  it.each([
    [
      "header",
      { estimated_arrival_date: "2026-06-01", record_status_indicator: "N" },
      "import.skip.noIdentifier",
    ],
    [
      "header",
      { identifier: "1", estimated_arrival_date: "2026-02-30", record_status_indicator: "N" },
      "import.skip.badDate",
    ],
    ["header", { identifier: "1", record_status_indicator: "N" }, "import.skip.badDate"],
    [
      "header",
      { identifier: "1", estimated_arrival_date: "2026-06-01", record_status_indicator: "X" },
      "import.skip.badRecordStatus",
    ],
    [
      "header",
      { identifier: "1", estimated_arrival_date: "2026-06-01", record_status_indicator: "N", weight: "12kg" },
      "import.skip.badNumber",
    ],
    ["tariff", { identifier: "1", harmonized_number: "CHAIRS" }, "import.skip.badHsCode"],
    ["consignee", { identifier: "1", consignee_name: "  " }, "import.skip.noName"],
    ["billgen", { identifier: "1" }, "import.skip.noBillNumber"],
    ["cargodesc", { identifier: "1", piece_count: "-3" }, "import.skip.badNumber"],
  ] as const)("refuses a %s row %j: %s", (table, fields, reason) => {
    const r = checkAmsRow(table, fields);
    expect(r.ok ? undefined : r.reason).toBe(reason);
  });
});

describe("weightInKg", () => {
  it.each([
    [100, "Kilograms", 100],
    [100, "Pounds", 45.359],
    [2, "MT", 2000],
    [5, null, null],
    [5, "Bales", null],
    [null, "KG", null],
  ] as const)("%j %j is %j kg", (value, unit, kg) => {
    expect(weightInKg(value, unit)).toBe(kg);
  });
});
