import { describe, expect, it } from "vitest";
import { demoContact, demoDomain } from "./demo-contacts.ts";

describe("the demo firms' contacts", () => {
  it("gives one firm in three an e-mail at a reserved domain, one a phone, one nothing", () => {
    expect(demoContact({ id: 3, name: "Liberty Supply LLC" })).toEqual({
      contact_name: "SALES OFFICE",
      comm_number_qualifier: "EM",
      comm_number: "trade@liberty-supply.example",
    });
    expect(demoContact({ id: 4, name: "Liberty Supply LLC" })).toEqual({
      comm_number_qualifier: "TE",
      comm_number: "5550100004",
    });
    expect(demoContact({ id: 5, name: "Liberty Supply LLC" })).toEqual({});
  });
  it("makes a domain of the name's first words, accents and legal forms left out", () => {
    expect(demoDomain({ id: 1, name: "Comercializadora Andina S.A. de C.V." })).toBe(
      "comercializadora-andina.example",
    );
    expect(demoDomain({ id: 2, name: "Indústria Paulista Ltda." })).toBe("industria-paulista.example");
    expect(demoDomain({ id: 7, name: "青岛" })).toBe("firm7.example");
  });
});
