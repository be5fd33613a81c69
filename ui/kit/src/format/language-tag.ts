// The BCP 47 tag of each of the site's languages: for <html lang>, hreflang, Lingui's locale and
// every Intl format of a page.
import type { Locale } from "@portolan/core";

export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { zh: "zh-CN", en: "en", ru: "ru" };
