import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { comparedName } from "./name-compare.ts";
import { type ComparedFirm, comparePair, FIELDS, pairWeight } from "./party-compare.ts";
import { partyEvidence } from "./party-evidence.ts";
import { parsePartyName } from "./party-name.ts";
import { FIELD_WEIGHTS, NAME_WEIGHTS, PRIOR_WEIGHT, WEIGHT_CAP } from "./party-weights.ts";

const firm = (name: string, row: Record<string, string | null> = {}): ComparedFirm => {
  const p = parsePartyName(name);
  const e = partyEvidence({ name, country: "US", count: 1, ...row });
  const set = (v: string | null) => new Set(v === null ? [] : [v]);
  return {
    name: comparedName(p.words, p.key, p.cut),
    evidence: {
      zip: set(e.zip),
      city: set(e.city),
      state: set(e.state),
      street: set(e.street),
      phone: set(e.phone),
      email: set(e.email),
      domain: set(e.domain),
    },
  };
};

const dallas = {
  city: "DALLAS",
  state: "TX",
  zip: "75207",
  address: "2200 IRVING BLVD",
  phone: "214-555-0142",
};
const toledo = { city: "TOLEDO", state: "OH", zip: "43604", address: "14 MAIN ST", phone: "419-555-0199" };

describe("comparePair", () => {
  it("explains a pair: the prior, the name's level and every field, summed", () => {
    const s = comparePair(
      firm("BRIGHTWATER FOODS INC", dallas),
      firm("BRIGHTWATR FOODS", { ...dallas, zip: "75207-3310" }),
    );
    expect(s.evidence.map((e) => `${e.field}:${e.level}`)).toEqual([
      "prior:candidate",
      "name:one-edit",
      "zip:agree",
      "city:agree",
      "state:agree",
      "street:agree",
      "phone:agree",
      "email:missing",
    ]);
    expect(s.weight).toBeCloseTo(
      s.evidence.reduce((n, e) => n + e.weight, 0),
      2,
    );
    expect(s.weight).toBeGreaterThan(20);
  });

  it("keeps near names in two cities apart: the address outweighs the name", () => {
    const s = comparePair(firm("BRIGHTWATER FOODS INC", dallas), firm("BRIGHTWATER FOOD INC", toledo));
    expect(s.evidence.find((e) => e.field === "name")?.level).toBe("one-edit");
    expect(s.weight).toBeLessThan(-20);
  });

  it("agrees on a near city, a phone written another way, a firm's mail domain", () => {
    const a = firm("ACME", { city: "EDISON", phone: "+1 (732) 871-6262", email: "a@acme.com" });
    const b = firm("ACME", { city: "EDISN", phone: "732.871.6262", email: "b@acme.com" });
    const levels = Object.fromEntries(comparePair(a, b).evidence.map((e) => [e.field, e.level]));
    expect([levels.city, levels.phone, levels.email]).toEqual(["agree", "agree", "agree"]);
    const free = comparePair(firm("ACME", { email: "x@gmail.com" }), firm("ACME", { email: "y@gmail.com" }));
    expect(free.evidence.find((e) => e.field === "email")?.level).toBe("missing");
    const other = comparePair(
      firm("ACME", { email: "x@acme.com" }),
      firm("ACME", { email: "y@acmeinc.com" }),
    );
    expect(other.evidence.find((e) => e.field === "email")?.level).toBe("disagree");
  });

  it("weighs agreement up, disagreement down and a missing value not at all", () => {
    for (const f of FIELDS) {
      expect(FIELD_WEIGHTS[f].agree).toBeGreaterThan(0);
      expect(FIELD_WEIGHTS[f].disagree).toBeLessThan(0);
      expect(FIELD_WEIGHTS[f].missing).toBe(0);
    }
    expect(NAME_WEIGHTS["one-edit"]).toBeGreaterThan(NAME_WEIGHTS.similar);
    const all = [...Object.values(NAME_WEIGHTS), ...FIELDS.flatMap((f) => Object.values(FIELD_WEIGHTS[f]))];
    for (const w of all) expect(Math.abs(w)).toBeLessThanOrEqual(WEIGHT_CAP);
    expect(NAME_WEIGHTS.different).toBeLessThan(0);
    expect(PRIOR_WEIGHT).toBeLessThan(0);
  });

  it("is symmetric, and pairWeight gives the same weight without the list", () => {
    const place = fc.record({
      city: fc.constantFrom("DALLAS", "DALLS", "TOLEDO", null),
      zip: fc.constantFrom("75207", "43604", null),
      phone: fc.constantFrom("214-555-0142", "419 555 0199", null),
      email: fc.constantFrom("a@bw.com", "b@gmail.com", null),
    });
    const name = fc.constantFrom(
      "BRIGHTWATER FOODS INC",
      "BRIGHTWATER FOOD",
      "BRIGHTWATR FOODS",
      "ATLAS TRADING",
    );
    fc.assert(
      fc.property(name, place, name, place, (n, p, m, q) => {
        const [a, b] = [firm(n, p), firm(m, q)];
        const ab = comparePair(a, b);
        expect(comparePair(b, a).weight).toBe(ab.weight);
        expect(pairWeight(a, b).weight).toBe(ab.weight);
      }),
    );
  });

  it("adds a field's agreement and subtracts its disagreement, all else equal", () => {
    const base = comparePair(firm("ACME FOODS", {}), firm("ACME FOODS", {})).weight;
    const agree = comparePair(
      firm("ACME FOODS", { zip: "75207" }),
      firm("ACME FOODS", { zip: "75207" }),
    ).weight;
    const disagree = comparePair(
      firm("ACME FOODS", { zip: "75207" }),
      firm("ACME FOODS", { zip: "43604" }),
    ).weight;
    expect(agree).toBeGreaterThan(base);
    expect(disagree).toBeLessThan(base);
  });
});
