import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "./locale.ts";
import { groupDigits, listOr, pluralCategoryRu } from "./number-words.ts";

const TAG: Readonly<Record<Locale, string>> = { zh: "zh-CN", en: "en-US", ru: "ru" };

describe("groupDigits", () => {
  it("groups thousands per language", () => {
    expect(groupDigits(20000, "zh")).toBe("20,000");
    expect(groupDigits(126_000_000, "en")).toBe("126,000,000");
    expect(groupDigits(20000, "ru")).toBe("20\u00a0000");
    expect(groupDigits(999, "ru")).toBe("999");
    expect(groupDigits(1.26, "ru")).toBe("1,26");
  });

  test.prop([fc.constantFrom(...LOCALES), fc.integer({ min: -1e12, max: 1e12 })])(
    "equals Intl for whole numbers",
    (locale, n) => {
      expect(groupDigits(n, locale)).toBe(new Intl.NumberFormat(TAG[locale]).format(n));
    },
  );

  test.prop([
    fc.constantFrom(...LOCALES),
    fc.integer({ min: 0, max: 1e9 }),
    fc.integer({ min: 0, max: 999 }),
  ])("equals Intl for three decimals or fewer", (locale, whole, thousandths) => {
    const n = whole + thousandths / 1000;
    expect(groupDigits(n, locale)).toBe(new Intl.NumberFormat(TAG[locale]).format(n));
  });
});

describe("pluralCategoryRu", () => {
  test.prop([fc.nat({ max: 1_000_000 })])("equals Intl.PluralRules for whole numbers", (n) => {
    const intl = new Intl.PluralRules("ru").select(n);
    expect(pluralCategoryRu(n)).toBe(intl === "other" ? "many" : intl);
  });
});

describe("listOr", () => {
  test.prop([
    fc.constantFrom(...LOCALES),
    fc.array(fc.stringMatching(/^[a-z0-9]{1,6}$/), { minLength: 0, maxLength: 6 }),
  ])("equals Intl.ListFormat's disjunction", (locale, items) => {
    expect(listOr(items, locale)).toBe(
      new Intl.ListFormat(TAG[locale], { type: "disjunction" }).format(items),
    );
  });
});
