import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FirmRule, SpellingRef } from "./firm-rules.ts";
import type { PartyRow } from "./party-evidence.ts";
import { resolveParties } from "./party-resolve.ts";

const dallas = { city: "DALLAS", state: "TX", zip: "75207", address: "2200 IRVING BLVD" };
const toledo = { city: "TOLEDO", state: "OH", zip: "43604", address: "14 MAIN ST" };
const row = (name: string, at: Partial<PartyRow> = dallas, count = 1): PartyRow => ({
  ...at,
  name,
  country: "US",
  count,
});
const us = (name: string): SpellingRef => ({ country: "US", name });
const same = (a: string, b: string): FirmRule => ({ kind: "same", a: us(a), b: us(b) });
const apart = (a: string, b: string): FirmRule => ({ kind: "apart", a: us(a), b: us(b) });
/** Each row's group as the index of the first row of its firm. */
const groups = (rows: readonly PartyRow[], rules: readonly FirmRule[] = []) => {
  const { firmOf } = resolveParties(rows, undefined, rules);
  return rows.map((_, i) => rows.findIndex((__, j) => firmOf[j] === firmOf[i]));
};

describe("resolveParties under operators' rules", () => {
  it("joins near-named firms of two cities on a same rule, and its link says an operator made it", () => {
    const rows = [
      row("BRIGHTWATER FOODS INC", dallas, 300),
      row("BRIGHTWATER FOOD INC", toledo, 80),
      row("BRIGHTWATER FOODS INC.", dallas),
      row("BRIGHTWATER FOOD INCORPORATED", toledo),
    ];
    expect(groups(rows)).toEqual([0, 1, 0, 1]);
    const rule = same("BRIGHTWATER FOOD INC", "BRIGHTWATER FOODS INC");
    expect(groups(rows, [rule])).toEqual([0, 0, 0, 0]);
    const { links } = resolveParties(rows, undefined, [rule]);
    expect(links).toHaveLength(1);
    const [link] = links;
    expect([link?.a, link?.b]).toEqual([1, 0]);
    expect(link?.score.evidence[0]).toEqual({ field: "rule", level: "same", weight: 0 });
    // The data still says what it said: the two addresses disagree.
    expect(link?.score.weight).toBeLessThan(0);
    expect(link?.score.evidence.find((e) => e.field === "zip")?.level).toBe("disagree");
  });

  it("keeps a typo spelling the resolver joins apart on an apart rule", () => {
    const rows = [
      row("BRIGHTWATER FOODS INC", dallas, 300),
      row("BRIGHTWATR FOODS INC", dallas, 20),
      row("BRIGHTWATER FOODS INC.", dallas),
    ];
    expect(groups(rows)).toEqual([0, 0, 0]);
    expect(groups(rows, [apart("BRIGHTWATR FOODS INC", "BRIGHTWATER FOODS INC")])).toEqual([0, 1, 0]);
  });

  it("splits one key's spellings on an apart rule: the rule's first spelling leaves, with what same rules tie to it", () => {
    const rows = [
      row("ACME INC", dallas, 10),
      row("ACME CO", dallas, 5),
      row("Acme, Inc.", dallas),
      row("ACME CORPORATION", dallas),
    ];
    expect(groups(rows)).toEqual([0, 0, 0, 0]);
    // The same address and name would link the parts again by score: the rule forbids it.
    expect(groups(rows, [apart("ACME CO", "ACME INC")])).toEqual([0, 1, 0, 0]);
    const tied = [apart("ACME CO", "ACME INC"), same("ACME CORPORATION", "ACME CO")];
    expect(groups(rows, tied)).toEqual([0, 1, 0, 1]);
    // Of two same rules that would bring the apart rule's spellings together, the earlier holds.
    expect(groups(rows, [...tied, same("ACME CO", "Acme, Inc."), same("Acme, Inc.", "ACME INC")])).toEqual([
      0, 1, 1, 1,
    ]);
    const { firms } = resolveParties(rows, undefined, tied);
    expect(firms.map((f) => [f.name, f.count])).toEqual([
      ["ACME INC", 11],
      ["ACME CO", 6],
    ]);
  });

  it("lets apart win over same, whichever comes first", () => {
    const rows = [row("BRIGHTWATER FOODS INC", dallas, 300), row("BRIGHTWATER FOOD INC", toledo, 80)];
    const pair = ["BRIGHTWATER FOODS INC", "BRIGHTWATER FOOD INC"] as const;
    expect(groups(rows, [same(...pair), apart(...pair)])).toEqual([0, 1]);
    expect(groups(rows, [apart(pair[1], pair[0]), same(...pair)])).toEqual([0, 1]);
    // Through a group already formed: ACME CO is one firm with ACME INC, which is kept from ATLAS.
    const shared = [row("ACME INC"), row("ACME CO"), row("ATLAS TRADING LLC", toledo)];
    expect(
      groups(shared, [apart("ACME INC", "ATLAS TRADING LLC"), same("ACME CO", "ATLAS TRADING LLC")]),
    ).toEqual([0, 0, 2]);
  });

  it("breaks a chain A ~ B ~ C when A and C are kept apart", () => {
    // By evidence: two slips link A to B and B to C.
    const rows = [
      row("BRIGHTWATER FOODS INC", dallas, 300),
      row("BRIGHTWATR FOODS INC", dallas, 20),
      row("BRIGHTWATR FOOD INC", dallas, 5),
    ];
    expect(groups(rows)).toEqual([0, 0, 0]);
    const g = groups(rows, [apart("BRIGHTWATER FOODS INC", "BRIGHTWATR FOOD INC")]);
    expect(g[0]).not.toBe(g[2]);
    expect([g[0], g[2]]).toContain(g[1]);
    // By rules: the earlier same rule holds, the one that would close the chain does not.
    const far = [row("ACME INC"), row("ATLAS TRADING LLC", toledo), row("SUMMIT FOODS LLC")];
    const chain = [
      same("ACME INC", "ATLAS TRADING LLC"),
      same("ATLAS TRADING LLC", "SUMMIT FOODS LLC"),
      apart("ACME INC", "SUMMIT FOODS LLC"),
    ];
    expect(groups(far, chain)).toEqual([0, 0, 2]);
  });

  it("ignores rules on absent spellings, on one spelling twice, repeated or contradictory", () => {
    const rows = [row("BRIGHTWATER FOODS INC", dallas, 300), row("BRIGHTWATR FOODS INC"), row("ACME INC")];
    const plain = resolveParties(rows);
    const odd = [
      same("NOBODY LTD", "ACME INC"),
      apart("ACME INC", "NOBODY LTD"),
      { kind: "apart", a: { country: "CN", name: "ACME INC" }, b: us("BRIGHTWATER FOODS INC") },
      apart("ACME INC", "ACME INC"),
      same("ACME INC", "ACME INC"),
    ] as const;
    expect(resolveParties(rows, undefined, odd)).toEqual(plain);
    const twice = [same("ACME INC", "BRIGHTWATR FOODS INC"), same("BRIGHTWATR FOODS INC", "ACME INC")];
    expect(groups(rows, twice)).toEqual([0, 0, 0]);
    // Apart wins wherever it stands among the rules.
    expect(groups(rows, [...twice, apart("ACME INC", "BRIGHTWATR FOODS INC"), ...twice])).toEqual([0, 0, 2]);
  });
});

