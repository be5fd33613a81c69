import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addUtcMonths } from "./utc-months.ts";

const at = (iso: string) => Date.parse(iso);

describe("UTC month arithmetic", () => {
  it.each([
    ["2024-03-15T10:30:00.000Z", 12, "2025-03-15T10:30:00.000Z"],
    ["2024-02-29T00:00:00.000Z", 12, "2025-02-28T00:00:00.000Z"],
    ["2024-01-31T23:59:59.999Z", 1, "2024-02-29T23:59:59.999Z"],
    ["2023-01-31T12:00:00.000Z", 1, "2023-02-28T12:00:00.000Z"],
    ["2024-12-31T00:00:00.000Z", 2, "2025-02-28T00:00:00.000Z"],
    ["2024-03-31T00:00:00.000Z", -1, "2024-02-29T00:00:00.000Z"],
    ["2025-01-15T00:00:00.000Z", -13, "2023-12-15T00:00:00.000Z"],
    ["2024-05-05T05:05:05.000Z", 0, "2024-05-05T05:05:05.000Z"],
  ])("%s + %i months = %s", (start, months, end) => {
    expect(addUtcMonths(at(start), months)).toBe(at(end));
  });

  const instant = fc.integer({ min: at("1970-01-01T00:00:00Z"), max: at("2200-01-01T00:00:00Z") });
  test.prop([instant, fc.integer({ min: 1, max: 240 })])(
    "moves forward, by 28 to 31 days a month",
    (t, n) => {
      const later = addUtcMonths(t, n);
      expect(later).toBeGreaterThan(t);
      expect(later - t).toBeGreaterThanOrEqual(n * 28 * 86_400_000 - 3 * 86_400_000);
      expect(later - t).toBeLessThanOrEqual(n * 31 * 86_400_000);
    },
  );

  test.prop([instant, instant, fc.integer({ min: 0, max: 24 })])("keeps order", (a, b, n) => {
    if (a <= b) expect(addUtcMonths(a, n)).toBeLessThanOrEqual(addUtcMonths(b, n));
  });
});
