import { describe, expect, it } from "vitest";
import { type DebtClaimValues, emptyDebtClaim, validateDebtClaim } from "./debt-claim.ts";
import { parseDebtValue } from "./debt-value.ts";
import { validationMessages } from "./validation-messages.ts";

const filled: DebtClaimValues = {
  creditorCompanyName: "Acme Trading Ltd",
  creditorContactName: "Anna Smith",
  creditorEmail: "anna@acme.example",
  creditorPhone: "+44 20 7946 0958",
  debtorCompanyName: "Slow Payers GmbH",
  debtorContactName: "Hans Müller",
  lastContactWithDebtor: "Within 3 months",
  debtValue: "12,500.00",
  lastContactDetails: "They promised payment in March and stopped answering.",
  captcha: "x7kq",
};

describe("debt claim messages (spec §5, verbatim)", () => {
  it("has the spec's wording as sentences", () => {
    expect(validationMessages["validation.debtClaim.creditorNameRequired"]).toBe("Enter your name.");
    expect(validationMessages["validation.debtClaim.creditorEmailRequired"]).toBe(
      "Enter your email address.",
    );
    expect(validationMessages["validation.email.invalid"]).toBe("Enter a valid email address.");
    expect(validationMessages["validation.debtClaim.creditorPhoneRequired"]).toBe("Enter a phone number.");
    expect(validationMessages["validation.phone.invalid"]).toBe("Specify a valid phone number.");
    expect(validationMessages["validation.debtClaim.debtorCompanyNameRequired"]).toBe(
      "Debtor company name required.",
    );
    expect(validationMessages["validation.debtClaim.debtorContactNameRequired"]).toBe(
      "Debtor contact name required.",
    );
    expect(validationMessages["validation.debtClaim.debtValueRequired"]).toBe("Debt value required.");
    expect(validationMessages["validation.debtClaim.lastContactDetailsRequired"]).toBe(
      "Tell us about your recent contact with the debtor.",
    );
  });
});

describe("validateDebtClaim", () => {
  it("passes a filled claim", () => {
    expect(validateDebtClaim(filled)).toEqual([]);
  });

  it("passes without the optional creditor company and last-contact date", () => {
    expect(validateDebtClaim({ ...filled, creditorCompanyName: "", lastContactWithDebtor: " " })).toEqual([]);
  });

  it("reports every required field of an empty claim, in form order", () => {
    expect(validateDebtClaim(emptyDebtClaim)).toEqual([
      { field: "creditorContactName", message: "validation.debtClaim.creditorNameRequired" },
      { field: "creditorEmail", message: "validation.debtClaim.creditorEmailRequired" },
      { field: "creditorPhone", message: "validation.debtClaim.creditorPhoneRequired" },
      { field: "debtorCompanyName", message: "validation.debtClaim.debtorCompanyNameRequired" },
      { field: "debtorContactName", message: "validation.debtClaim.debtorContactNameRequired" },
      { field: "debtValue", message: "validation.debtClaim.debtValueRequired" },
      { field: "lastContactDetails", message: "validation.debtClaim.lastContactDetailsRequired" },
      { field: "captcha", message: "validation.debtClaim.captchaRequired" },
    ]);
  });

  it("tells an invalid email, phone and debt value apart from missing ones", () => {
    expect(
      validateDebtClaim({ ...filled, creditorEmail: "anna@acme", creditorPhone: "12", debtValue: "lots" }),
    ).toEqual([
      { field: "creditorEmail", message: "validation.email.invalid" },
      { field: "creditorPhone", message: "validation.phone.invalid" },
      { field: "debtValue", message: "validation.debtClaim.debtValueInvalid" },
    ]);
  });

  it("limits the optional fields' length too", () => {
    expect(validateDebtClaim({ ...filled, creditorCompanyName: "c".repeat(201) })).toEqual([
      { field: "creditorCompanyName", message: "validation.field.tooLong", max: 200 },
    ]);
  });
});

describe("parseDebtValue", () => {
  it.each([
    ["1", 1],
    ["12500", 12500],
    ["12,500", 12500],
    ["1,234,567.89", 1234567.89],
    ["0.5", 0.5],
    [" 99.9 ", 99.9],
    ["000123", 123],
    ["999999999999999", 999999999999999],
  ])("reads %j as %d", (text, amount) => {
    expect(parseDebtValue(text)).toBe(amount);
  });

  it.each([
    "",
    "0",
    "0.00",
    "-5",
    "+5",
    "1.234",
    "12,50",
    "1,2345",
    ",100",
    "1e5",
    "$100",
    "100 USD",
    "1 000",
    "1000000000000000",
  ])("refuses %j", (text) => {
    expect(parseDebtValue(text)).toBeUndefined();
  });
});
