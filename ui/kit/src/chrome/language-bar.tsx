// The language bar (spec §2.1, §4 Language): the same page in each language where it exists, else the
// language's home (core's switchLanguagePath). Picking one stores the lang cookie (core's
// planLanguageChange and formatLangCookie) and loads the new page in full: its catalogue is another.
import { useLingui } from "@lingui/react";
import { browserNavigation } from "@portolan/adapters";
import {
  LOCALE_NATIVE_NAMES,
  LOCALES,
  type Locale,
  planLanguageChange,
  switchLanguagePath,
} from "@portolan/core";
import type { MouseEvent } from "react";
import { LANGUAGE_TAGS } from "../i18n/i18n.ts";
import { storeLanguage } from "../runtime/store-language.ts";
import * as s from "./header.css.ts";

const pick = (event: MouseEvent<HTMLAnchorElement>, target: Locale) => {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const plan = planLanguageChange(`${location.pathname}${location.search}${location.hash}`, target);
  if (plan.kind === "ignored") return;
  storeLanguage(plan.cookieValue);
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
                {LOCALE_NATIVE_NAMES[l]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
