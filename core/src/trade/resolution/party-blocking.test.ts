import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blockingKeys, candidatePairs, deletions } from "./party-blocking.ts";
import { parsePartyName } from "./party-name.ts";

const blocked = (name: string, zip?: string) => {
  const p = parsePartyName(name);
  return { country: "US", words: p.words, cut: p.cut, zips: new Set(zip === undefined ? [] : [zip]) };
};
const meet = (a: string, b: string) => candidatePairs([blocked(a), blocked(b)]).length === 1;

describe("deletions", () => {
  it("gives the word and every one-letter deletion, none for short words", () => {
    expect(deletions("food").sort()).toEqual(["foo", "food", "fod", "ood"].sort());
    expect(deletions("xyz")).toEqual(["xyz"]);
  });
});

describe("candidatePairs", () => {
  it.each([
    ["GUANGZHOU HUAXIN", "GUANGZOHU HUAXIN"],
    ["HARBORVIEW", "HARBORVIEEW"],
    ["HARBORVIEW", "HARBRVIEW"],
    ["BRIGHTWATER FOODS", "BRIGHT WATER FOODS"],
    ["NINGBO JINLONG IMPORT AND EXPORT CO", "NINGBO JINLONG IMPORT AND EXPORT CO LTD"],
  ])("%j meets %j", (a, b) => {
    expect(meet(a, b)).toBe(true);
  });

  it("keeps firms of unrelated names and of two countries apart", () => {
    expect(meet("ATLAS TRADING", "SUMMIT FOODS")).toBe(false);
    expect(candidatePairs([blocked("ACME"), { ...blocked("ACME"), country: "CN" }])).toEqual([]);
  });

  it("meets by zip and first letters", () => {
    expect(candidatePairs([blocked("ACME ONE", "75207"), blocked("ACXX TWO", "75207")])).toEqual([[0, 1]]);
  });

  it("pairs only neighbours in name order within a large block, each pair once", () => {
    const firms = Array.from({ length: 60 }, (_, i) =>
      blocked(`SHENZHEN ${String.fromCharCode(65 + (i % 26))}${i}X`),
    );
    const pairs = candidatePairs(firms);
    expect(pairs.length).toBeLessThan((60 * 59) / 2);
    expect(new Set(pairs.map(([i, j]) => `${i}-${j}`)).size).toBe(pairs.length);
    for (const [i, j] of pairs) expect(i).toBeLessThan(j);
  });

  it("a name cut at 35 characters still blocks with the full name", () => {
    const word = fc.stringMatching(/^[A-Z]{3,10}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 3, maxLength: 6 }), (words) => {
        const full = `${words.join(" ")} TRADING CO LTD`;
        fc.pre(full.length > 36);
        const cut = full.slice(0, 35).trimEnd();
        const frequency = () => 1;
        const shared = blockingKeys(blocked(cut), frequency).filter((k) =>
          blockingKeys(blocked(full), frequency).includes(k),
        );
        expect(shared.length).toBeGreaterThan(0);
        expect(meet(cut, full)).toBe(true);
      }),
    );
  });
});
