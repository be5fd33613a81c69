// The page's language as core names it, read from the Lingui instance the page was rendered with.
import { useLingui } from "@lingui/react";
import type { Locale } from "@portolan/core";
import { countryName } from "../format/country-name.ts";
import { LANGUAGE_TAGS } from "../format/language-tag.ts";
import type { Choice } from "./fields.tsx";

export const localeOfTag = (tag: string): Locale => {
  if (tag.toLowerCase().startsWith("zh")) return "zh";
  return tag.toLowerCase().startsWith("ru") ? "ru" : "en";
};

export const useFormLocale = (): Locale => localeOfTag(useLingui().i18n.locale);

/** Country choices named in `locale`, sorted for that language. */
export const countryChoices = (codes: readonly string[], locale: Locale): readonly Choice[] =>
  codes
    .map((code) => ({ id: code, name: countryName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, LANGUAGE_TAGS[locale]));
