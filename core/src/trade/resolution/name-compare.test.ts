import { describe, expect, it } from "vitest";
import { comparedName, compareNames } from "./name-compare.ts";
import { parsePartyName } from "./party-name.ts";

const named = (name: string) => {
  const p = parsePartyName(name);
  return comparedName(p.words, p.key, p.cut);
};

describe("compareNames", () => {
  it.each([
    ["ACME INC", "Acme, Inc.", "exact"],
    ["GUANGZHOU HUAXIN TRADING", "GUANGZOHU HUAXIN TRADING", "one-edit"],
    ["BRIGHTWATER FOODS", "BRIGHTWATER FOOD", "one-edit"],
    ["BRIGHT WATER FOODS", "BRIGHTWATER FOODS", "one-edit"],
    ["HUAXIN GUANGZHOU TRADING", "GUANGZHOU HUAXN TRADING", "one-edit"],
    ["GUANGZHOU HUAXIN INTERNATIONAL TRAD", "GUANGZHOU HUAXIN INTERNATIONAL TRADING CO", "cut-prefix"],
    ["NINGBO JINLONG HOUSWARE", "NINGBO JINLANG HOUSEWARE", "two-edit"],
    ["OEC GROUP NEW YORK", "OEC GROUP INC", "subset"],
    ["EXPEDITORS INTERNATIONAL OF WA", "EXPEDITORS INTERNATIONAL OF WASHINGTON", "similar"],
    ["ATLAS TRADING", "SUMMIT FOODS", "different"],
    ["XYZ", "XYA", "different"],
  ])("%j / %j: %s", (a, b, level) => {
    expect(compareNames(named(a), named(b))).toBe(level);
    expect(compareNames(named(b), named(a))).toBe(level);
  });

  it("reads a cut only where the shorter name may be cut", () => {
    const whole = comparedName(["guangzhou", "huaxin", "trad"], "guangzhou huaxin trad", false);
    const full = named("GUANGZHOU HUAXIN INTERNATIONAL TRADING");
    expect(compareNames(whole, full)).not.toBe("cut-prefix");
  });
});
