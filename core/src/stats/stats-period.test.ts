import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addMonths,
  isYearMonth,
  monthIndex,
  monthOfIndex,
  monthsBetween,
  periodNumber,
  periodText,
  resolvePeriod,
  yearEarlier,
  yearEarlierLoaded,
} from "./stats-period.ts";

describe("months", () => {
  it("steps across years", () => {
    expect(addMonths("2025-11", 3)).toBe("2026-02");
    expect(addMonths("2025-01", -1)).toBe("2024-12");
    expect(monthsBetween("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsBetween("2026-02", "2025-11")).toEqual([]);
  });

  it("reads only yyyy-MM", () => {
    expect(isYearMonth("2025-09")).toBe(true);
    expect(isYearMonth("2025-9")).toBe(false);
    expect(isYearMonth("2025-00")).toBe(false);
    expect(isYearMonth(undefined)).toBe(false);
    expect(() => monthIndex("2025")).toThrow(RangeError);
  });

  it("writes a month back as it was read, and as the stores' number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 * 12 + 11 }), (i) => {
        const ym = monthOfIndex(i);
        expect(isYearMonth(ym)).toBe(true);
        expect(monthIndex(ym)).toBe(i);
        expect(periodText(periodNumber(ym))).toBe(ym);
      }),
    );
    expect(periodNumber("2025-03")).toBe(202503);
  });

  it("counts every month between two, both included", () => {
    fc.assert(
      fc.property(fc.integer({ min: 24_000, max: 24_400 }), fc.integer({ min: 0, max: 130 }), (a, n) => {
        expect(monthsBetween(monthOfIndex(a), monthOfIndex(a + n))).toHaveLength(n + 1);
      }),
    );
  });
});

describe("resolvePeriod", () => {
  it.each([
    [{}, "2026-09", { from: "2025-10", to: "2026-09" }],
    [{}, undefined, undefined],
    [{ to: "2025-06" }, "2026-09", { from: "2024-07", to: "2025-06" }],
    [{ from: "2025-01" }, "2026-09", { from: "2025-01", to: "2025-12" }],
    [{ from: "2026-03" }, "2026-09", { from: "2026-03", to: "2026-09" }],
    [{ from: "2026-03" }, undefined, { from: "2026-03", to: "2027-02" }],
    [{ from: "2027-03" }, "2026-09", { from: "2027-03", to: "2028-02" }],
    [{ from: "2020-01", to: "2020-03" }, "2026-09", { from: "2020-01", to: "2020-03" }],
  ])("%j with %s loaded last is %j", (asked, last, expected) => {
    expect(resolvePeriod(asked, last)).toEqual(expected);
  });

  it("compares with the same months a year earlier, when they are loaded", () => {
    expect(yearEarlier({ from: "2025-10", to: "2026-09" })).toEqual({ from: "2024-10", to: "2025-09" });
    expect(yearEarlierLoaded({ from: "2025-10", to: "2026-09" }, "2024-10")).toBe(true);
    expect(yearEarlierLoaded({ from: "2025-09", to: "2026-09" }, "2024-10")).toBe(false);
    expect(yearEarlierLoaded({ from: "2025-10", to: "2026-09" }, undefined)).toBe(false);
  });
});
