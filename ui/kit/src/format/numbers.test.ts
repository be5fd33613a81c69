import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCompact, formatDate, formatNumber, formatUsd } from "./numbers.ts";

const LOCALES = ["zh", "en", "ru"] as const;
const NBSP = "\u00a0";

describe("numbers in the page's language", () => {
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
  });
});

describe("dates as yyyy-MM-dd", () => {
  it("writes a day the same in every language", () => {
    const day = Date.UTC(2024, 0, 5, 23, 59);
    for (const locale of LOCALES) expect(formatDate(day, locale)).toBe("2024-01-05");
  });

  it("is the ISO calendar day of the instant (UTC)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59) }),
        (locale, ms) => {
          expect(formatDate(ms, locale)).toBe(new Date(ms).toISOString().slice(0, 10));
        },
      ),
    );
  });
});
