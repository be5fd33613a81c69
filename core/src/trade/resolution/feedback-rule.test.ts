import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FirmReport, ruleOfReport } from "./feedback-rule.ts";

const acme = {
  id: 7,
  spellings: [
    { country: "US", name: "ACME INC", billSides: 40 },
    { country: "US", name: "ACME, INC.", billSides: 9 },
    { country: "US", name: "ACMEE INC", billSides: 2 },
  ],
};
const brightwater = { id: 9, spellings: [{ country: "US", name: "BRIGHTWATER FOODS INC" }] };

describe("ruleOfReport", () => {
  it("keeps an alias apart from the firm's most used other spelling", () => {
    expect(ruleOfReport({ kind: "apart", firmId: 7, spelling: "ACMEE INC" }, acme)).toEqual({
      ok: true,
      value: {
        kind: "apart",
        a: { country: "US", name: "ACMEE INC" },
        b: { country: "US", name: "ACME INC" },
      },
    });
    // The most used spelling reported: the next one is the firm's other name.
    expect(ruleOfReport({ kind: "apart", firmId: 7, spelling: "ACME INC" }, acme)).toEqual({
      ok: true,
      value: {
        kind: "apart",
        a: { country: "US", name: "ACME INC" },
        b: { country: "US", name: "ACME, INC." },
      },
    });
  });

  it("joins the two firms' most used spellings", () => {
    expect(ruleOfReport({ kind: "same", firmId: 7, otherFirmId: 9 }, acme, brightwater)).toEqual({
      ok: true,
      value: {
        kind: "same",
        a: { country: "US", name: "ACME INC" },
        b: { country: "US", name: "BRIGHTWATER FOODS INC" },
      },
    });
  });

  it.each<
    [string, FirmReport, Parameters<typeof ruleOfReport>[1], Parameters<typeof ruleOfReport>[2], string]
  >([
    ["an unknown firm", { kind: "apart", firmId: 1, spelling: "X" }, undefined, undefined, "unknownFirm"],
    ["an unknown other firm", { kind: "same", firmId: 7, otherFirmId: 8 }, acme, undefined, "unknownFirm"],
    [
      "a name not of the firm",
      { kind: "apart", firmId: 7, spelling: "ACME LLC" },
      acme,
      undefined,
      "spellingNotOfFirm",
    ],
    [
      "a firm's only name",
      { kind: "apart", firmId: 9, spelling: "BRIGHTWATER FOODS INC" },
      brightwater,
      undefined,
      "spellingNotOfFirm",
    ],
    ["a firm the same as itself", { kind: "same", firmId: 7, otherFirmId: 7 }, acme, acme, "sameFirm"],
    ["two ids of one firm by now", { kind: "same", firmId: 7, otherFirmId: 3 }, acme, acme, "sameFirm"],
    [
      "two firms known by one spelling",
      { kind: "same", firmId: 7, otherFirmId: 8 },
      acme,
      { id: 8, spellings: [{ country: "US", name: "ACME INC" }] },
      "sameFirm",
    ],
    [
      "a firm with no spelling",
      { kind: "same", firmId: 7, otherFirmId: 8 },
      acme,
      { id: 8, spellings: [] },
      "unknownFirm",
    ],
  ])("refuses %s", (_what, report, firm, other, reason) => {
    expect(ruleOfReport(report, firm, other)).toEqual({ ok: false, error: reason });
  });

  it("never keeps a spelling apart from itself, and names only spellings of the firm", () => {
    const spelling = fc.record({
      country: fc.constantFrom("US", "CN", ""),
      name: fc.constantFrom("A", "B", "C", "D"),
    });
    fc.assert(
      fc.property(fc.array(spelling, { minLength: 1, maxLength: 6 }), fc.nat(5), (spellings, pick) => {
        const name = spellings[pick % spellings.length]?.name ?? "A";
        const outcome = ruleOfReport({ kind: "apart", firmId: 1, spelling: name }, { id: 1, spellings });
        if (!outcome.ok) return spellings.every((s) => s.name === name);
        const { a, b } = outcome.value;
        return (
          a.name === name &&
          b.name !== name &&
          [a, b].every((r) => spellings.some((s) => s.country === r.country && s.name === r.name))
        );
      }),
    );
  });
});
