import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { hsSectionMessages } from "./hs-section-messages.ts";
import { HS_SECTIONS, hsChildLevel, hsPathOf, hsSectionOf, isHsSection } from "./hs-tree.ts";

describe("the HS picker's levels", () => {
  it("has the 21 sections of HS 2022, each named, covering chapters 1 to 97 in order without a gap", () => {
    expect(HS_SECTIONS.map((s) => s.section).join(" ")).toBe(
      "I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI",
    );
    expect(HS_SECTIONS[0]?.first).toBe(1);
    expect(HS_SECTIONS.at(-1)?.last).toBe(97);
    HS_SECTIONS.forEach((s, i) => {
      expect(hsSectionMessages[s.name]).toBeTypeOf("string");
      if (i > 0) expect(s.first).toBe((HS_SECTIONS[i - 1]?.last ?? 0) + 1);
    });
  });

  it("finds a code's section from its chapter (written out from the nomenclature)", () => {
    expect(hsSectionOf("01")?.section).toBe("I");
    expect(hsSectionOf("0409")?.section).toBe("I");
    expect(hsSectionOf("15")?.section).toBe("III");
    expect(hsSectionOf("8471")?.section).toBe("XVI");
    expect(hsSectionOf("940171")?.section).toBe("XX");
    expect(hsSectionOf("97")?.section).toBe("XXI");
    expect(hsSectionOf("98")).toBeUndefined();
    expect(hsSectionOf("00")).toBeUndefined();
    expect(hsSectionOf("X")).toBeUndefined();
  });

  it("says what lies under a parent", () => {
    expect(hsChildLevel("XVI")).toBe("chapter");
    expect(hsChildLevel("94")).toBe("heading");
    expect(hsChildLevel("9401")).toBe("subheading");
    expect(hsChildLevel("940161")).toBeUndefined();
    expect(hsChildLevel("9901")).toBeUndefined();
    expect(hsChildLevel("99")).toBeUndefined();
    expect(hsChildLevel("XXII")).toBeUndefined();
    expect(isHsSection("XXI")).toBe(true);
  });

  it("opens the picker along a chosen code's path", () => {
    expect(hsPathOf("94")).toEqual(["XX", "94"]);
    expect(hsPathOf("9401")).toEqual(["XX", "94", "9401"]);
    expect(hsPathOf("940171")).toEqual(["XX", "94", "9401", "940171"]);
    expect(hsPathOf("94017")).toEqual(["XX", "94", "9401"]);
    expect(hsPathOf("9401710000")).toEqual(["XX", "94", "9401", "940171"]);
    expect(hsPathOf("9")).toEqual([]);
    expect(hsPathOf("99")).toEqual([]);
  });

  test.prop([fc.integer({ min: 1, max: 97 })])("every chapter is in exactly one section", (n) => {
    const chapter = String(n).padStart(2, "0");
    expect(HS_SECTIONS.filter((s) => n >= s.first && n <= s.last)).toHaveLength(1);
    expect(hsPathOf(chapter)[0]).toBe(hsSectionOf(chapter)?.section);
  });
});
