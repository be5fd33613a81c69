import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { personName } from "./person-name.ts";

describe("a person's name as written", () => {
  it.each([
    ["Иван", "Покупателев", "Иван Покупателев"],
    ["伟", "张", "张伟"],
    ["小明", "欧阳", "欧阳小明"],
    ["Olga", "Smirnova-Łukasz", "Olga Smirnova-Łukasz"],
    ["Wen", "李", "Wen 李"],
    ["  Mary  Ann ", " O'Neil", "Mary Ann O'Neil"],
    ["", "张", "张"],
    ["Olga", "  ", "Olga"],
    ["", "", ""],
  ])("%j and %j give %j", (first, last, name) => {
    expect(personName(first, last)).toBe(name);
  });

  it("keeps every letter of both parts", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (first, last) => {
        const letters = (s: string) => [...s.replace(/\s/g, "")].sort().join("");
        expect(letters(personName(first, last))).toBe(letters(first + last));
      }),
    );
  });
});
