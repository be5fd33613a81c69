// The envelope's text in three languages (D340): every core id the shared catalogues translate comes
// out with its placeholders filled, an untranslated one in English (never the id), and an ICU plural
// by the language's own rules.
import { englishMessages, type Locale, MESSAGE_TABLES } from "@portolan/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coreTranslations } from "./core-translations.ts";
import { envelopeText, envelopeTexts } from "./envelope-text.ts";

const { datasetNames: _composed, ...ruleTables } = MESSAGE_TABLES;
const RULE_IDS = Object.values(ruleTables).flatMap((table) => Object.keys(table));
/** A message's {names}, ICU arguments included ("{count, plural, …}"). */
const namesOf = (text: string): string[] => [
  ...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1] ?? "")),
];
const numeric = (text: string, name: string): boolean =>
  new RegExp(`\\{${name}\\s*,\\s*(plural|selectordinal|number)`).test(text);

const SCRIPT = { zh: /\p{Script=Han}/u, ru: /\p{Script=Cyrillic}/u, en: /[A-Za-z]/ } as const;
const value = fc.oneof(fc.nat({ max: 1_000_000 }), fc.stringMatching(/^[A-Za-z0-9_.-]{1,10}$/));

describe("the envelope's text of every core id", () => {
  const translatedEverywhere = RULE_IDS.filter(
    (id) => coreTranslations("zh")[id] && coreTranslations("ru")[id],
  );

  it("covers the ids the shared catalogues translate", () => {
    expect(translatedEverywhere.length).toBeGreaterThan(250);
    expect(translatedEverywhere).toContain("trade.query.startTime");
  });

  it("leaves no {placeholder} and says every value given, in each language", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...translatedEverywhere),
        fc.constantFrom<Locale>("zh", "en", "ru"),
        fc.array(value, { minLength: 8, maxLength: 8 }),
        (id, locale, values) => {
          const source = englishMessages[id] ?? "";
          const params = Object.fromEntries(
            namesOf(source).map((name, i) => {
              const v = values[i % values.length] ?? 0;
              return [name, numeric(source, name) && typeof v === "string" ? v.length : v];
            }),
          );
          const text = envelopeText(id, params, locale);
          expect(text, `${locale} ${id}`).not.toMatch(/\{\w+[,}]/);
          expect(text, `${locale} ${id}`).not.toBe(id);
          for (const [name, v] of Object.entries(params))
            if (typeof v === "string" && !numeric(source, name)) expect(text, `${locale} ${id}`).toContain(v);
          const translated = locale === "en" ? source : (coreTranslations(locale)[id] ?? "");
          if (SCRIPT[locale].test(translated.replace(/\{[^}]*\}/g, "")))
            expect(text, `${locale} ${id}`).toMatch(SCRIPT[locale]);
        },
      ),
      { numRuns: 600 },
    );
  });

  it("says the strict query's refusal in each language, naming the parameter", () => {
    expect(envelopeText("trade.query.startTime", { field: "startTime" }, "en")).toBe(
      "Start date (startTime): a real day, yyyy-MM-dd.",
    );
    expect(envelopeText("trade.query.startTime", {}, "zh")).toBe(
      "开始日期（startTime）：真实日期，yyyy-MM-dd。",
    );
    expect(envelopeText("trade.query.startTime", {}, "ru")).toBe(
      "Дата начала (startTime): существующая дата, yyyy-MM-dd.",
    );
    expect(envelopeText("errors.export.busy", { max: 3 }, "zh")).toBe(
      "您已有 3 个导出正在进行。请等其中一个完成后再开始新的导出。",
    );
  });
});

describe("a language without a text, and ICU plurals", () => {
  const texts = envelopeTexts((locale) =>
    locale === "ru"
      ? {
          "errors.page.notFound": "Страница не найдена",
          "errors.export.busy":
            "{max, plural, one {Идёт # выгрузка} few {Идут # выгрузки} many {Идут # выгрузок} other {Идёт # выгрузки}}",
        }
      : {},
  );

  it("answers core's English where the language has no text, and an unknown id as it is", () => {
    expect(texts("errors.page.notFound", {}, "ru")).toBe("Страница не найдена");
    expect(texts("errors.page.notFound", {}, "zh")).toBe(englishMessages["errors.page.notFound"]);
    expect(texts("errors.order.notFound", {}, "ru")).toBe(englishMessages["errors.order.notFound"]);
    expect(texts("no.such.id", {}, "ru")).toBe("no.such.id");
  });

  it.each([
    [1, "Идёт 1 выгрузка"],
    [3, "Идут 3 выгрузки"],
    [5, "Идут 5 выгрузок"],
    [21, "Идёт 21 выгрузка"],
    [1.5, "Идёт 1,5 выгрузки"],
  ])("chooses Russian's plural form for %d by Intl's rules", (max, expected) => {
    expect(texts("errors.export.busy", { max }, "ru")).toBe(expected);
  });
});
