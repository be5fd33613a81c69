import { describe, expect, it } from "vitest";
import { emailIssues, purchaseIssues } from "./purchase-flow.ts";
import { emptyPurchase } from "./purchase-store.ts";

describe("purchase checks", () => {
  it("asks for an address before sending a code, and a valid one", () => {
    expect(emailIssues(" ")).toEqual([{ field: "email", message: "validation.purchase.emailRequired" }]);
    expect(emailIssues("ana@")).toEqual([{ field: "email", message: "validation.email.invalid" }]);
    expect(emailIssues("ana@example.com")).toEqual([]);
  });

  it("adds the emailed code to core's checks, last", () => {
    const filled = {
      firstName: "Ana",
      lastName: "Lee",
      email: "ana@example.com",
      password: "secret-1",
      termsAgreed: true,
      captcha: "AB12",
      emailCode: "",
    };
    expect(purchaseIssues(filled)).toEqual([
      { field: "emailCode", message: "validation.creditEnquiry.captchaRequired" },
    ]);
    expect(purchaseIssues({ ...filled, emailCode: "123456" })).toEqual([]);
    expect(purchaseIssues(emptyPurchase).map((i) => i.field)).toEqual([
      "firstName",
      "lastName",
      "email",
      "password",
      "termsAgreed",
      "captcha",
      "emailCode",
    ]);
  });
});
