// Market analysis (spec §2.6 {data}/stats/cn and /stats/un, §6 market analysis 128; issue 16): trade
// statistics of China customs or UN Comtrade, one screen for both, its whole state in the address
// (stats-url.ts). A package without the permission is told so, with the packages.
import { useLingui } from "@lingui/react/macro";
import { mayOpenMarketAnalysis, routeById, segmentOfLocale } from "@portolan/core";
import { useLocation } from "wouter";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import * as w from "../../widgets/widgets.css.ts";
import * as m from "./market-stats.css.ts";
import { MarketStats } from "./market-stats.tsx";
import { SourceSwitch } from "./source-switch.tsx";
import { StatsRefusal } from "./stats-refusal.tsx";
import { statsStateOf } from "./stats-url.ts";

export default function MarketStatsPage({ route, locale, session, query }: ConsolePageProps) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  if (session === undefined) return null;
  const state = statsStateOf(route.id === "stats/cn" ? "cn" : "un", query);
  const packagePath = routeById("package")?.paths[locale] ?? `/${segmentOfLocale(locale)}`;
  return (
    <div className={page.widePage}>
      <div className={m.titleRow}>
        <h1 className={w.heading}>{i18n._(`console.title.${route.id}`)}</h1>
        <SourceSwitch state={state} />
      </div>
      {mayOpenMarketAnalysis(session.membership) ? (
        <MarketStats state={state} locale={locale} packagePath={packagePath} navigate={navigate} />
      ) : (
        <StatsRefusal packagePath={packagePath} />
      )}
    </div>
  );
}
