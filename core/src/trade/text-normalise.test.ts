import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseText, textTokens, unicodeFold } from "./text-normalise.ts";

describe("normaliseText", () => {
  it.each([
    ["ACME, INC.", "acme inc"],
    ["Rodríguez & Hijos S.A.", "rodriguez hijos s a"],
    ["ＡＢＣ　１２３", "abc 123"],
    ["Anadolu Dış Ticaret A.Ş.", "anadolu dıs ticaret a s"],
    ["ООО «Волга-Трейд»", "ооо волга треид"],
    ["Йошкар-Ола", "иошкар ола"],
    ["深圳市华信电子有限公司", "深圳市华信电子有限公司"],
    ["  spaced\t\nout  ", "spaced out"],
    ["steel\u0000pipe\u0007", "steel pipe"],
  ])("folds %j to %j", (input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });

  it("folds printable ASCII through its short path exactly as through the Unicode passes", () => {
    const ascii = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    });
    fc.assert(
      fc.property(ascii, (s) => {
        expect(normaliseText(s)).toBe(unicodeFold(s));
      }),
      { numRuns: 2000 },
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (s) => {
        expect(normaliseText(normaliseText(s))).toBe(normaliseText(s));
      }),
    );
  });

  it("ignores case and punctuation", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z ,.&-]{0,30}$/), (s) => {
        expect(normaliseText(s.toUpperCase())).toBe(normaliseText(s.toLowerCase().replace(/[,.&-]/g, " ")));
      }),
    );
  });

  it("never leaves a control character (a NUL ends a full-text query string early)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (s) => {
        expect(normaliseText(s)).not.toMatch(/\p{Cc}/u);
      }),
    );
  });

  it("never leaves an empty word", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        for (const token of textTokens(s)) expect(token).not.toBe("");
      }),
    );
  });
});
