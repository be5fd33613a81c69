// Market analysis's screen for one source: the filters (from the source's options), then what the
// filters select: headline figures, the monthly trend, the top products, the partners on a map and
// in a ranked table, and for China customs the figures by trade mode and by province. Every change
// is a new address (navigate), so back and forward step through the filters.
import { useLingui } from "@lingui/react/macro";
import { DESIGNED_CODES, type Locale, yearEarlierLoaded } from "@portolan/core";
import { failureText } from "@portolan/kit/forms/notice-text.ts";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { Loading } from "../../widgets/load-state.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { Breakdown } from "./breakdown.tsx";
import { Headline } from "./headline.tsx";
import * as m from "./market-stats.css.ts";
import { PartnerMap } from "./partner-map.tsx";
import { PartnerTable } from "./partner-table.tsx";
import { StatsFilters } from "./stats-filters.tsx";
import { StatsRefusal } from "./stats-refusal.tsx";
import { StatsTrend } from "./stats-trend.tsx";
import { type StatsState, statsAddress, statsFilterParams, withFilters } from "./stats-url.ts";
import { TopProducts } from "./top-products.tsx";
import { useSteady } from "./use-steady.ts";

export function MarketStats(props: {
  readonly state: StatsState;
  readonly locale: Locale;
  readonly packagePath: string;
  readonly navigate: (to: string) => void;
}) {
  const { i18n, t } = useLingui();
  const { state, locale } = props;
  const options = useConsoleQuery("statsOptions", { query: { source: state.source } }, { handles: true });
  const summary = useConsoleQuery("statsSummary", { query: statsFilterParams(state) }, { handles: true });
  const steady = useSteady(summary.remote);
  const change = (next: Partial<StatsState>) => props.navigate(statsAddress(withFilters(state, next)));
  const refused = [options.remote, summary.remote].some(
    (r) =>
      r.state === "failed" &&
      r.failure.kind === "rejected" &&
      r.failure.code === DESIGNED_CODES.STATS_MARKET_ANALYSIS,
  );
  if (refused) return <StatsRefusal packagePath={props.packagePath} />;
  if (options.remote.state === "loading") return <Loading />;
  if (options.remote.state === "failed")
    return <p className={w.bad} role="alert">{t`The statistics could not be loaded.`}</p>;
  const opts = options.remote.data;
  if (opts.lastPeriod === undefined)
    return <p className={w.muted}>{t`No statistics of this source are loaded yet.`}</p>;
  const body = () => {
    const remote = steady.remote;
    if (remote.state === "loading") return <Loading />;
    if (remote.state === "failed")
      return (
        <p className={w.bad} role="alert">
          {failureText((id, values) => i18n._(id, values), remote.failure) ??
            t`The statistics could not be loaded.`}
        </p>
      );
    const data = remote.data;
    return (
      <div className={`${m.stack} ${steady.stale ? m.stale : ""}`} aria-busy={steady.stale}>
        <p className={m.period} role="status" id="stats-period">
          {t`${data.period.from} to ${data.period.to}, compared with the same months a year earlier`}
        </p>
        <Headline
          headline={data.headline}
          currency={data.currency}
          comparable={yearEarlierLoaded(data.period, opts.firstPeriod)}
          locale={locale}
        />
        <div className={m.twoColumns}>
          <StatsTrend
            months={data.monthly}
            currency={data.currency}
            firstPeriod={opts.firstPeriod}
            locale={locale}
          />
          <TopProducts
            products={data.products}
            currency={data.currency}
            locale={locale}
            state={state}
            onChoose={change}
          />
        </div>
        <PartnerMap state={state} locale={locale} />
        <PartnerTable
          state={state}
          firstPeriod={opts.firstPeriod}
          locale={locale}
          navigate={props.navigate}
        />
        {state.source === "cn" ? (
          <div className={m.twoColumns}>
            <Breakdown
              by="tradeMode"
              state={state}
              firstPeriod={opts.firstPeriod}
              locale={locale}
              onChoose={change}
            />
            <Breakdown
              by="province"
              state={state}
              firstPeriod={opts.firstPeriod}
              locale={locale}
              onChoose={change}
            />
          </div>
        ) : null}
      </div>
    );
  };
  return (
    <div className={m.stack}>
      <StatsFilters
        state={state}
        options={opts}
        period={steady.remote.state === "ready" ? steady.remote.data.period : undefined}
        locale={locale}
        onChange={change}
      />
      {body()}
    </div>
  );
}
