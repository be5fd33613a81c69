import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  comparePartners,
  DEFAULT_PARTNER_ORDER,
  nextPartnerOrder,
  PARTNER_SORT_FIELDS,
  type PartnerSortable,
  partnerOrderParams,
  readPartnerOrder,
} from "./partner-order.ts";

const row = (id: number, o: Partial<PartnerSortable> = {}): PartnerSortable => ({
  id,
  name: `FIRM ${id}`,
  shipments: 1,
  weightKg: 0,
  valueUsd: 0,
  firstDate: "2026-01-01",
  lastDate: "2026-01-01",
  ...o,
});

describe("readPartnerOrder", () => {
  it.each([
    [undefined, undefined, { field: "shipments", descending: true }],
    ["value", undefined, { field: "value", descending: true }],
    ["value", "asc", { field: "value", descending: false }],
    ["weight", "desc", { field: "weight", descending: true }],
    ["first", undefined, { field: "first", descending: true }],
    ["last", "asc", { field: "last", descending: false }],
    ["name", undefined, { field: "name", descending: false }],
    ["name", "desc", { field: "name", descending: true }],
    ["share", "asc", { field: "shipments", descending: false }],
    ["colour", "asc", { field: "shipments", descending: false }],
    ["colour", "sideways", { field: "shipments", descending: true }],
  ] as const)("sort=%s order=%s", (sort, order, expected) => {
    expect(readPartnerOrder(sort, order)).toEqual(expected);
  });

  it("writes back what it reads: a round trip through the address", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PARTNER_SORT_FIELDS), fc.boolean(), (field, descending) => {
        const params = new Map(partnerOrderParams({ field, descending }));
        expect(readPartnerOrder(params.get("sort"), params.get("order"))).toEqual({ field, descending });
      }),
    );
    expect(partnerOrderParams(DEFAULT_PARTNER_ORDER)).toEqual([]);
    expect(partnerOrderParams({ field: "name", descending: false })).toEqual([["sort", "name"]]);
    expect(partnerOrderParams({ field: "value", descending: false })).toEqual([
      ["sort", "value"],
      ["order", "asc"],
    ]);
  });
});

describe("nextPartnerOrder", () => {
  it("turns the column round, or takes another in its first direction", () => {
    expect(nextPartnerOrder(DEFAULT_PARTNER_ORDER, "shipments")).toEqual({
      field: "shipments",
      descending: false,
    });
    expect(nextPartnerOrder(DEFAULT_PARTNER_ORDER, "value")).toEqual({ field: "value", descending: true });
    expect(nextPartnerOrder({ field: "value", descending: true }, "name")).toEqual({
      field: "name",
      descending: false,
    });
    expect(nextPartnerOrder({ field: "name", descending: false }, "name")).toEqual({
      field: "name",
      descending: true,
    });
  });
});

describe("comparePartners", () => {
  const rows = [
    row(3, {
      valueUsd: 500,
      weightKg: 10,
      name: "B",
      firstDate: "2025-01-02",
      lastDate: "2026-03-01",
      shipments: 2,
    }),
    row(1, {
      valueUsd: 500,
      weightKg: 30,
      name: "A",
      firstDate: "2025-05-02",
      lastDate: "2026-01-01",
      shipments: 5,
    }),
    row(2, {
      valueUsd: 900,
      weightKg: 20,
      name: "C",
      firstDate: "2024-01-02",
      lastDate: "2026-02-01",
      shipments: 2,
    }),
  ];
  const ids = (field: (typeof PARTNER_SORT_FIELDS)[number], descending: boolean) =>
    [...rows].sort(comparePartners({ field, descending })).map((r) => r.id);

  it("orders by each column either way, ties by the partner id ascending both ways", () => {
    expect(ids("value", true)).toEqual([2, 1, 3]);
    expect(ids("value", false)).toEqual([1, 3, 2]);
    expect(ids("shipments", true)).toEqual([1, 2, 3]);
    expect(ids("shipments", false)).toEqual([2, 3, 1]);
    expect(ids("weight", true)).toEqual([1, 2, 3]);
    expect(ids("first", false)).toEqual([2, 3, 1]);
    expect(ids("last", true)).toEqual([3, 2, 1]);
    expect(ids("name", false)).toEqual([1, 3, 2]);
  });

  it("is a total order: the same rows in any order sort to one sequence", () => {
    const arb = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 1000 }),
        name: fc.constantFrom("A", "B", "Ä"),
        shipments: fc.integer({ min: 1, max: 3 }),
        weightKg: fc.constantFrom(0, 1.5, 2),
        valueUsd: fc.constantFrom(0, 10, 10.01),
        firstDate: fc.constantFrom("2025-01-01", "2026-01-01"),
        lastDate: fc.constantFrom("2026-01-01", "2026-02-01"),
      }),
      { selector: (r) => r.id, maxLength: 12 },
    );
    fc.assert(
      fc.property(arb, fc.constantFrom(...PARTNER_SORT_FIELDS), fc.boolean(), (list, field, descending) => {
        const compare = comparePartners({ field, descending });
        const once = [...list].sort(compare);
        expect([...list].reverse().sort(compare)).toEqual(once);
        for (let i = 1; i < once.length; i++)
          expect(compare(once[i - 1] as PartnerSortable, once[i] as PartnerSortable)).toBeLessThan(0);
      }),
    );
  });
});
