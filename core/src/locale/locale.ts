// The product's locales and the first path segment that names each (spec §2.1, §4 Language, §9).

export const LOCALES = ["zh", "en", "ru"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "zh";

/** Each language in its own script, as language pickers show them. */
export const LOCALE_NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  zh: "简体中文",
  en: "English",
  ru: "Русский",
};

/** First path segment of each locale: Chinese lives under /cn. */
export const LOCALE_SEGMENTS: Readonly<Record<Locale, string>> = { zh: "cn", en: "en", ru: "ru" };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

export const segmentOfLocale = (locale: Locale): string => LOCALE_SEGMENTS[locale];

export const localeOfSegment = (segment: string): Locale | undefined =>
  LOCALES.find((locale) => LOCALE_SEGMENTS[locale] === segment);

/** The home page of a locale: /cn, /en or /ru. */
export const homePathOf = (locale: Locale): string => `/${segmentOfLocale(locale)}`;
