// The sentence under a chart (D341): said only when some, not all, shipments had the figure, with the
// language's plurals and the page's numbers (real catalogues).
import type { Locale } from "@portolan/core";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";
import { describe, expect, it } from "vitest";
import { consoleCatalog } from "../i18n/console-catalog.ts";
import { knownNote, knownSentence } from "./known-note.ts";

const i18nOf = (locale: Locale) => createI18n(locale, async (l) => ({ messages: await consoleCatalog(l) }));
const n = (v: number) => v.toLocaleString("en-US");

describe("knownSentence", () => {
  it.each([
    ["en", "value", 12, 40, "Value known for 12 of 40 shipments."],
    ["en", "weight", 1, 2, "Weight known for 1 of 2 shipments."],
    ["en", "value", 1234, 5678, "Value known for 1,234 of 5,678 shipments."],
    ["zh", "value", 12, 40, "40 票运单中 12 票金额已知。"],
    ["ru", "value", 12, 41, "Стоимость известна для 12 из 41 отгрузки."],
    ["ru", "weight", 2, 3, "Вес известен для 2 из 3 отгрузок."],
    ["ru", "value", 5, 25, "Стоимость известна для 5 из 25 отгрузок."],
  ] as const)("%s %s %i of %i: %s", async (locale, what, known, of, said) => {
    expect(knownSentence(await i18nOf(locale), what, known, of, n)).toBe(said);
  });

  it("says nothing when every shipment, or none, had the figure", async () => {
    const i18n = await i18nOf("en");
    expect(knownSentence(i18n, "value", 40, 40, n)).toBeUndefined();
    expect(knownSentence(i18n, "value", 0, 40, n)).toBeUndefined();
    expect(knownNote(i18n, "weight", 0, 0, n)).toBeUndefined();
    expect(knownNote(i18n, "weight", 3, 4, n)).toBe("weight known for 3 of 4 shipments");
  });
});