// A small world of near names, one key's spellings and unlike names, at two places or none.
const NAMES = [
  "ACME INC",
  "ACME CO",
  "Acme, Inc.",
  "BRIGHTWATER FOODS INC",
  "BRIGHTWATER FOOD INC",
  "BRIGHTWATR FOODS INC",
  "ATLAS TRADING LLC",
];
const ABSENT = ["NOBODY LTD", "ACME  INCORPORATED"];
const rowsArb = fc.array(
  fc.record({
    name: fc.constantFrom(...NAMES),
    at: fc.constantFrom<Partial<PartyRow>>(dallas, toledo, {}),
    count: fc.integer({ min: 1, max: 50 }),
  }),
  { minLength: 1, maxLength: 8 },
);
const ruleArb = (names: readonly string[]) =>
  fc.record({
    kind: fc.constantFrom("same" as const, "apart" as const),
    a: fc.constantFrom(...names).map(us),
    b: fc.constantFrom(...names).map(us),
  });
const rulesArb = fc.array(ruleArb(NAMES), { maxLength: 6 });

/** The firm of each spelling present (its rows are in one firm by construction). */
const firmOfSpelling = (rows: readonly PartyRow[], rules: readonly FirmRule[]) => {
  const { firmOf } = resolveParties(rows, undefined, rules);
  const of = new Map<string, number>();
  rows.forEach((r, i) => {
    expect(of.get(r.name) ?? firmOf[i]).toBe(firmOf[i]);
    of.set(r.name, firmOf[i] as number);
  });
  return of;
};

