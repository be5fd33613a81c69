import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { packContact, partyContactOf, unpackContact } from "./party-contact.ts";

describe("partyContactOf", () => {
  it("reads the address lines, city, state, zip and the number by its qualifier", () => {
    const row = {
      consignee_address_1: " 123  MAIN ST ",
      consignee_address_2: "SUITE 4",
      city: "DALLAS",
      state_province: "TX",
      zip_code: "75201",
      comm_number_qualifier: "EM",
      comm_number: "buyer@brightwater.com",
    };
    expect(partyContactOf(row, "consignee")).toEqual({
      address: "123 MAIN ST SUITE 4",
      city: "DALLAS",
      state: "TX",
      zip: "75201",
      phone: null,
      email: "buyer@brightwater.com",
    });
  });

  it("gives null for a row that says nothing but the name", () => {
    expect(partyContactOf({ shipper_party_name: "ACME" }, "shipper")).toBeNull();
    expect(partyContactOf(undefined, "shipper")).toBeNull();
  });
});

describe("packContact", () => {
  const value = fc.option(fc.string({ maxLength: 12 }), { nil: null });
  it("round-trips through unpackContact", () => {
    fc.assert(
      fc.property(
        fc.record({ address: value, city: value, state: value, zip: value, phone: value, email: value }),
        (c) => {
          const packed = packContact(c);
          if (packed === null) expect(Object.values(c).every((v) => v === null)).toBe(true);
          else expect(unpackContact(packed)).toEqual(c);
        },
      ),
    );
  });

  it("reads a damaged value as no contact rather than failing", () => {
    expect(unpackContact("not json")).toEqual({});
    expect(unpackContact(null)).toEqual({});
  });
});
