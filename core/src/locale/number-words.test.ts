import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { LOCALES, type Locale } from "./locale.ts";
import { listOr } from "./number-words.ts";

const TAG: Readonly<Record<Locale, string>> = { zh: "zh-CN", en: "en-US", ru: "ru" };

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
