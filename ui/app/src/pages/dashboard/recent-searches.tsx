// The dashboard's recent searches (issue 15): the user's latest shipment searches in the console,
// newest first, each a link that runs it again, with what it found and when.
import { Plural, useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import { savedSearchAddress } from "@portolan/core";
import { formatDateTime } from "@portolan/kit/format/dates.ts";
import { Link } from "wouter";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { LoadFailed, Loading } from "../../widgets/load-state.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { useSearchDescription } from "../collection/search-description.ts";
import * as s from "./dashboard.css.ts";

/** How many the card shows; the provider keeps more. */
const SHOWN = 8;

export function RecentSearches({ locale }: { readonly locale: Locale }) {
  const { t } = useLingui();
  const { remote, reload } = useConsoleQuery("recentSearches", {});
  const describe = useSearchDescription(locale);
  return (
    <section className={w.card} aria-labelledby="dash-recent" data-testid="recent-searches">
      <h2 id="dash-recent" className={w.cardTitle}>{t`Recent searches`}</h2>
      {remote.state === "loading" ? <Loading /> : null}
      {remote.state === "failed" ? <LoadFailed retry={reload} /> : null}
      {remote.state === "ready" && remote.data.searches.length === 0 ? (
        <p className={w.muted}>{t`The shipment searches you make appear here, to run again in one click.`}</p>
      ) : null}
      {remote.state === "ready" && remote.data.searches.length > 0 ? (
        <ul className={s.entries}>
          {remote.data.searches.slice(0, SHOWN).map((search) => (
            <li key={search.query} className={s.entry}>
              <Link className={w.link} href={savedSearchAddress(search.query)}>
                {describe(search.query)}
              </Link>
              <span className={s.meta}>
                {search.totalExact ? (
                  <Plural value={search.total} one="# shipment" other="# shipments" />
                ) : (
                  <Plural value={search.total} one="about # shipment" other="about # shipments" />
                )}{" "}
                · {formatDateTime(search.searchedAt, locale)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
