import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatChange,
  formatCompact,
  formatMoney,
  formatMoneyShort,
  formatMoneyWhole,
  formatNumber,
  formatPercent,
  formatShort,
  formatSigned,
  formatUsd,
  pluralCategory,
} from "./numbers.ts";

const LOCALES = ["zh", "en", "ru"] as const;
const NBSP = "\u00a0";

describe("numbers in the page's language", () => {
  it("writes a share as a percent and an axis figure short", () => {
    expect(formatPercent(0.6667, "en")).toBe("66.7%");
    expect(formatPercent(1, "zh")).toBe("100%");
    expect(formatPercent(0.6667, "ru")).toBe(`66,7${NBSP}%`);
    expect(formatShort(126_000, "en")).toBe("126K");
    expect(formatShort(126_000, "zh")).toBe("13万");
    expect(formatShort(126_000, "ru")).toMatch(/^126\s?тыс\.$/);
  });

  it("writes a large amount short with its currency, a whole amount, and a change with its sign", () => {
    expect(formatMoneyShort(3.4e12, "USD", "en")).toBe("$3.4T");
    expect(formatMoneyShort(3.4e12, "USD", "zh")).toBe("US$3.4万亿");
    expect(formatMoneyShort(3.4e12, "USD", "ru")).toMatch(/^3,4\s?трлн\s?\$$/);
    expect(formatMoneyShort(1.25e9, "CNY", "zh")).toBe("¥12.5亿");
    expect(formatMoneyWhole(2399.4, "CNY", "en")).toBe("CN¥2,399");
    expect(formatMoneyWhole(2399.6, "USD", "ru")).toBe(`2${NBSP}400${NBSP}$`);
    expect(formatChange(0.0303, "en")).toBe("+3%");
    expect(formatChange(-0.0385, "en")).toBe("-3.9%");
    expect(formatChange(0, "en")).toBe("0%");
    expect(formatChange(-0.0385, "ru")).toMatch(/^-3,9\s%$/);
  });

  it("writes a weight of evidence with its sign, to a tenth", () => {
    expect(formatSigned(9.26, "en")).toBe("+9.3");
    expect(formatSigned(-6.65, "zh")).toBe("-6.7");
    expect(formatSigned(-6.65, "ru")).toMatch(/^-6,7$/);
    expect(formatSigned(0, "en")).toBe("0");
    expect(formatSigned(5.66, "ru")).toBe("+5,7");
  });

  it("groups thousands as each language does", () => {
    expect(formatNumber(20000, "zh")).toBe("20,000");
    expect(formatNumber(20000, "en")).toBe("20,000");
    expect(formatNumber(20000, "ru")).toBe(`20${NBSP}000`);
    expect(formatNumber(1.256, "ru")).toBe("1,256");
    expect(formatNumber(999, "ru")).toBe("999");
  });

  it("reads back as the same whole number once its group separators are dropped", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: -1e12, max: 1e12 }), (locale, n) => {
        expect(
          Number(
            formatNumber(n, locale)
              .replace(/[,\u00a0\u202f]/g, "")
              .replace("\u2212", "-"),
          ),
        ).toBe(n);
      }),
    );
  });

  it("keeps at most three decimals, with each language's decimal sign", () => {
    expect(formatNumber(1.2567, "en")).toBe("1.257");
    expect(formatNumber(1.2567, "zh")).toBe("1.257");
    expect(formatNumber(1.2567, "ru")).toBe("1,257");
    expect(formatNumber(1234.5, "ru")).toBe(`1${NBSP}234,5`);
    expect(formatNumber(-20000, "en")).toBe("-20,000");
  });

  it("shows prices in whole US dollars and large counts in words", () => {
    expect(formatUsd(2399, "en")).toBe("$2,399");
    expect(formatUsd(2399, "ru")).toBe(`2${NBSP}399${NBSP}$`);
    expect(formatCompact(126_000_000, "en")).toBe("126 million");
    expect(formatCompact(126_000_000, "ru")).toBe("126 миллионов");
    expect(formatCompact(126_000_000, "zh")).toBe("1.3亿");
    expect(formatMoney(899, "USD", "en")).toBe("$899.00");
    expect(formatMoney(899, "EUR", "en")).toBe("€899.00");
  });

  it("names the plural category a count takes (Russian one, few, many)", () => {
    expect([1, 2, 5, 21, 11, 22, 111].map((n) => pluralCategory(n, "ru"))).toEqual([
      "one",
      "few",
      "many",
      "one",
      "many",
      "few",
      "many",
    ]);
    expect([1, 2].map((n) => pluralCategory(n, "en"))).toEqual(["one", "other"]);
    expect(pluralCategory(5, "zh")).toBe("other");
  });
});
