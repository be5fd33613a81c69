// One Lingui instance per render, loaded with the page's language only (the other languages'
// catalogues are never downloaded): the public catalogue (core's ids, the kit's and the site's
// words: ../locales/{locale}.po, compiled by Lingui's Vite plugin at build time), plus any extra
// one (the console's own).

import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "@portolan/core";
import { LANGUAGE_TAGS } from "../format/language-tag.ts";

export { LANGUAGE_TAGS };

type Catalog = { readonly messages: Messages };

const LOADERS: Readonly<Record<Locale, () => Promise<Catalog>>> = {
  zh: () => import("../locales/zh.po"),
  en: () => import("../locales/en.po"),
  ru: () => import("../locales/ru.po"),
};

type CatalogLoader = (locale: Locale) => Promise<Catalog>;

/** The language's whole catalogue, plus any extra one (the console's messages). */
export const createI18n = async (locale: Locale, extra?: CatalogLoader): Promise<I18n> => {
  const [own, more] = await Promise.all([LOADERS[locale](), extra?.(locale)]);
  const i18n = setupI18n();
  // The shared words win: a console or site file that reads a shared id (a core message, the
  // chrome's) lists it in its own catalogue too, without its text.
  i18n.loadAndActivate({ locale: LANGUAGE_TAGS[locale], messages: { ...more?.messages, ...own.messages } });
  return i18n;
};
