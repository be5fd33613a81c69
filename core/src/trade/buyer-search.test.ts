import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { composePermissionValue } from "../permissions/permission-value.ts";
import {
  BUYER_SORT_FIELDS,
  type BuyerSortable,
  buyerOrderParams,
  compareBuyers,
  DEFAULT_BUYER_ORDER,
  mayUseBuyerSearch,
  nextBuyerOrder,
  readBuyerOrder,
  readBuyerSearch,
  shipmentsPerMonth,
} from "./buyer-search.ts";

const row = (id: number, o: Partial<BuyerSortable> = {}): BuyerSortable => ({
  id,
  name: `FIRM ${id}`,
  shipments: 1,
  perMonth: 1,
  lastDate: "2026-01-01",
  weightKg: 0,
  valueUsd: 0,
  ...o,
});

describe("shipmentsPerMonth", () => {
  it.each([
    // one shipment this month: once a month
    [1, "2026-03-10", "2026-03-31", 1],
    // 24 over January 2024 to December 2025: 24 months
    [24, "2024-01-15", "2025-12-01", 1],
    // one shipment three years before the newest: 1 / 37
    [1, "2023-01-01", "2026-01-01", 0.03],
    [10, "2026-01-01", "2026-04-30", 2.5],
  ])("%i shipments from %s to %s", (n, first, asOf, expected) => {
    expect(shipmentsPerMonth(n, first, asOf)).toBe(expected);
  });

  const day = fc
    .record({ y: fc.integer({ min: 2000, max: 2030 }), m: fc.integer({ min: 1, max: 12 }) })
    .map(({ y, m }) => `${y}-${String(m).padStart(2, "0")}-15`);

  it("is never more than the shipments and never grows as the span grows", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), day, day, (n, a, b) => {
        const [first, asOf] = a <= b ? [a, b] : [b, a];
        const f = shipmentsPerMonth(n, first, asOf);
        expect(f).toBeLessThanOrEqual(n);
        expect(f).toBeGreaterThanOrEqual(0);
        expect(shipmentsPerMonth(n, first, "2031-01-01")).toBeLessThanOrEqual(f);
        expect(shipmentsPerMonth(n + 1, first, asOf)).toBeGreaterThanOrEqual(f);
      }),
    );
  });
});

describe("the buyers' order", () => {
  it.each([
    [undefined, undefined, { field: "shipments", descending: true }],
    ["frequency", undefined, { field: "frequency", descending: true }],
    ["last", "asc", { field: "last", descending: false }],
    ["name", undefined, { field: "name", descending: false }],
    ["name", "desc", { field: "name", descending: true }],
    ["colour", "asc", { field: "shipments", descending: false }],
  ] as const)("sort=%s order=%s", (sort, order, expected) => {
    expect(readBuyerOrder(sort, order)).toEqual(expected);
  });

  it("writes only what differs from the default, and reads back what it wrote", () => {
    expect(buyerOrderParams(DEFAULT_BUYER_ORDER)).toEqual([]);
    expect(buyerOrderParams({ field: "name", descending: true })).toEqual([
      ["sort", "name"],
      ["order", "desc"],
    ]);
    fc.assert(
      fc.property(fc.constantFrom(...BUYER_SORT_FIELDS), fc.boolean(), (field, descending) => {
        const p = Object.fromEntries(buyerOrderParams({ field, descending }));
        expect(readBuyerOrder(p.sort, p.order)).toEqual({ field, descending });
      }),
    );
  });

  it("turns a column round, and starts another in its natural direction", () => {
    expect(nextBuyerOrder(DEFAULT_BUYER_ORDER, "shipments")).toEqual({
      field: "shipments",
      descending: false,
    });
    expect(nextBuyerOrder(DEFAULT_BUYER_ORDER, "name")).toEqual({ field: "name", descending: false });
    expect(nextBuyerOrder(DEFAULT_BUYER_ORDER, "last")).toEqual({ field: "last", descending: true });
  });

  it("orders by the column, ties by id ascending either way", () => {
    const rows = [row(3, { shipments: 5 }), row(1, { shipments: 5 }), row(2, { shipments: 9 })];
    expect([...rows].sort(compareBuyers(DEFAULT_BUYER_ORDER)).map((r) => r.id)).toEqual([2, 1, 3]);
    expect([...rows].sort(compareBuyers({ field: "shipments", descending: false })).map((r) => r.id)).toEqual(
      [1, 3, 2],
    );
    const named = [row(1, { name: "B" }), row(2, { name: "A" })];
    expect(named.sort(compareBuyers({ field: "name", descending: false })).map((r) => r.id)).toEqual([2, 1]);
    const others = [
      row(1, { perMonth: 0.5, lastDate: "2026-02-01", weightKg: 10, valueUsd: 3 }),
      row(2, { perMonth: 2, lastDate: "2026-01-01", weightKg: 20, valueUsd: 1 }),
    ];
    const first = (field: (typeof BUYER_SORT_FIELDS)[number]) =>
      [...others].sort(compareBuyers({ field, descending: true }))[0]?.id;
    expect([first("frequency"), first("last"), first("weight"), first("value")]).toEqual([2, 1, 2, 1]);
  });

  it("is a total order: antisymmetric, and equal only for the same firm", () => {
    const arb = fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      name: fc.constantFrom("A", "B"),
      shipments: fc.integer({ min: 1, max: 3 }),
      perMonth: fc.constantFrom(0.5, 1),
      lastDate: fc.constantFrom("2026-01-01", "2026-02-01"),
      weightKg: fc.constantFrom(0, 10),
      valueUsd: fc.constantFrom(0, 10),
    });
    fc.assert(
      fc.property(
        arb,
        arb,
        fc.constantFrom(...BUYER_SORT_FIELDS),
        fc.boolean(),
        (a, b, field, descending) => {
          const cmp = compareBuyers({ field, descending });
          expect(Math.sign(cmp(a, b)) + Math.sign(cmp(b, a))).toBe(0);
          if (a.id !== b.id) expect(cmp(a, b)).not.toBe(0);
        },
      ),
    );
  });
});

