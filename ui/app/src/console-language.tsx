// The console's language picker (spec §4 Language): console addresses have no language segment, so
// picking a language stores the lang cookie (core's formatLangCookie) and reloads the same address.
import { useLingui } from "@lingui/react";
import { browserNavigation } from "@portolan/adapters";
import { formatLangCookie, LOCALE_NATIVE_NAMES, LOCALES, type Locale } from "@portolan/core";
import { LANGUAGE_TAGS } from "@portolan/kit/i18n/i18n.ts";
import { storeLanguage } from "@portolan/kit/runtime/store-language.ts";
import * as s from "./console.css.ts";
import type { ConsoleMessageId } from "./i18n/console-messages.ts";

export const chooseConsoleLanguage = (target: Locale): void => {
  storeLanguage(formatLangCookie(target));
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
          {LOCALE_NATIVE_NAMES[l]}
        </button>
      ))}
    </nav>
  );
}
