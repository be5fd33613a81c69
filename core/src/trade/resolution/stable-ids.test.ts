import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assignFirmIds, spellingId, stableFirmIds } from "./stable-ids.ts";

const rows = [
  { country: "US", name: "ACME INC", count: 50 },
  { country: "US", name: "ACME, INC.", count: 5 },
  { country: "US", name: "ACME INCORPORATED", count: 3 },
  { country: "US", name: "SUMMIT FOODS", count: 9 },
  { country: "US", name: "NEW FIRM LLC", count: 2 },
];

describe("stableFirmIds", () => {
  it("keeps the id most of a firm's bill sides had, and gives new spellings a new id", () => {
    const previous = new Map([
      [spellingId(rows[0] as (typeof rows)[number]), 7],
      [spellingId(rows[1] as (typeof rows)[number]), 8],
      [spellingId(rows[3] as (typeof rows)[number]), 9],
    ]);
    const firms = [
      { members: [0, 1, 2], count: 58 },
      { members: [3], count: 9 },
      { members: [4], count: 2 },
    ];
    expect(stableFirmIds(firms, rows, previous, 10)).toEqual([7, 9, 10]);
  });

  it("lets the larger part of a split firm keep its id", () => {
    const previous = new Map(rows.slice(0, 3).map((r) => [spellingId(r), 7] as const));
    const firms = [
      { members: [1, 2], count: 8 },
      { members: [0], count: 50 },
    ];
    expect(stableFirmIds(firms, rows, previous, 20)).toEqual([20, 7]);
  });
});

describe("assignFirmIds", () => {
  const ids = (...pairs: [number, number][]) =>
    new Map(pairs.map(([r, id]) => [spellingId(rows[r] as (typeof rows)[number]), id] as const));

  it("retires the id of a firm merged into another and points it at the firm that took its bills", () => {
    const previous = ids([0, 7], [1, 7], [3, 9]);
    const firms = [{ members: [0, 1, 3], count: 64 }];
    expect(assignFirmIds(firms, rows, previous, previous, 10)).toEqual({
      ids: [7],
      retired: [{ id: 9, to: 7 }],
    });
  });

  it("gives a firm split off again the id its spellings were first given, not a new one", () => {
    // SUMMIT FOODS was firm 9, merged into 7 (its spelling now maps to 7, first id 9).
    const previous = ids([0, 7], [1, 7], [3, 7]);
    const origins = ids([0, 7], [1, 7], [3, 9]);
    const firms = [
      { members: [0, 1], count: 55 },
      { members: [3], count: 9 },
      { members: [4], count: 2 },
    ];
    expect(assignFirmIds(firms, rows, previous, origins, 12)).toEqual({ ids: [7, 9, 12], retired: [] });
  });

  it("never revives an id another firm still holds", () => {
    const previous = ids([0, 7], [3, 9]);
    const origins = ids([0, 7], [3, 7]);
    const firms = [
      { members: [3], count: 9 },
      { members: [0], count: 50 },
    ];
    expect(assignFirmIds(firms, rows, previous, origins, 10).ids).toEqual([9, 7]);
  });

  it("keeps every id meaning something: distinct ids, each earlier id live or retired to a live one", () => {
    const arb = fc.record({
      firmOf: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: rows.length, maxLength: rows.length }),
      before: fc.array(fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }), {
        minLength: rows.length,
        maxLength: rows.length,
      }),
    });
    fc.assert(
      fc.property(arb, ({ firmOf, before }) => {
        const firms = [0, 1, 2, 3]
          .map((f) => rows.flatMap((_, r) => (firmOf[r] === f ? [r] : [])))
          .filter((m) => m.length > 0)
          .map((members) => ({ members, count: members.reduce((n, r) => n + (rows[r]?.count ?? 0), 0) }));
        const previous = new Map(
          rows.flatMap((r, i) =>
            before[i] === undefined ? [] : [[spellingId(r), before[i] as number] as const],
          ),
        );
        const { ids: given, retired } = assignFirmIds(firms, rows, previous, previous, 7);
        expect(new Set(given).size).toBe(given.length);
        for (const id of previous.values())
          expect(given.includes(id) || retired.some((x) => x.id === id && given.includes(x.to))).toBe(true);
      }),
    );
  });
});
