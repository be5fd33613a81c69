import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { yearComparison } from "./year-comparison.ts";

describe("yearComparison", () => {
  it("shows neither a change nor a year-earlier sum when the year earlier is not wholly loaded", () => {
    // The screen: a year earlier of $898.2B (only its loaded months) beside "no comparison".
    expect(yearComparison({ value: 1_200e9, valueYearEarlier: 898.2e9 }, false)).toEqual({ kind: "none" });
    expect(yearComparison({ value: 0, valueYearEarlier: 0 }, false)).toEqual({ kind: "none" });
  });
  it("says new when there was no trade a year earlier, else the change with the amount it is on", () => {
    expect(yearComparison({ value: 5, valueYearEarlier: 0 }, true)).toEqual({ kind: "new" });
    expect(yearComparison({ value: 150, valueYearEarlier: 100 }, true)).toEqual({
      kind: "change",
      change: 0.5,
      valueYearEarlier: 100,
    });
  });
  it("gives a change only with the amount it is measured on, and that amount back from it", () => {
    fc.assert(
      fc.property(fc.nat(1e12), fc.nat(1e12), fc.boolean(), (value, valueYearEarlier, comparable) => {
        const c = yearComparison({ value, valueYearEarlier }, comparable);
        expect(c.kind === "none").toBe(!comparable);
        if (c.kind === "change") expect(c.valueYearEarlier * (1 + c.change)).toBeCloseTo(value, 0);
        if (c.kind === "new") expect(valueYearEarlier).toBe(0);
      }),
    );
  });
});