describe("rule laws", () => {
  it("keeps the two spellings of every apart rule in different firms", () => {
    fc.assert(
      fc.property(rowsArb, rulesArb, (spec, rules) => {
        const rows = spec.map((s) => row(s.name, s.at, s.count));
        const of = firmOfSpelling(rows, rules);
        for (const r of rules) {
          const [a, b] = [of.get(r.a.name), of.get(r.b.name)];
          if (r.kind === "apart" && r.a.name !== r.b.name && a !== undefined && b !== undefined)
            expect(a).not.toBe(b);
        }
      }),
    );
  });

  it("holds every same rule unless apart rules forbid it", () => {
    fc.assert(
      fc.property(rowsArb, rulesArb, (spec, rules) => {
        const rows = spec.map((s) => row(s.name, s.at, s.count));
        const of = firmOfSpelling(rows, rules);
        const aparts = rules.filter((r) => r.kind === "apart" && r.a.name !== r.b.name);
        for (const r of rules) {
          const [a, b] = [of.get(r.a.name), of.get(r.b.name)];
          if (r.kind !== "same" || a === undefined || b === undefined || a === b) continue;
          // Not "no apart rule names these two": in A ~ B ~ C with A and C apart, one same rule
          // fails though no apart rule names its pair. What holds: an apart rule spans the two firms.
          const spans = aparts.some((x) => {
            const [p, q] = [of.get(x.a.name), of.get(x.b.name)];
            return (p === a && q === b) || (p === b && q === a);
          });
          expect(spans).toBe(true);
        }
      }),
    );
  });

  it("changes nothing for rules on absent spellings", () => {
    fc.assert(
      fc.property(
        rowsArb,
        rulesArb,
        fc.array(ruleArb([...NAMES, ...ABSENT]), { maxLength: 4 }),
        (spec, rules, more) => {
          const rows = spec.map((s) => row(s.name, s.at, s.count));
          const present = new Set(rows.map((r) => r.name));
          const absent = more.filter((r) => !present.has(r.a.name) || !present.has(r.b.name));
          const base = resolveParties(rows, undefined, rules);
          expect(resolveParties(rows, undefined, [...absent, ...rules])).toEqual(base);
          expect(resolveParties(rows, undefined, [...rules, ...absent])).toEqual(base);
        },
      ),
    );
  });

  it("resolves the same input the same way", () => {
    fc.assert(
      fc.property(rowsArb, rulesArb, (spec, rules) => {
        const rows = spec.map((s) => row(s.name, s.at, s.count));
        const first = resolveParties(rows, undefined, rules);
        expect(resolveParties(structuredClone(rows), undefined, structuredClone(rules))).toEqual(first);
      }),
    );
  });
});
