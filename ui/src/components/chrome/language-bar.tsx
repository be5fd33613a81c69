// The language bar (spec §2.1, §4 Language): the same page in each language where it exists, else the
// language's home (core's switchLanguagePath). Picking one stores the lang cookie (core's
// planLanguageChange and formatLangCookie) and loads the new page in full: its catalogue is another.
import { useLingui } from "@lingui/react";
import { browserNavigation, documentCookies } from "@portolan/adapters";
import {
  LANG_COOKIE_NAME,
  LOCALES,
  type Locale,
  planLanguageChange,
  switchLanguagePath,
} from "@portolan/core";
import type { MouseEvent } from "react";
import { LANG_COOKIE_DOMAIN, LANG_COOKIE_MAX_AGE_SECONDS } from "../../config/site-config.ts";
import { LANGUAGE_TAGS } from "../../i18n/i18n.ts";
import * as s from "./header.css.ts";

/** Each language in its own script, as language pickers show them. */
const NATIVE_NAMES: Readonly<Record<Locale, string>> = { zh: "简体中文", en: "English", ru: "Русский" };

const pick = (event: MouseEvent<HTMLAnchorElement>, target: Locale) => {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const plan = planLanguageChange(`${location.pathname}${location.search}${location.hash}`, target);
  if (plan.kind === "ignored") return;
  documentCookies().set(LANG_COOKIE_NAME, plan.cookieValue, {
    path: "/",
    maxAgeSeconds: LANG_COOKIE_MAX_AGE_SECONDS,
    ...(LANG_COOKIE_DOMAIN === undefined ? {} : { domain: LANG_COOKIE_DOMAIN }),
  });
  browserNavigation().assign(plan.to);
};

export function LanguageBar({ locale, url }: { readonly locale: Locale; readonly url: string }) {
  const { i18n } = useLingui();
  return (
    <div className={s.languageBar}>
      <nav aria-label={i18n._("chrome.languages")}>
        <ul className={s.languageList}>
          {LOCALES.map((l) => (
            <li key={l}>
              <a
                className={s.languageLink}
                href={switchLanguagePath(url, l)}
                hrefLang={LANGUAGE_TAGS[l]}
                lang={LANGUAGE_TAGS[l]}
                aria-current={l === locale ? "true" : undefined}
                onClick={(event) => pick(event, l)}
              >
                {NATIVE_NAMES[l]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
