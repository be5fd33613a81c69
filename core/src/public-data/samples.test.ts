import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFullBill, lastMonths, pickSampleBill, SAMPLE_TREND_MONTHS } from "./samples.ts";

const full = {
  id: 1,
  date: "2026-01-01",
  importer: { id: 1 },
  exporter: { id: 2 },
  description: "CHAIRS",
  quantity: 10,
  weightKg: 100,
  loadingPort: "CNSHA",
  unloadingPort: "USLAX",
  originCountry: "CN",
  vessel: "EVER GIVEN",
};

describe("pickSampleBill", () => {
  it("takes the newest bill with every field, ties by the higher id", () => {
    const { vessel: _, ...noVessel } = full;
    const bills = [
      { ...full, id: 3, date: "2026-02-01" },
      { ...noVessel, id: 9, date: "2026-03-01" },
      { ...full, id: 4, date: "2026-02-01" },
      { ...full, id: 5, date: "2025-12-31" },
      { ...full, id: 6, date: "2026-02-01", exporter: {} },
    ];
    expect(pickSampleBill(bills)?.id).toBe(4);
    expect(isFullBill(noVessel)).toBe(false);
    expect(pickSampleBill([noVessel])).toBeUndefined();
  });

  it("picks the same bill whatever order the bills come in", () => {
    const bill = fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      date: fc.constantFrom("2026-01-01", "2026-01-02", "2025-06-30"),
      vessel: fc.option(fc.constant("V"), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(bill, { selector: (b) => b.id, maxLength: 12 }), fc.nat(), (raw, seed) => {
        const { vessel: _, ...noVessel } = full;
        const bills = raw.map(({ vessel, ...b }) =>
          vessel === undefined ? { ...noVessel, ...b } : { ...full, ...b, vessel },
        );
        const shuffled = [...bills].sort((a, b) => ((a.id * 7919 + seed) % 97) - ((b.id * 7919 + seed) % 97));
        expect(pickSampleBill(shuffled)).toEqual(pickSampleBill(bills));
        const picked = pickSampleBill(bills);
        if (picked !== undefined)
          for (const b of bills.filter(isFullBill)) expect(b.date <= picked.date).toBe(true);
      }),
    );
  });
});

describe("lastMonths", () => {
  it("gives the last months up to the newest one, with 0 for months without shipments", () => {
    expect(
      lastMonths(
        [
          { month: "2025-11", shipments: 2 },
          { month: "2026-02", shipments: 5 },
          { month: "2026-02", shipments: 1 },
          { month: "nonsense", shipments: 9 },
        ],
        4,
      ),
    ).toEqual([
      { month: "2025-11", shipments: 2 },
      { month: "2025-12", shipments: 0 },
      { month: "2026-01", shipments: 0 },
      { month: "2026-02", shipments: 6 },
    ]);
    expect(lastMonths([])).toEqual([]);
    expect(lastMonths([{ month: "2026-01", shipments: 1 }], 0)).toEqual([]);
  });

  it("is always that many consecutive months, ending at the newest, keeping every shipment in them", () => {
    const point = fc.record({
      month: fc
        .tuple(fc.integer({ min: 2019, max: 2027 }), fc.integer({ min: 1, max: 12 }))
        .map(([y, m]) => `${y}-${String(m).padStart(2, "0")}`),
      shipments: fc.nat(1000),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 30 }), (points) => {
        const months = lastMonths(points);
        expect(months).toHaveLength(SAMPLE_TREND_MONTHS);
        const newest = points
          .map((p) => p.month)
          .sort()
          .at(-1);
        expect(months.at(-1)?.month).toBe(newest);
        for (let i = 1; i < months.length; i += 1) {
          const [a, b] = [months[i - 1]?.month ?? "", months[i]?.month ?? ""];
          const step =
            (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5)) - Number(a.slice(5));
          expect(step).toBe(1);
        }
        const first = months[0]?.month ?? "";
        const inRange = points.filter((p) => p.month >= first).reduce((n, p) => n + p.shipments, 0);
        expect(months.reduce((n, m) => n + m.shipments, 0)).toBe(inRange);
      }),
    );
  });
});
