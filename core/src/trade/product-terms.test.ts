import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headingsForText, needsProductTerms } from "./product-terms.ts";
import { normaliseText } from "./text-normalise.ts";

const terms = [
  { code: "940161", text: "Мебель для сидения с деревянным каркасом: прочая, с обивкой" },
  { code: "940171", text: "Мебель для сидения с металлическим каркасом" },
  { code: "9403300000", text: "办公室用木家具" },
  { code: "9401610000", text: "带软垫的木框架坐具" },
  { code: "4418", text: "Изделия столярные и плотницкие, деревянные" },
  { code: "01", text: "ЖИВЫЕ ЖИВОТНЫЕ" },
];

describe("headingsForText", () => {
  it("finds Chinese words as written", () => {
    expect(headingsForText("木框架", terms)).toEqual(["9401"]);
    expect(headingsForText("木", terms)).toEqual(["9401", "9403"]);
  });

  it("finds Russian words by their stem, whatever the ending, every word", () => {
    expect(headingsForText("мебель", terms)).toEqual(["9401"]);
    expect(headingsForText("деревянная мебель", terms)).toEqual(["9401"]);
    expect(headingsForText("деревянные", terms)).toEqual(["4418", "9401"]);
  });

  it("skips chapters and finds nothing for nothing", () => {
    expect(headingsForText("животные", terms)).toEqual([]);
    expect(headingsForText("  ", terms)).toEqual([]);
  });

  it("finds the same with the terms folded once beforehand", () => {
    const folded = terms.map((t) => ({ ...t, folded: normaliseText(t.text) }));
    for (const text of ["木", "мебель", "деревянные"])
      expect(headingsForText(text, folded)).toEqual(headingsForText(text, terms));
    // The folded text is what is matched.
    expect(headingsForText("木", [{ code: "9401", text: "木", folded: "铁" }])).toEqual([]);
  });

  it("never gives more than the limit, each a 4-digit heading", () => {
    fc.assert(
      fc.property(fc.constantFrom("木", "мебель", "дерев"), fc.integer({ min: 0, max: 3 }), (text, limit) => {
        const found = headingsForText(text, terms, limit);
        expect(found.length).toBeLessThanOrEqual(limit);
        for (const h of found) expect(h).toMatch(/^\d{4}$/);
      }),
    );
  });
});

describe("needsProductTerms", () => {
  it.each([
    ["стулья", true],
    ["椅子", true],
    ["chairs", false],
    ["café", false],
  ])("%s → %s", (text, expected) => {
    expect(needsProductTerms(text)).toBe(expected);
  });
});