describe("readBuyerSearch", () => {
  const owned = ["IMP_USA_BL_SEA", "IMP_MEXICO_CD_SEA"];
  it("searches every owned data set by default, goods words, HS prefix and the country imported into", () => {
    const read = readBuyerSearch(
      { keyword: " chairs ", hs: "9401", country: "us", sort: "last", current: "2", pageSize: "50" },
      owned,
    );
    expect(read).toEqual({
      ok: true,
      order: { field: "last", descending: true },
      forwarders: false,
      query: expect.objectContaining({
        datasets: ["IMP_MEXICO_CD_SEA", "IMP_USA_BL_SEA"],
        kind: "description",
        text: "chairs",
        hsPrefix: "9401",
        destinations: ["US"],
        page: 2,
        pageSize: 50,
      }),
    });
  });
  it("takes the data sets asked, and refuses a search with none or an HS filter that is no code", () => {
    const read = readBuyerSearch({ datasets: "IMP_USA_BL_SEA" }, owned);
    expect(read.ok && read.query.datasets).toEqual(["IMP_USA_BL_SEA"]);
    expect(readBuyerSearch({}, [])).toEqual({ ok: false, issues: ["trade.query.noDataset"] });
    expect(readBuyerSearch({ hs: "chairs" }, owned)).toEqual({ ok: false, issues: ["trade.query.hsPrefix"] });
  });
  it("leaves forwarders out unless forwarders=include asks for them (D310)", () => {
    const forwarders = (value?: string) => {
      const read = readBuyerSearch(value === undefined ? {} : { forwarders: value }, owned);
      return read.ok && read.forwarders;
    };
    expect([forwarders(), forwarders("include"), forwarders(" include "), forwarders("hide")]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect([forwarders("INCLUDE"), forwarders("yes"), forwarders("")]).toEqual([false, false, false]);
  });
});

describe("who may search buyers, and where", () => {
  it("needs global buyers (32) in the membership number", () => {
    expect(mayUseBuyerSearch(composePermissionValue({ tier: "GOLD", features: ["GLOBAL_BUYERS"] }))).toBe(
      true,
    );
    expect(mayUseBuyerSearch(composePermissionValue({ tier: "GOLD", features: ["PARTNER_REPORT"] }))).toBe(
      false,
    );
    expect(mayUseBuyerSearch(32)).toBe(true); // a free member with the feature
    expect(mayUseBuyerSearch(1024 + 32)).toBe(false); // not a permission number
    expect(mayUseBuyerSearch(-1)).toBe(false);
  });
});
