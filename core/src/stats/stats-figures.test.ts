import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changeRatio, headlineOf, monthlySeries, shareOf, singleUnit, topProducts } from "./stats-figures.ts";

describe("change and share", () => {
  it("is a ratio on a year earlier, null without one", () => {
    expect(changeRatio(110, 100)).toBeCloseTo(0.1);
    expect(changeRatio(50, 100)).toBe(-0.5);
    expect(changeRatio(5, 0)).toBeNull();
    expect(shareOf(1, 4)).toBe(0.25);
    expect(shareOf(0, 0)).toBe(0);
  });
});

describe("headlineOf", () => {
  it("gives the quantity and a price per unit when one unit is summed", () => {
    expect(
      headlineOf({ value: 1000, valueYearEarlier: 800, netWeight: 50, units: [{ unit: "u", quantity: 20 }] }),
    ).toEqual({
      value: 1000,
      valueYearEarlier: 800,
      change: 0.25,
      netWeight: 50,
      quantity: 20,
      quantityUnit: "u",
      unitPrice: 50,
      unitPriceUnit: "u",
    });
  });

  it("adds no quantities of different units: the price is per kilogram then", () => {
    const h = headlineOf({
      value: 1000,
      valueYearEarlier: 0,
      netWeight: 200,
      units: [
        { unit: "kg", quantity: 200 },
        { unit: "u", quantity: 3 },
      ],
    });
    expect(h).toEqual({
      value: 1000,
      valueYearEarlier: 0,
      change: null,
      netWeight: 200,
      unitPrice: 5,
      unitPriceUnit: "kg",
    });
  });

  it("says nothing it does not know", () => {
    expect(headlineOf({ value: 0, valueYearEarlier: 0, netWeight: undefined, units: [] })).toEqual({
      value: 0,
      valueYearEarlier: 0,
      change: null,
    });
    expect(
      headlineOf({
        value: 0,
        valueYearEarlier: 0,
        netWeight: undefined,
        units: [{ unit: "kg", quantity: 0 }],
      }),
    ).toEqual({
      value: 0,
      valueYearEarlier: 0,
      change: null,
      quantity: 0,
      quantityUnit: "kg",
    });
    expect(singleUnit([{ unit: "", quantity: 4 }])).toBeUndefined();
  });
});

describe("monthlySeries", () => {
  it("lists every month of the period with the same month a year before, absent ones as 0", () => {
    const months = monthlySeries(
      { from: "2025-12", to: "2026-02" },
      [{ period: "2026-01", value: 10, quantity: 2 }],
      [
        { period: "2024-12", value: 7 },
        { period: "2025-02", value: 3 },
      ],
      true,
    );
    expect(months).toEqual([
      { period: "2025-12", value: 0, valueYearEarlier: 7, quantity: 0 },
      { period: "2026-01", value: 10, valueYearEarlier: 0, quantity: 2 },
      { period: "2026-02", value: 0, valueYearEarlier: 3, quantity: 0 },
    ]);
    expect(
      monthlySeries({ from: "2026-01", to: "2026-01" }, [{ period: "2026-01", value: 1 }], [], false),
    ).toEqual([{ period: "2026-01", value: 1, valueYearEarlier: 0 }]);
  });
});

describe("topProducts", () => {
  it("ranks by value, ties by code, with shares of the whole", () => {
    expect(
      topProducts(
        [
          { hs: "85", value: 5 },
          { hs: "84", value: 5 },
          { hs: "27", value: 10 },
        ],
        20,
        2,
      ),
    ).toEqual([
      { hs: "27", value: 10, share: 0.5 },
      { hs: "84", value: 5, share: 0.25 },
    ]);
  });

  it("shares of every product of a whole sum to 1", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1e9 }), { minLength: 1, maxLength: 30 }), (values) => {
        const rows = values.map((value, i) => ({ hs: String(10 + i), value }));
        const total = values.reduce((a, b) => a + b, 0);
        const shares = topProducts(rows, total, rows.length).reduce((s, r) => s + r.share, 0);
        expect(shares).toBeCloseTo(1, 9);
      }),
    );
  });
});
