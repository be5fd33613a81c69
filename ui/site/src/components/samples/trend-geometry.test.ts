import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TREND_FRAME, trendBars } from "./trend-geometry.ts";

const baseline = TREND_FRAME.height - TREND_FRAME.bottom;

describe("trendBars", () => {
  it("draws the busiest month full height and the others in proportion, on one baseline", () => {
    const bars = trendBars([
      { month: "2026-01", shipments: 10 },
      { month: "2026-02", shipments: 5 },
      { month: "2026-03", shipments: 0 },
    ]);
    const room = TREND_FRAME.height - TREND_FRAME.top - TREND_FRAME.bottom;
    expect(bars.map((b) => b.height)).toEqual([room, room / 2, 0]);
    for (const b of bars) expect(b.y + b.height).toBeCloseTo(baseline);
    expect(bars.map((b) => b.month)).toEqual(["2026-01", "2026-02", "2026-03"]);
    expect(trendBars([])).toEqual([]);
  });

  it("keeps every bar inside the frame, in order, without overlap, taller for more shipments", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { minLength: 1, maxLength: 36 }), (counts) => {
        const bars = trendBars(counts.map((shipments, i) => ({ month: String(i), shipments })));
        bars.forEach((b, i) => {
          expect(b.x).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width).toBeLessThanOrEqual(TREND_FRAME.width + 1e-9);
          expect(b.y).toBeGreaterThanOrEqual(TREND_FRAME.top - 1e-9);
          const next = bars[i + 1];
          if (next !== undefined) expect(b.x + b.width).toBeLessThan(next.x);
          for (const other of bars)
            if (other.shipments > b.shipments) expect(other.height).toBeGreaterThan(b.height);
        });
      }),
    );
  });
});
