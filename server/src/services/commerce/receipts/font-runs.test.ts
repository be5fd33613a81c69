import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fontRuns } from "./font-runs.ts";

/** The first font of the tests draws Latin and Cyrillic, not Chinese. */
const latinOrCyrillic = (cp: number) => cp < 0x2e80;

describe("a line's font runs", () => {
  it("splits a mixed name where the script changes", () => {
    expect(fontRuns("Иван 张伟 Smith", latinOrCyrillic)).toEqual([
      { text: "Иван ", first: true },
      { text: "张伟 ", first: false },
      { text: "Smith", first: true },
    ]);
    expect(fontRuns("", latinOrCyrillic)).toEqual([]);
  });

  it("loses and adds nothing, and never puts two runs of one font side by side", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "Ж", " ", "张", "Ł", "。") }), (text) => {
        const runs = fontRuns(text, latinOrCyrillic);
        expect(runs.map((r) => r.text).join("")).toBe(text);
        runs.forEach((r, i) => {
          expect(r.text).not.toBe("");
          if (i > 0) expect(r.first).not.toBe(runs[i - 1]?.first);
        });
      }),
    );
  });
});
