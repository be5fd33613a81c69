// The two sources of market analysis as two links, the one shown marked as the current page: a
// switch keeps the filters both sources share (stats-url's otherSource).
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import * as m from "./market-stats.css.ts";
import { defaultStats, otherSource, type StatsState, statsAddress } from "./stats-url.ts";

export function SourceSwitch(props: { readonly state: StatsState }) {
  const { t } = useLingui();
  const { state } = props;
  const names = { cn: t`China customs`, un: t`UN Comtrade` } as const;
  return (
    <nav className={m.sources} aria-label={t`Source of the statistics`}>
      {(["cn", "un"] as const).map((source) =>
        source === state.source ? (
          <Link key={source} className={m.sourceLink} href={statsAddress(state)} aria-current="page">
            {names[source]}
          </Link>
        ) : (
          <Link
            key={source}
            className={m.sourceLink}
            href={statsAddress(
              source === otherSource(state).source ? otherSource(state) : defaultStats(source),
            )}
          >
            {names[source]}
          </Link>
        ),
      )}
    </nav>
  );
}
