// The browser's language preference (RFC 9110 §12.5.4 Accept-Language) read for the product's three
// locales: what a visitor without a lang cookie and without a language in the link sees (decision D286).

import { LOCALES, type Locale } from "./locale.ts";

interface Preference {
  readonly locale: Locale;
  readonly q: number;
}

/** The weight of one entry: q=0 refuses the language; a malformed weight counts as 1 (the default). */
const weightOf = (params: readonly string[]): number => {
  for (const param of params) {
    const [key, value] = param.split("=").map((s) => s.trim());
    if (key?.toLowerCase() !== "q" || value === undefined) continue;
    if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return 1;
    return Number(value);
  }
  return 1;
};

/** The product's locale of a language tag by its primary subtag (zh-TW, zh-Hans-CN → zh); "*" names none. */
const localeOfTag = (tag: string): Locale | undefined => {
  const primary = tag.trim().toLowerCase().split("-")[0] ?? "";
  return LOCALES.find((l) => l === primary);
};

/**
 * The supported locale the header prefers most, or undefined when it names none of them (then the
 * caller's default, /cn). Decisions: the highest weight wins, ties go to the one listed first; a
 * locale refused anywhere with q=0 is never chosen ("ru, ru-RU;q=0" refuses Russian).
 */
export const localeOfAcceptLanguage = (header: string | undefined): Locale | undefined => {
  const listed = (header ?? "")
    .slice(0, 2000)
    .split(",")
    .flatMap((entry): Preference[] => {
      const [tag = "", ...params] = entry.split(";");
      const locale = localeOfTag(tag);
      return locale === undefined ? [] : [{ locale, q: weightOf(params) }];
    });
  const refused = new Set(listed.filter((p) => p.q === 0).map((p) => p.locale));
  let best: Preference | undefined;
  for (const p of listed) if (!refused.has(p.locale) && (best === undefined || p.q > best.q)) best = p;
  return best?.locale;
};
