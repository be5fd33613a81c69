// The whole console: the language's messages, the router (browser addresses) and the shell.
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Locale } from "@portolan/core";
import { Router } from "wouter";
import { ConsoleShell } from "./console-shell.tsx";

export function ConsoleApp({ i18n, locale }: { readonly i18n: I18n; readonly locale: Locale }) {
  return (
    <I18nProvider i18n={i18n}>
      <Router>
        <ConsoleShell locale={locale} />
      </Router>
    </I18nProvider>
  );
}
