// The shared PO catalogues as the provider reads them (D340): found from the repository's root, core's
// ids only, an empty or obsolete entry no translation.
import { existsSync } from "node:fs";
import { englishMessages, SHARED_PO_CATALOGUE } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { catalogueFileOf, coreTranslations, coreTranslationsOf } from "./core-translations.ts";

const po = (entries: readonly (readonly [string, string])[], extra = "") =>
  [
    'msgid ""\nmsgstr ""\n"Language: ru\\n"\n',
    ...entries.map(([id, text]) => `msgid "${id}"\nmsgstr "${text}"\n`),
    extra,
  ].join("\n");

describe("the translations of core's ids in a PO text", () => {
  it("keeps core's translated ids and nothing else", () => {
    const texts = coreTranslationsOf(
      po(
        [
          ["errors.page.notFound", "Страница не найдена"],
          ["errors.order.notFound", ""],
          ["chrome.footer.copyright", "© Portolan"],
        ],
        '#~ msgid "errors.page.failed"\n#~ msgstr "Устарело"\n',
      ),
    );
    expect(texts).toEqual({ "errors.page.notFound": "Страница не найдена" });
  });
});

describe("the shared catalogues in this checkout", () => {
  it("sit where the constant says, under the UI's kit, for every language", () => {
    expect(SHARED_PO_CATALOGUE).toBe("ui/kit/src/locales/{locale}.po");
    for (const locale of ["zh", "en", "ru"] as const) {
      expect(catalogueFileOf(locale).replaceAll("\\", "/")).toMatch(
        /\/ui\/kit\/src\/locales\/(zh|en|ru)\.po$/,
      );
      expect(existsSync(catalogueFileOf(locale)), locale).toBe(true);
    }
  });

  // Whether every id is translated is the UI's check (check:messages, ui/kit's catalogues.test.ts).
  it("give the provider core's zh and ru texts; English needs none", () => {
    for (const locale of ["zh", "ru"] as const) {
      const texts = coreTranslations(locale);
      expect(Object.keys(texts).length, locale).toBeGreaterThan(250);
      expect(texts["trade.query.startTime"], locale).toContain("startTime");
      expect(texts["trade.query.startTime"], locale).not.toBe(englishMessages["trade.query.startTime"]);
    }
    expect(coreTranslations("en")).toEqual({});
  });
});
