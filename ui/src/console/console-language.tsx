// The console's language picker (spec §4 Language): console addresses have no language segment, so
// picking a language stores the lang cookie (core's formatLangCookie) and reloads the same address.
import { useLingui } from "@lingui/react";
import { browserNavigation, documentCookies } from "@portolan/adapters";
import { formatLangCookie, LANG_COOKIE_NAME, LOCALES, type Locale } from "@portolan/core";
import { LANG_COOKIE_DOMAIN, LANG_COOKIE_MAX_AGE_SECONDS } from "../config/site-config.ts";
import { LANGUAGE_TAGS } from "../i18n/i18n.ts";
import * as s from "./console.css.ts";
import type { ConsoleMessageId } from "./i18n/console-messages.ts";

const NATIVE_NAMES: Readonly<Record<Locale, string>> = { zh: "简体中文", en: "English", ru: "Русский" };

export const chooseConsoleLanguage = (target: Locale): void => {
  documentCookies().set(LANG_COOKIE_NAME, formatLangCookie(target), {
    path: "/",
    maxAgeSeconds: LANG_COOKIE_MAX_AGE_SECONDS,
    ...(LANG_COOKIE_DOMAIN === undefined ? {} : { domain: LANG_COOKIE_DOMAIN }),
  });
  browserNavigation().assign(`${location.pathname}${location.search}${location.hash}`);
};

export function ConsoleLanguagePicker({ locale }: { readonly locale: Locale }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={i18n._("console.language" satisfies ConsoleMessageId)} className={s.languages}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={LANGUAGE_TAGS[l]}
          className={s.languageButton}
          aria-current={l === locale ? "true" : undefined}
          onClick={() => l !== locale && chooseConsoleLanguage(l)}
        >
          {NATIVE_NAMES[l]}
        </button>
      ))}
    </nav>
  );
}
