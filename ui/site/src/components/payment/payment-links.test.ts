import { describe, expect, it } from "vitest";
import { sitePath } from "./payment-links.ts";

describe("the payment page's links", () => {
  it.each([
    ["package", "ru", "/ru/package"],
    ["package", "en", "/en/package"],
    ["package", "zh", "/cn/product/global"],
    ["packageterms", "zh", "/en/packageterms"],
    ["contact", "zh", "/cn/contact"],
    ["contact", "ru", "/ru/contact"],
  ] as const)("%s in %s is %s", (id, locale, path) => {
    expect(sitePath(id, locale)).toBe(path);
  });
});
