import { describe, expect, it } from "vitest";
import { partyEvidence } from "./party-evidence.ts";

describe("partyEvidence", () => {
  it("folds each field to the form in which two rows of one firm agree", () => {
    expect(
      partyEvidence({
        name: "ACME",
        country: "US",
        address: "1450 E. 7th Street, Suite 5",
        city: "Los Angeles",
        state: "ca",
        zip: "90021-1234",
        phone: "+1 (213) 555-0101",
        email: " Orders@Acme.com ",
        count: 1,
      }),
    ).toEqual({
      street: "1450 e",
      city: "losangeles",
      state: "ca",
      zip: "90021",
      phone: "5550101",
      email: "orders@acme.com",
      domain: "acme.com",
    });
  });

  it("leaves out what is missing, too short or a free mail service", () => {
    expect(
      partyEvidence({
        name: "X",
        country: "",
        address: "MAIN STREET",
        zip: " ",
        phone: "12-34",
        email: "x@gmail.com",
        count: 1,
      }),
    ).toEqual({
      street: "main street",
      city: null,
      state: null,
      zip: null,
      phone: null,
      email: "x@gmail.com",
      domain: null,
    });
    expect(partyEvidence({ name: "X", country: "", email: "not an address", count: 1 }).email).toBeNull();
  });
});
