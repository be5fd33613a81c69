import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DebtClaimValues, emptyDebtClaim, validateDebtClaim } from "./debt-claim.ts";
import { parseDebtValue } from "./debt-value.ts";
import { latestCalendarDate } from "./last-contact-date.ts";
import { validationMessages } from "./validation-messages.ts";

/** 2026-11-28T00:00Z. */
const NOW = Date.UTC(2026, 10, 28);

const filled: DebtClaimValues = {
  creditorCompanyName: "Acme Trading Ltd",
  creditorContactName: "Anna Smith",
  creditorEmail: "anna@acme.example",
  creditorPhone: "+44 20 7946 0958",
  debtorCompanyName: "Slow Payers GmbH",
  debtorContactName: "Hans Müller",
  lastContactWithDebtor: "2026-03-03",
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
    expect(validateDebtClaim(filled, NOW)).toEqual([]);
  });

  it("passes without the optional creditor company and last-contact date", () => {
    expect(
      validateDebtClaim({ ...filled, creditorCompanyName: "", lastContactWithDebtor: " " }, NOW),
    ).toEqual([]);
  });

  it("reports every required field of an empty claim, in form order", () => {
    expect(validateDebtClaim(emptyDebtClaim, NOW)).toEqual([
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
      validateDebtClaim(
        { ...filled, creditorEmail: "anna@acme", creditorPhone: "12", debtValue: "lots" },
        NOW,
      ),
    ).toEqual([
      { field: "creditorEmail", message: "validation.email.invalid" },
      { field: "creditorPhone", message: "validation.phone.invalid" },
      { field: "debtValue", message: "validation.debtClaim.debtValueInvalid" },
    ]);
  });

  it("limits the optional fields' length too", () => {
    expect(validateDebtClaim({ ...filled, creditorCompanyName: "c".repeat(201) }, NOW)).toEqual([
      { field: "creditorCompanyName", message: "validation.field.tooLong", max: 200 },
    ]);
  });
});

// Issue 29 item 14 (D293): a last contact of 2030-05-01 had been stored.
describe("the day of the last contact with the debtor", () => {
  const issueOf = (lastContactWithDebtor: string, now = NOW) =>
    validateDebtClaim({ ...filled, lastContactWithDebtor }, now);
  const future = [{ field: "lastContactWithDebtor", message: "validation.debtClaim.lastContactDateFuture" }];
  const invalid = [
    { field: "lastContactWithDebtor", message: "validation.debtClaim.lastContactDateInvalid" },
  ];

  it.each(["2026-11-28", "2026-11-27", "2024-02-29", "1900-01-01", " 2020-01-31 "])("takes %j", (day) => {
    expect(issueOf(day)).toEqual([]);
  });

  it.each(["2030-05-01", "2026-11-30", "9999-12-31"])("refuses the future day %j", (day) => {
    expect(issueOf(day)).toEqual(future);
  });

  it.each(["2026-02-29", "2026-13-01", "2026-04-31", "1899-12-31", "0001-01-01", "28.11.2026", "yesterday"])(
    "refuses %j as no date",
    (day) => {
      expect(issueOf(day)).toEqual(invalid);
    },
  );

  it("takes the next day once some time zone has reached it (UTC+14), not before", () => {
    expect(issueOf("2026-11-29", Date.UTC(2026, 10, 28, 10, 0))).toEqual([]);
    expect(issueOf("2026-11-29", Date.UTC(2026, 10, 28, 9, 59))).toEqual(future);
    expect(latestCalendarDate(Date.UTC(2026, 10, 28, 9, 59, 59, 999))).toBe("2026-11-28");
  });

  test.prop([
    fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }),
    fc.integer({ min: 0, max: 20_000 }),
  ])("law: a day up to the latest date at now is taken, any later day refused", (now, daysBack) => {
    const latest = Date.parse(`${latestCalendarDate(now)}T00:00:00Z`);
    const past = new Date(latest - daysBack * 86_400_000).toISOString().slice(0, 10);
    const later = new Date(latest + (daysBack + 1) * 86_400_000).toISOString().slice(0, 10);
    expect(issueOf(past, now)).toEqual([]);
    expect(issueOf(later, now)).toEqual(future);
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
