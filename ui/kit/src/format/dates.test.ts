import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates.ts";

const LOCALES = ["zh", "en", "ru"] as const;

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

describe("an instant as a date and a time", () => {
  it("names the year and the time in every language", () => {
    const at = Date.UTC(2024, 0, 5, 12, 0);
    for (const locale of LOCALES) expect(formatDateTime(at, locale)).toMatch(/2024[\s\S]*\d{1,2}:\d{2}/);
  });
});
