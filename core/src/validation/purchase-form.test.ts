import { describe, expect, it } from "vitest";
import {
  captchaMatches,
  emptyPurchaseForm,
  type PurchaseFormValues,
  validatePurchaseForm,
} from "./purchase-form.ts";
import { validationMessages } from "./validation-messages.ts";

const filled: PurchaseFormValues = {
  firstName: "John",
  lastName: "Doe",
  email: "john.doe@example.com",
  password: "secret",
  termsAgreed: true,
  captcha: "Ab3xY",
};

describe("validatePurchaseForm (spec §5)", () => {
  it("passes a filled form, with or without the expected captcha", () => {
    expect(validatePurchaseForm(filled)).toEqual([]);
    expect(validatePurchaseForm(filled, "ab3xy")).toEqual([]);
  });

  it("reports every missing field in form order", () => {
    expect(validatePurchaseForm(emptyPurchaseForm)).toEqual([
      { field: "firstName", message: "validation.purchase.firstNameRequired" },
      { field: "lastName", message: "validation.purchase.lastNameRequired" },
      { field: "email", message: "validation.purchase.emailRequired" },
      { field: "password", message: "validation.purchase.passwordRequired" },
      { field: "termsAgreed", message: "validation.purchase.termsRequired" },
      { field: "captcha", message: "validation.purchase.captchaRequired" },
    ]);
  });

  it("requires a valid email by the strict pattern (b)", () => {
    expect(validatePurchaseForm({ ...filled, email: "john@localhost" })).toEqual([
      { field: "email", message: "validation.email.invalid" },
    ]);
    expect(validatePurchaseForm({ ...filled, email: '"john doe"@example.com' })).toEqual([
      { field: "email", message: "validation.email.invalid" },
    ]);
  });

  it("requires a password of at least 6 characters, taken as typed", () => {
    expect(validatePurchaseForm({ ...filled, password: "12345" })).toEqual([
      { field: "password", message: "validation.purchase.passwordTooShort" },
    ]);
    expect(validatePurchaseForm({ ...filled, password: "123456" })).toEqual([]);
    expect(validatePurchaseForm({ ...filled, password: " 1234 " })).toEqual([]);
    expect(validatePurchaseForm({ ...filled, password: "p".repeat(129) })).toEqual([
      { field: "password", message: "validation.field.tooLong", max: 128 },
    ]);
    expect(validationMessages["validation.purchase.passwordTooShort"]).toBe(
      "Your password must be at least 6 characters long.",
    );
  });

  it("says a refused captcha must be ticked again (the spec's words were for a typed word, D281)", () => {
    expect(validatePurchaseForm({ ...filled, captcha: "wrong" }, "Ab3xY")).toEqual([
      { field: "captcha", message: "validation.purchase.captchaIncorrect" },
    ]);
    expect(validationMessages["validation.purchase.captchaIncorrect"]).toBe(
      "The robot check has expired or was already used. Please tick the box again.",
    );
  });

  it("asks for a missing captcha even when the answer is known", () => {
    expect(validatePurchaseForm({ ...filled, captcha: " " }, "Ab3xY")).toEqual([
      { field: "captcha", message: "validation.purchase.captchaRequired" },
    ]);
  });
});

describe("captchaMatches", () => {
  it.each([
    ["Ab3xY", "Ab3xY", true],
    ["ab3xy", "AB3XY", true],
    [" Ab3xY ", "Ab3xY", true],
    ["Ab3x", "Ab3xY", false],
    ["Ab3 xY", "Ab3xY", false],
    ["", "", true],
  ])("%j against %j is %s", (entered, expected, result) => {
    expect(captchaMatches(entered, expected)).toBe(result);
  });
});
