import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_SERIES_MONTHS } from "../constants/periods.ts";
import { monthIndex, monthOfIndex } from "../stats/stats-period.ts";
import { emptyTradeMonth, fillMonths, yearMonthOf } from "./month-series.ts";

type Point = {
  month: string;
  shipments: number;
  weightKg: number;
  valueUsd: number;
  weightKnown: number;
  valueKnown: number;
};
const point = (month: string, shipments: number): Point => ({
  month,
  shipments,
  weightKg: shipments,
  valueUsd: 0,
  weightKnown: shipments,
  valueKnown: 0,
});

// Months 2000-01 … 2039-12 as indexes; a set of distinct months with positive counts.
const monthArb = fc.integer({ min: 2000 * 12, max: 2039 * 12 + 11 }).map(monthOfIndex);
const pointsArb = fc
  .uniqueArray(fc.tuple(monthArb, fc.integer({ min: 1, max: 10_000 })), {
    selector: ([m]) => m,
    maxLength: 30,
  })
  .map((ps) => ps.map(([m, n]) => point(m, n)));
const rangeArb = fc.record(
  { from: fc.option(monthArb, { nil: undefined }), to: fc.option(monthArb, { nil: undefined }) },
  { requiredKeys: [] },
);

describe("fillMonths", () => {
  it("fills the issue's gap: 2023-07 to 2026-11 is 41 months, zero where nothing shipped", () => {
    const out = fillMonths([point("2023-07", 3), point("2026-06", 1), point("2026-11", 2)], emptyTradeMonth, {
      from: "2023-07-01",
      to: "2026-11-30",
    });
    expect(out).toHaveLength(41);
    expect(out[0]).toEqual(point("2023-07", 3));
    // Nothing shipped: sums of 0 over 0 shipments, every one (none) known (D341).
    expect(out[1]).toEqual({
      month: "2023-08",
      shipments: 0,
      weightKg: 0,
      valueUsd: 0,
      weightKnown: 0,
      valueKnown: 0,
    });
    expect(out.map((p) => p.month).slice(-6)).toEqual([
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    expect(out.slice(-6).map((p) => p.shipments)).toEqual([1, 0, 0, 0, 0, 2]);
  });
  it("runs from the first to the last month with data when no dates are given, across a year's end", () => {
    const out = fillMonths([point("2025-02", 1), point("2024-11", 4)], emptyTradeMonth);
    expect(out.map((p) => [p.month, p.shipments])).toEqual([
      ["2024-11", 4],
      ["2024-12", 0],
      ["2025-01", 0],
      ["2025-02", 1],
    ]);
  });
  it("is empty when nothing shipped, and leaves out a month it cannot place", () => {
    expect(fillMonths([], emptyTradeMonth, { from: "2024-01-01", to: "2024-12-31" })).toEqual([]);
    expect(
      fillMonths([point("2024-13", 1), point("2024-1", 2), point("2024-02", 3)], emptyTradeMonth),
    ).toEqual([point("2024-02", 3)]);
  });
  it("falls back to the months with data when the range is longer than the cap", () => {
    const out = fillMonths([point("2024-03", 1), point("2024-05", 1)], emptyTradeMonth, {
      from: "0001-01-01",
      to: "9999-12-31",
    });
    expect(out.map((p) => p.month)).toEqual(["2024-03", "2024-04", "2024-05"]);
    expect(MAX_SERIES_MONTHS).toBe(1_200);
  });
  it("reads a yyyy-MM or yyyy-MM-dd text's month", () => {
    expect(yearMonthOf("2026-11-30")).toBe("2026-11");
    expect(yearMonthOf("2026-11")).toBe("2026-11");
    expect(yearMonthOf("2026-1")).toBeUndefined();
    expect(yearMonthOf(undefined)).toBeUndefined();
  });

  test.prop([pointsArb, rangeArb])("gives consecutive months, one per month of the span", (points, range) => {
    const out = fillMonths(points, emptyTradeMonth, range);
    if (points.length === 0) {
      expect(out).toEqual([]);
      return;
    }
    const idx = out.map((p) => monthIndex(p.month));
    expect(idx).toEqual(idx.map((_, k) => (idx[0] ?? 0) + k));
    const known = points.map((p) => monthIndex(p.month));
    const first = Math.min(...known, ...(range.from === undefined ? [] : [monthIndex(range.from)]));
    const last = Math.max(...known, ...(range.to === undefined ? [] : [monthIndex(range.to)]));
    expect(out).toHaveLength(last - first + 1);
    expect(idx[0]).toBe(first);
  });
  test.prop([pointsArb, rangeArb])("keeps every count it was given and adds only zeros", (points, range) => {
    const out = fillMonths(points, emptyTradeMonth, range);
    const sum = (ps: readonly Point[]) => ps.reduce((s, p) => s + p.shipments, 0);
    expect(sum(out)).toBe(sum(points));
    for (const p of points) expect(out.find((o) => o.month === p.month)).toEqual(p);
    expect(out.filter((o) => !points.some((p) => p.month === o.month)).every((o) => o.shipments === 0)).toBe(
      true,
    );
  });
  test.prop([pointsArb, rangeArb])("is idempotent", (points, range) => {
    const once = fillMonths(points, emptyTradeMonth, range);
    expect(fillMonths(once, emptyTradeMonth, range)).toEqual(once);
  });
});
