import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localeOfAcceptLanguage } from "./accept-language.ts";
import { LOCALES, type Locale } from "./locale.ts";

describe("the locale of Accept-Language", () => {
  it.each([
    ["ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7", "ru"],
    ["en-US,en;q=0.9", "en"],
    ["en-GB,en;q=0.9,zh-CN;q=0.8,zh;q=0.7", "en"],
    ["zh-TW", "zh"],
    ["zh-Hans-CN", "zh"],
    ["fr-FR,fr;q=0.9,ru;q=0.2", "ru"],
    ["de;q=1, zh;q=0.5, ru;q=0.8", "ru"],
    ["ru;q=0.5,en;q=0.5", "ru"],
    ["en;q=0, ru;q=0.1", "ru"],
    ["ru, ru-RU;q=0, en;q=0.3", "en"],
    ["EN-us", "en"],
    ["en;q=abc, zh;q=0.9", "en"],
    ["en;q, ru;q=0.5", "en"],
    ["ru;level=1;q=0.4, en;q=0.3", "ru"],
    [";q=1, ru", "ru"],
    ["fr-FR,de", undefined],
    ["*", undefined],
    ["", undefined],
    [undefined, undefined],
  ] as const)("%s gives %s", (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });

  const weights = fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 3, maxLength: 3 });
  const entriesOf = (qs: readonly number[]) => LOCALES.map((l, i) => ({ locale: l, q: (qs[i] ?? 1) / 1000 }));
  const headerOf = (entries: readonly { locale: Locale; q: number }[]) =>
    entries.map((e) => `${e.locale};q=${e.q}`).join(", ");

  it("picks the highest weight, whatever the order of the list", () => {
    fc.assert(
      fc.property(weights, fc.nat(), (qs, seed) => {
        const entries = entriesOf(qs);
        const shuffled = [...entries].sort((a, b) => ((a.q * 7919 + seed) % 13) - ((b.q * 7919 + seed) % 13));
        const top = entries.reduce((a, b) => (b.q > a.q ? b : a));
        expect(localeOfAcceptLanguage(headerOf(shuffled))).toBe(top.locale);
      }),
    );
  });

  it("never picks a refused locale, and languages it does not serve change nothing", () => {
    fc.assert(
      fc.property(
        weights,
        fc.subarray([...LOCALES]),
        fc.array(fc.constantFrom("fr", "de-DE", "ja;q=0.9", "*;q=0.1", "es-419")),
        (qs, refused, others) => {
          const entries = entriesOf(qs).map((e) => (refused.includes(e.locale) ? { ...e, q: 0 } : e));
          const chosen = localeOfAcceptLanguage(headerOf(entries));
          if (chosen !== undefined) expect(refused).not.toContain(chosen);
          else expect(refused).toHaveLength(LOCALES.length);
          expect(localeOfAcceptLanguage([...others, headerOf(entries)].join(","))).toBe(chosen);
        },
      ),
    );
  });
});
