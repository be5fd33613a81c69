import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../locale/locale.ts";
import { paymentLookupOf, paymentPagePath } from "./payment-lookup.ts";
import { matchRoute } from "./route-match.ts";

describe("payment lookup", () => {
  it.each([
    ["123", { kind: "path", path: "/public/payment/123" }],
    ["0042", { kind: "path", path: "/public/payment/0042" }],
    ["98765432109876543210", { kind: "path", path: "/public/payment/98765432109876543210" }],
    ["ab12", { kind: "query", path: "/public/payment", query: { id: "ab12" } }],
    ["12.5", { kind: "query", path: "/public/payment", query: { id: "12.5" } }],
    ["-1", { kind: "query", path: "/public/payment", query: { id: "-1" } }],
    ["", { kind: "query", path: "/public/payment", query: { id: "" } }],
  ])("looks up %j as %j", (id, lookup) => {
    expect(paymentLookupOf(id)).toEqual(lookup);
  });

  it("uses the path exactly when the id is all digits", () => {
    fc.assert(
      fc.property(fc.string(), (id) => (paymentLookupOf(id).kind === "path") === /^[0-9]+$/.test(id)),
    );
  });

  it("builds a page address that matches the payment route with the same id", () => {
    expect(paymentPagePath("PAY 1/2")).toBe("/en/payment/PAY%201%2F2");
    expect(paymentPagePath("42", "ru")).toBe("/ru/payment/42");
    expect(paymentPagePath("42", "zh")).toBe("/cn/payment/42");
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom(...LOCALES), (id, locale) => {
        const match = matchRoute(paymentPagePath(id, locale));
        return match?.route.id === "payment/:id" && match.params.id === id && match.locale === locale;
      }),
    );
  });
});
