import { matchRoute } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { CHINESE_PACKAGE_PAGE, packagePageHref, paymentHref, paymentUrl } from "./commerce-links.ts";

describe("console commerce links", () => {
  it("links the package page of English and Russian, and the Chinese package table", () => {
    expect(packagePageHref("en")).toBe("/en/package");
    expect(packagePageHref("ru")).toBe("/ru/package");
    expect(packagePageHref("zh")).toBe("/cn/product/global");
    expect(matchRoute(CHINESE_PACKAGE_PAGE)?.route.id).toBe("product/global");
  });

  it("links the public payment page of an order, relative and absolute", () => {
    expect(paymentHref("123456789012", "en")).toBe("/en/payment/123456789012");
    expect(paymentHref("42", "ru")).toBe("/ru/payment/42");
    expect(paymentHref("42", "zh")).toBe("/cn/payment/42");
    expect(matchRoute(paymentHref("123456789012", "ru"))?.params.id).toBe("123456789012");
    expect(paymentUrl("https://portolan.example", "42", "en")).toBe("https://portolan.example/en/payment/42");
  });
});
