// Stores the chosen language in the lang cookie (spec §4 Language: scoped to the shared parent
// domain when one is configured), for the site's language bar and the console's picker alike.
import { documentCookies } from "@portolan/adapters";
import { LANG_COOKIE_NAME } from "@portolan/core";
import { LANG_COOKIE_DOMAIN, LANG_COOKIE_MAX_AGE_SECONDS } from "../config/site-config.ts";

/** `value` is the cookie's stored form (core's formatLangCookie / planLanguageChange). */
export const storeLanguage = (value: string): void => {
  documentCookies().set(LANG_COOKIE_NAME, value, {
    path: "/",
    maxAgeSeconds: LANG_COOKIE_MAX_AGE_SECONDS,
    ...(LANG_COOKIE_DOMAIN === undefined ? {} : { domain: LANG_COOKIE_DOMAIN }),
  });
};
