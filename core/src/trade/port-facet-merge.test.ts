import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { mergePortFacet, type PortFacetEntry, type PortOfCode } from "./port-facet-merge.ts";

// Shanghai under its two UN/LOCODEs and its Schedule K code; Ningbo under two; 52000 shared by
// several ports (names none); XXZZZ unknown.
const PORTS: Readonly<Record<string, { code: string; name: string }>> = {
  CNSHA: { code: "CNSHA", name: "Shanghai" },
  CNSGH: { code: "CNSHA", name: "Shanghai" },
  "57035": { code: "CNSHA", name: "Shanghai" },
  CNNGB: { code: "CNNGB", name: "Ningbo" },
  CNNBO: { code: "CNNGB", name: "Ningbo" },
};
const portOf: PortOfCode = (code) => PORTS[code];

const entry = (key: string, shipments: number, extra: Partial<PortFacetEntry> = {}): PortFacetEntry => ({
  key,
  shipments,
  weightKg: shipments * 10,
  valueUsd: shipments * 100,
  ...extra,
});

describe("merging a ports facet by port", () => {
  it("lists a port once under its main code, its counts and sums added, the released codes listed", () => {
    const merged = mergePortFacet(
      [entry("57035", 5), entry("CNNBO", 4), entry("CNSHA", 3), entry("52000", 2), entry("XXZZZ", 1)],
      portOf,
    );
    expect(merged).toEqual([
      {
        key: "CNSHA",
        label: "Shanghai",
        codes: ["57035", "CNSHA"],
        shipments: 8,
        weightKg: 80,
        valueUsd: 800,
      },
      { key: "CNNGB", label: "Ningbo", codes: ["CNNBO"], shipments: 4, weightKg: 40, valueUsd: 400 },
      entry("52000", 2),
      entry("XXZZZ", 1),
    ]);
  });

  it("adds the counts of known weights and values where the entries carry them (a profile's list)", () => {
    const merged = mergePortFacet(
      [
        entry("CNSHA", 3, { weightKnown: 2, valueKnown: 3 }),
        entry("CNSGH", 2, { weightKnown: 1, valueKnown: 0 }),
      ],
      portOf,
    );
    expect(merged).toEqual([
      {
        key: "CNSHA",
        label: "Shanghai",
        codes: ["CNSHA", "CNSGH"],
        shipments: 5,
        weightKg: 50,
        valueUsd: 500,
        weightKnown: 3,
        valueKnown: 3,
      },
    ]);
  });

  it("orders by shipments after merging, ties as given, and keeps an empty facet empty", () => {
    const merged = mergePortFacet(
      [entry("CNNGB", 3), entry("XXZZZ", 3), entry("CNSHA", 2), entry("CNSGH", 2)],
      portOf,
    );
    expect(merged.map((e) => [e.key, e.shipments])).toEqual([
      ["CNSHA", 4],
      ["CNNGB", 3],
      ["XXZZZ", 3],
    ]);
    expect(mergePortFacet([], portOf)).toEqual([]);
  });

  const facets = fc.array(
    fc.record({
      key: fc.constantFrom("CNSHA", "CNSGH", "57035", "CNNGB", "CNNBO", "52000", "XXZZZ", "USLAX"),
      shipments: fc.nat(1000),
      weightKg: fc.nat(10_000),
      valueUsd: fc.nat(10_000),
    }),
    { maxLength: 12 },
  );
  const total = (list: readonly PortFacetEntry[], of: (e: PortFacetEntry) => number) =>
    list.reduce((s, e) => s + of(e), 0);

  test.prop([facets])("merged counts and sums add up to the unmerged ones", (list) => {
    const merged = mergePortFacet<PortFacetEntry>(list, portOf);
    expect(total(merged, (e) => e.shipments)).toBe(total(list, (e) => e.shipments));
    expect(total(merged, (e) => e.weightKg)).toBe(total(list, (e) => e.weightKg));
    expect(total(merged, (e) => e.valueUsd)).toBe(total(list, (e) => e.valueUsd));
    // Each released code is listed by exactly one entry of a known port.
    const listed = merged.flatMap((e) => (portOf(e.key) === undefined ? [] : (e.codes ?? [])));
    expect(listed.sort()).toEqual(
      [...new Set(list.map((e) => e.key).filter((k) => portOf(k) !== undefined))].sort(),
    );
  });

  test.prop([facets])("merging twice is merging once", (list) => {
    const once = mergePortFacet(list, portOf);
    expect(mergePortFacet(once, portOf)).toEqual(once);
  });

  test.prop([facets])("a known port is listed once", (list) => {
    const keys = mergePortFacet(list, portOf)
      .filter((e) => portOf(e.key) !== undefined)
      .map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
