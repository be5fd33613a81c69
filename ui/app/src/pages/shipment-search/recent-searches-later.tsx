// The dashboard's recent searches card with the later catalogue's words it needs (D272), fetched
// when the search screen's "Recent searches" button is reached (recent-searches-panel.tsx).
import type { Locale } from "@portolan/core";
import { useLaterWords } from "../../i18n/use-later-words.ts";
import { RecentSearches } from "../dashboard/recent-searches.tsx";

export function RecentSearchesWithWords({ locale }: { readonly locale: Locale }) {
  return useLaterWords(locale) ? <RecentSearches locale={locale} /> : null;
}
