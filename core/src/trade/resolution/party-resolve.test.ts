import { describe, expect, it } from "vitest";
import type { PartyRow } from "./party-evidence.ts";
import { explainPair, resolveParties } from "./party-resolve.ts";
import { LINK_WEIGHT } from "./party-weights.ts";

const dallas = { country: "US", city: "DALLAS", state: "TX", zip: "75207", address: "2200 IRVING BLVD" };
const toledo = { country: "US", city: "TOLEDO", state: "OH", zip: "43604", address: "14 MAIN ST" };
const row = (name: string, at: Partial<PartyRow> = dallas, count = 1): PartyRow => ({
  ...at,
  name,
  country: "US",
  count,
});
const groups = (rows: readonly PartyRow[]) => {
  const { firmOf } = resolveParties(rows);
  return rows.map((_, i) => rows.findIndex((__, j) => firmOf[j] === firmOf[i]));
};

describe("resolveParties", () => {
  it("joins the variants of one firm: typos, DBA, C/O, branch, address, legal form, cut", () => {
    const rows = [
      row("BRIGHTWATER FOODS INC", dallas, 300),
      row("BRIGHTWATER FOODS ICN"),
      row("BRIGTHWATER FOODS INC"),
      row("BRIGHTWATER  FOODS INC."),
      row("CARLOS MENDEZ DBA BRIGHTWATER FOODS INC"),
      row("BRIGHTWATER FOODS INC C/O JAGUAR SERVICES INC", toledo),
      row("BRIGHTWATER FOODS INC - FORT WORTH BRANCH"),
      row("BRIGHTWATER FOODS INC 2200 IRVING BLVD"),
      row("THE BRIGHTWATER FOODS INCORPORATED"),
    ];
    expect(groups(rows)).toEqual(rows.map(() => 0));
    const { firms } = resolveParties(rows);
    expect(firms.map((f) => [f.name, f.count, f.forwarder])).toEqual([["BRIGHTWATER FOODS INC", 308, []]]);
  });

  it("keeps near-named firms of two cities apart, and a spelling between them joins one", () => {
    const rows = [
      row("BRIGHTWATER FOODS INC", dallas, 300),
      row("BRIGHTWATER FOOD INC", toledo, 80),
      row("BRIGHTWATER FOODS INC.", dallas),
      row("BRIGHTWATER FOOD INCORPORATED", toledo),
      row("BRIGHTWATR FOODS INC", {}),
    ];
    const g = groups(rows);
    expect(g.slice(0, 4)).toEqual([0, 1, 0, 1]);
    expect([0, 4]).toContain(g[4]);
    expect(resolveParties(rows).links.every((l) => l.score.weight >= LINK_WEIGHT)).toBe(true);
  });

  it("never links two unlike names on a shared address alone", () => {
    expect(groups([row("ATLAS TRADING LLC"), row("SUMMIT FOODS LLC")])).toEqual([0, 1]);
  });

  it("shows the cleanest frequent spelling, not a typo or a cut one", () => {
    const rows = [
      row("GUANGZHOU HUAXIN TRADING CO., LIMIT", dallas, 50),
      row("GUANGZOHU HUAXIN TRADING CO LTD", dallas, 40),
      row("GUANGZHOU  HUAXIN TRADING CO LTD", dallas, 10),
    ];
    expect(resolveParties(rows).firms.map((f) => f.name)).toEqual(["GUANGZHOU HUAXIN TRADING CO LTD"]);
  });

  it("flags forwarders: a main one, a logistics word, a receiver named after C/O by two firms", () => {
    const rows = [
      row("KUEHNE + NAGEL INC", toledo),
      row("PACIFIC STAR FREIGHT SYSTEMS INC", toledo),
      row("ATLAS TRADING C/O JAGUAR SERVICES INC"),
      row("SUMMIT FOODS C/O JAGUAR SERVICES INC"),
      row("JAGUAR SERVICES INC", toledo),
      row("SEVEN OAKS FURNITURE", toledo),
    ];
    const { firms, firmOf } = resolveParties(rows);
    expect(rows.map((_, i) => firms[firmOf[i] as number]?.forwarder)).toEqual([
      ["main-forwarder"],
      ["logistics-word"],
      [],
      [],
      ["receives-for-others"],
      [],
    ]);
  });

  it("explains a pair of rows", () => {
    const s = explainPair(row("BRIGHTWATER FOODS INC"), row("BRIGHTWATER FOOD INC", toledo));
    expect(s.evidence.find((e) => e.field === "zip")).toEqual({
      field: "zip",
      level: "disagree",
      weight: -8,
    });
    const same = explainPair(row("ACME INC"), row("Acme, Inc.", toledo));
    expect(same.evidence.find((e) => e.field === "city")?.level).toBe("disagree");
    expect(explainPair(row("ACME INC"), row("Acme, Inc.")).evidence[1]).toEqual({
      field: "name",
      level: "exact",
      weight: 8,
    });
  });
});
