import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLASS_LENGTH, isLegalForm, lengthClass, MASK_CHAR, maskName } from "./name-mask.ts";

const words = (s: string) => s.split(" ").filter((w) => w !== "");
const letter = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefgh0123456789深圳市瑞丰Тордвх");
const word = fc
  .tuple(fc.array(letter, { minLength: 1, maxLength: 20 }), fc.constantFrom("", ",", ".", ".,"))
  .map(([cs, tail]) => cs.join("") + tail);
const name = fc.array(fc.oneof(word, fc.constantFrom("LLC", "CO.,", "Ltd.", "&", "S.A.")), {
  minLength: 1,
  maxLength: 8,
});

describe("maskName", () => {
  it("keeps the first letter of each word and legal forms, stars the rest at the word's class length", () => {
    expect(maskName("PIONEER LOGISTICS, INC.")).toBe("P******* L***********, INC.");
    expect(maskName("DONGBANG  CHEMICAL  CO.,  LTD.")).toBe("D******* C******* CO., LTD.");
    expect(maskName("Meridian Electronics Co.")).toBe("M******* E*********** Co.");
    expect(maskName("A & B GMBH")).toBe("A*** & B*** GMBH");
    expect(maskName("深圳市瑞丰纺织有限公司")).toBe("深***********");
    expect(maskName("ООО Север")).toBe("ООО С*******");
    expect(maskName("  ")).toBe("");
  });

  it("names the length classes by the characters of a word", () => {
    expect([1, 4, 5, 8, 9, 40].map(lengthClass)).toEqual([
      "short",
      "short",
      "medium",
      "medium",
      "long",
      "long",
    ]);
    expect(isLegalForm("s.a.,")).toBe(true);
    expect(isLegalForm("TRADING")).toBe(false);
  });

  it("never shows more than a first character of a word that is not a legal form", () => {
    fc.assert(
      fc.property(name, (parts) => {
        const masked = words(maskName(parts.join(" ")));
        expect(masked).toHaveLength(parts.length);
        masked.forEach((m, i) => {
          const original = parts[i] ?? "";
          if (isLegalForm(original) || !/[\p{L}\p{N}]/u.test(original)) expect(m).toBe(original);
          else {
            const body = m.replace(/[.,;:]+$/u, "");
            expect([...body.slice(1)].every((c) => c === MASK_CHAR)).toBe(true);
            expect(original).toContain([...body][0]);
          }
        });
      }),
    );
  });

  it("keeps each word's length class and hides its exact length", () => {
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1, maxLength: 30 }), (cs) => {
        const w = cs.join("");
        fc.pre(!isLegalForm(w));
        const masked = maskName(w);
        expect(lengthClass([...masked].length)).toBe(lengthClass(cs.length));
        expect([...masked].length).toBe(CLASS_LENGTH[lengthClass(cs.length)]);
      }),
    );
  });

  it("is stable: the same name always gives the same mask, and masking a mask changes nothing", () => {
    fc.assert(
      fc.property(name, (parts) => {
        const once = maskName(parts.join(" "));
        expect(maskName(parts.join("  "))).toBe(once);
        expect(maskName(once)).toBe(once);
      }),
    );
  });
});
