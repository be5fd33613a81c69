// The public site's own words (ui/site/src/locales, its pages' and islands' texts), loaded beside the
// kit's catalogue (core's ids, the kit's words) that the console loads too: the console never
// downloads the site's words (D272).
import type { I18n, Messages } from "@lingui/core";
import type { Locale } from "@portolan/core";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";

const LOADERS: Readonly<Record<Locale, () => Promise<{ readonly messages: Messages }>>> = {
  zh: () => import("../locales/zh.po"),
  en: () => import("../locales/en.po"),
  ru: () => import("../locales/ru.po"),
};

/** One Lingui instance with the kit's and the site's words of one language. */
export const createSiteI18n = (locale: Locale): Promise<I18n> => createI18n(locale, (l) => LOADERS[l]());
