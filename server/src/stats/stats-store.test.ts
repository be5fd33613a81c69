// The statistics store's sums against a small fixture computed by hand, and its laws over random
// rows: the partners' values add up to the headline, a narrower filter never finds more.
import { readStatsPartnerOrder, readStatsQuery, type StatsQuery, type StatsRow } from "@portolan/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { insertStatsRows } from "./import/stats-rows-sql.ts";
import { openStatsStore } from "./open-stats-store.ts";
import { statsStore } from "./stats-store.ts";

const storeWith = (rows: readonly StatsRow[]) => {
  const db = openStatsStore(":memory:");
  db.prepare(
    "INSERT INTO stats_files (id, source, name, sha256, rows_loaded, loaded_at) VALUES (1, 'un', 'f', 'x', 0, 0)",
  ).run();
  insertStatsRows(db, rows, 1);
  return statsStore(db);
};
const query = (raw: Record<string, string>): StatsQuery => {
  const r = readStatsQuery(raw);
  if (!r.ok) throw new Error(r.issues.join());
  return r.value;
};
const un = (
  partner: string,
  hs: string,
  period: number,
  valueUsd: number,
  extra: Partial<StatsRow> = {},
): StatsRow => ({
  source: "un",
  reporter: "CN",
  flow: "X",
  partner,
  hs,
  period,
  tradeMode: "",
  province: "",
  valueUsd,
  ...extra,
});

const FIXTURE = [
  un("US", "851713", 202503, 100, { netWeight: 10, quantity: 5, quantityUnit: "u" }),
  un("DE", "851713", 202503, 50, { netWeight: 5, quantity: 2, quantityUnit: "u" }),
  un("US", "940360", 202504, 30, { netWeight: 20, quantity: 20, quantityUnit: "kg" }),
  un("US", "851713", 202403, 80, { netWeight: 9, quantity: 4, quantityUnit: "u" }),
  un("US", "851713", 202503, 999, { flow: "M" }),
];
const MARCH_APRIL = { from: "2025-03", to: "2025-04" };

describe("the statistics store on a hand-computed fixture", () => {
  const store = storeWith(FIXTURE);
  const q = query({ source: "un", flow: "export" });

  it("sums the headline, the months and the products", () => {
    const s = store.summary(q, MARCH_APRIL, 10);
    expect(s.headline).toEqual({
      value: 180,
      valueYearEarlier: 80,
      change: 1.25,
      netWeight: 35,
      unitPrice: 180 / 35,
      unitPriceUnit: "kg",
    });
    expect(s.monthly).toEqual([
      { period: "2025-03", value: 150, valueYearEarlier: 80 },
      { period: "2025-04", value: 30, valueYearEarlier: 0 },
    ]);
    expect(s.products).toEqual([
      { hs: "85", value: 150, share: 150 / 180 },
      { hs: "94", value: 30, share: 30 / 180 },
    ]);
  });

  it("gives a quantity and a price per unit once one unit is left", () => {
    const s = store.summary(query({ source: "un", flow: "export", hs: "85", hsLevel: "6" }), MARCH_APRIL, 10);
    expect(s.headline).toMatchObject({
      value: 150,
      quantity: 7,
      quantityUnit: "u",
      unitPrice: 150 / 7,
      unitPriceUnit: "u",
    });
    expect(s.monthly[0]).toEqual({ period: "2025-03", value: 150, valueYearEarlier: 80, quantity: 7 });
    expect(s.products).toEqual([{ hs: "851713", value: 150, share: 1 }]);
  });

  it("ranks partners with shares, a year earlier and change", () => {
    const p = store.partners(q, MARCH_APRIL, readStatsPartnerOrder(undefined, undefined));
    expect(p.total).toBe(180);
    expect(p.rows).toEqual([
      { partner: "US", value: 130, share: 130 / 180, valueYearEarlier: 80, change: 0.625, netWeight: 30 },
      {
        partner: "DE",
        value: 50,
        share: 50 / 180,
        valueYearEarlier: 0,
        change: null,
        quantity: 2,
        quantityUnit: "u",
        netWeight: 5,
      },
    ]);
    const byChange = store.partners(q, MARCH_APRIL, readStatsPartnerOrder("change", "asc"));
    expect(byChange.rows.map((r) => r.partner)).toEqual(["DE", "US"]);
  });

  it("knows its newest month and what it can be filtered by", () => {
    expect(store.lastPeriod("un")).toBe("2025-04");
    expect(store.lastPeriod("cn")).toBeUndefined();
    expect(store.options("un")).toMatchObject({
      reporters: ["CN"],
      partners: ["DE", "US"],
      first: "2024-03",
      last: "2025-04",
      everyRowHasCny: false,
    });
  });
});

describe("the statistics store's laws", () => {
  const rowArb = fc.record({
    partner: fc.constantFrom("US", "DE", "JP", "VN"),
    hs: fc.constantFrom("851713", "851762", "940360", "270900"),
    period: fc.constantFrom(202501, 202502, 202503, 202403),
    flow: fc.constantFrom("M" as const, "X" as const),
    value: fc.integer({ min: 0, max: 1_000_000 }),
  });
  const rowsArb = fc
    .uniqueArray(rowArb, { selector: (r) => `${r.partner}${r.hs}${r.period}${r.flow}`, maxLength: 40 })
    .map((rs) => rs.map((r) => un(r.partner, r.hs, r.period, r.value, { flow: r.flow })));
  const PERIOD = { from: "2025-01", to: "2025-03" };

  it("the partners' values sum to the headline value", () => {
    fc.assert(
      fc.property(rowsArb, fc.constantFrom("import", "export"), (rows, flow) => {
        const store = storeWith(rows);
        const q = query({ source: "un", flow });
        const headline = store.summary(q, PERIOD, 10).headline.value;
        const partners = store.partners(q, PERIOD, readStatsPartnerOrder(undefined, undefined));
        expect(partners.rows.reduce((s, r) => s + r.value, 0)).toBe(headline);
        expect(partners.total).toBe(headline);
      }),
      { numRuns: 40 },
    );
  });

  it("narrowing a filter never raises the value", () => {
    fc.assert(
      fc.property(
        rowsArb,
        fc.constantFrom("US", "DE", "JP", "VN"),
        fc.constantFrom("85", "8517", "940360", "27"),
        (rows, partner, hs) => {
          const store = storeWith(rows);
          const value = (raw: Record<string, string>) =>
            store.summary(query({ source: "un", ...raw }), PERIOD, 10).headline.value;
          const wide = value({});
          expect(value({ partner })).toBeLessThanOrEqual(wide);
          expect(value({ hs })).toBeLessThanOrEqual(wide);
          expect(value({ hs, partner })).toBeLessThanOrEqual(Math.min(value({ hs }), value({ partner })));
        },
      ),
      { numRuns: 40 },
    );
  });
});
