// One Lingui instance per render, loaded with the page's language only (the other languages'
// catalogues are never downloaded).

import { type I18n, setupI18n } from "@lingui/core";
import type { Locale } from "@portolan/core";
import { compileCatalog } from "./compile-message.ts";

const LOADERS: Readonly<
  Record<Locale, () => Promise<{ readonly messages: Readonly<Record<string, string>> }>>
> = {
  zh: () => import("./catalogs/zh.ts"),
  en: () => import("./catalogs/en.ts"),
  ru: () => import("./catalogs/ru.ts"),
};

/** The BCP 47 tag of each locale, for <html lang> and Intl formatting. */
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { zh: "zh-CN", en: "en", ru: "ru" };

type CatalogLoader = (locale: Locale) => Promise<{ readonly messages: Readonly<Record<string, string>> }>;

/** The language's catalogue, plus any extra one (the console's own messages, never the site's). */
export const createI18n = async (locale: Locale, extra?: CatalogLoader): Promise<I18n> => {
  const [base, more] = await Promise.all([LOADERS[locale](), extra?.(locale)]);
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale: LANGUAGE_TAGS[locale],
    messages: compileCatalog({ ...base.messages, ...more?.messages }),
  });
  return i18n;
};
