import { describe, expect, it } from "vitest";
import { spellingId, stableFirmIds } from "./stable-ids.ts";

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
