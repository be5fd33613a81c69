// The caller's language for server messages, by core's one rule (visit-locale.ts, D286): the lang
// cookie when it is an allowed value, else the supported language Accept-Language prefers most
// (q-values counted), else Chinese (spec §2.1 default) for mails and files, English for the
// envelope's `msg` (D340).

import { envelopeLocale, LANG_COOKIE_NAME, type Locale, visitorLocale } from "@portolan/core";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";

export const requestLocale = (langCookie: string | undefined, acceptLanguage: string | undefined): Locale =>
  visitorLocale({ langCookie, acceptLanguage });

/** The language of the envelope's `msg` to this request: a signed-in browser's lang cookie, else Accept-Language. */
export const envelopeLocaleOf = (c: Context): Locale =>
  envelopeLocale({
    langCookie: getCookie(c, LANG_COOKIE_NAME),
    acceptLanguage: c.req.header("accept-language"),
  });
