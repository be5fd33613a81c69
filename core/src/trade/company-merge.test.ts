import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { companyKey } from "./company-key.ts";
import { oneEditApart, pairwiseScores, resolveCompanies } from "./company-merge.ts";

const party = (name: string, count = 1, country = "US") => ({ country, name, count });

describe("resolveCompanies", () => {
  it("groups the spellings of one firm and keeps them all", () => {
    const r = resolveCompanies([
      party("ACME INC", 5),
      party("Acme, Inc.", 2),
      party("ACME INCORPORATED"),
      party("Bolt LLC"),
    ]);
    expect(r.companies).toHaveLength(2);
    expect(r.companyOf[0]).toBe(r.companyOf[1]);
    expect(r.companyOf[0]).toBe(r.companyOf[2]);
    const acme = r.companies[r.companyOf[0] as number];
    expect(acme?.name).toBe("ACME INC");
    expect(acme?.members).toEqual([0, 1, 2]);
    expect(acme?.count).toBe(8);
  });

  it("merges a name cut at 35 characters into the one whole name it begins", () => {
    const whole = "HANGZHOU HUAXIN ELECTRONICS TECHNOLOGY CO LTD";
    const cut = whole.slice(0, 35);
    const r = resolveCompanies([
      party(whole, 3),
      party(cut),
      party("HANGZHOU HUAXIN TRADING CO LTD"),
      party(cut.toLowerCase()),
    ]);
    expect(r.companyOf[1]).toBe(r.companyOf[0]);
    expect(r.companyOf[3]).toBe(r.companyOf[0]);
    expect(r.companyOf[2]).not.toBe(r.companyOf[0]);
    expect(r.companies[r.companyOf[0] as number]?.name).toBe(whole);
    expect(r.merges).toEqual([expect.objectContaining({ reason: "truncated" })]);
  });

  it("leaves a cut name alone when two whole names fit it", () => {
    const cut = "ATLANTIC INTERNATIONAL TRADING COMP";
    const r = resolveCompanies([
      party(cut),
      party("ATLANTIC INTERNATIONAL TRADING COMPONENTS INC"),
      party("ATLANTIC INTERNATIONAL TRADING COMPOUNDS INC"),
    ]);
    expect(new Set(r.companyOf).size).toBe(3);
  });

  it("merges a one-letter slip into the bigger spelling, not across countries", () => {
    const r = resolveCompanies([
      party("Bluewater Electronics", 9),
      party("Bluewater Electronlcs", 1),
      party("Bluewater Electronlcs", 1, "CA"),
    ]);
    expect(r.companyOf[1]).toBe(r.companyOf[0]);
    expect(r.companyOf[2]).not.toBe(r.companyOf[0]);
    expect(r.companies[r.companyOf[0] as number]?.name).toBe("Bluewater Electronics");
  });

  const names = fc.array(
    fc.record({
      country: fc.constantFrom("US", "CN"),
      name: fc.stringMatching(/^[A-Za-z ,.]{1,40}$/),
      count: fc.integer({ min: 1, max: 9 }),
    }),
    { maxLength: 40 },
  );

  it("puts every name in exactly one company of its country, same keys together", () => {
    fc.assert(
      fc.property(names, (list) => {
        const r = resolveCompanies(list);
        expect(r.companyOf).toHaveLength(list.length);
        const seen = r.companies.flatMap((c) => c.members).sort((a, b) => a - b);
        expect(seen).toEqual(list.map((_, i) => i));
        list.forEach((p, i) => {
          expect(r.companies[r.companyOf[i] as number]?.country).toBe(p.country);
          list.forEach((q, j) => {
            if (p.country === q.country && companyKey(p.name) === companyKey(q.name))
              expect(r.companyOf[i]).toBe(r.companyOf[j]);
          });
        });
      }),
    );
  });

  it("gives the same grouping whatever the order of the names", () => {
    fc.assert(
      fc.property(names, fc.nat(), (list, shift) => {
        const k = list.length === 0 ? 0 : shift % list.length;
        const rotated = [...list.slice(k), ...list.slice(0, k)];
        const a = resolveCompanies(list);
        const b = resolveCompanies(rotated);
        const partition = (r: typeof a, order: (i: number) => number) =>
          r.companies
            .map((c) =>
              c.members
                .map(order)
                .sort((x, y) => x - y)
                .join(","),
            )
            .sort();
        expect(partition(b, (i) => (i + k) % list.length)).toEqual(partition(a, (i) => i));
      }),
    );
  });
});

describe("oneEditApart", () => {
  it.each([
    ["abc", "abd", true],
    ["abc", "abcd", true],
    ["abcd", "acd", true],
    ["abc", "abc", false],
    ["abc", "axy", false],
  ])("%j, %j → %j", (a, b, expected) => {
    expect(oneEditApart(a, b)).toBe(expected);
    expect(oneEditApart(b, a)).toBe(expected);
  });
});

describe("pairwiseScores", () => {
  it("is perfect for the truth itself and counts wrong pairs", () => {
    expect(pairwiseScores([1, 1, 2], [1, 1, 2])).toEqual({ precision: 1, recall: 1 });
    // One predicted pair (0,1) is wrong; the true pair (1,2) is missed.
    expect(pairwiseScores([1, 1, 2], [7, 8, 8])).toEqual({ precision: 0, recall: 0 });
    expect(pairwiseScores([1, 1, 1], [7, 7, 8])).toEqual({ precision: 1 / 3, recall: 1 });
  });
});
