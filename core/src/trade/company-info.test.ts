import { describe, expect, it } from "vitest";
import { commKindOf, companyInfoOf, type PartyRowSeen } from "./company-info.ts";

const consignee = (date: string, row: PartyRowSeen["row"]): PartyRowSeen => ({
  date,
  table: "consignee",
  row,
});

describe("commKindOf", () => {
  it.each([
    ["TE", "3105550123", "phone"],
    ["EM", "ops@acme.example", "email"],
    ["FX", "3105550199", "fax"],
    [" te ", "3105550123", "phone"],
    [undefined, "ops@acme.example", "email"],
    [undefined, "+1 (310) 555-0123", "phone"],
    ["ZZ", "12345", undefined],
    [undefined, "CALL OFFICE", undefined],
  ] as const)("qualifier %s, number %s: %s", (qualifier, value, kind) => {
    expect(commKindOf(qualifier, value)).toBe(kind);
  });
});

describe("companyInfoOf", () => {
  it("takes the whole address from the newest row that has one, never mixing two bills", () => {
    const info = companyInfoOf([
      consignee("2026-03-01", { consignee_address_1: "  ", city: "", contact_name: "JANE ROE" }),
      consignee("2026-02-01", {
        consignee_address_1: "100  TERMINAL WAY",
        consignee_address_2: "SUITE 4",
        city: "LOS ANGELES",
        state_province: "CA",
        zip_code: "90731",
        country_code: "us",
      }),
      consignee("2026-01-01", { consignee_address_1: "9 OLD ROAD", city: "RENO", zip_code: "89501" }),
    ]);
    expect(info).toEqual({
      addressLines: ["100 TERMINAL WAY", "SUITE 4"],
      city: "LOS ANGELES",
      stateProvince: "CA",
      zip: "90731",
      addressCountry: "US",
      addressDate: "2026-02-01",
      contactName: "JANE ROE",
    });
  });

  it("reads a shipper's prefixed columns and each kind of number from the newest row with it", () => {
    const info = companyInfoOf([
      {
        date: "2026-02-01",
        table: "shipper",
        row: { shipper_address_1: "8 HAI ROAD", city: "NINGBO", country_code: "CN1", comm_number: "x" },
      },
      {
        date: "2026-01-20",
        table: "shipper",
        row: { comm_number_qualifier: "EM", comm_number: "sales@star.example" },
      },
      { date: "2026-01-10", table: "shipper", row: { comm_number_qualifier: "TE", comm_number: 8657412345 } },
      { date: "2026-01-05", table: "shipper", row: { comm_number_qualifier: "TE", comm_number: "111111" } },
      {
        date: "2026-01-04",
        table: "notifyparty",
        row: { notify_address_1: "X", comm_number_qualifier: "FX", comm_number: "8657400000" },
      },
    ]);
    expect(info).toEqual({
      addressLines: ["8 HAI ROAD"],
      city: "NINGBO",
      addressDate: "2026-02-01",
      email: "sales@star.example",
      phone: "8657412345",
      fax: "8657400000",
    });
  });

  it("gives nothing for no rows or rows without any field", () => {
    expect(companyInfoOf([])).toEqual({});
    expect(companyInfoOf([consignee("2026-01-01", { consignee_name: "ACME", zip_code: "90731" })])).toEqual(
      {},
    );
  });
});
