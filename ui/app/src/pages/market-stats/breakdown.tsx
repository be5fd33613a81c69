// China customs' figures by trade mode or by the trader's province (issue 16 "for China, drill-down
// by trade mode and province"): name, value, share (a bar) and change, biggest first. A name narrows
// the screen to it; a breakdown already narrowed to one says so with a way back to every one.
import { useLingui } from "@lingui/react/macro";
import { type Locale, yearEarlierLoaded } from "@portolan/core";
import { formatMoneyShort } from "@portolan/kit/format/numbers.ts";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { ChangeFigure } from "../../widgets/change-figure.tsx";
import { Loading } from "../../widgets/load-state.tsx";
import { ShareBar } from "../../widgets/share-bar.tsx";
import * as w from "../../widgets/widgets.css.ts";
import * as r from "../partners-report/partners-report.css.ts";
import * as m from "./market-stats.css.ts";
import { type StatsState, statsFilterParams } from "./stats-url.ts";
import { useSteady } from "./use-steady.ts";

export function Breakdown(props: {
  readonly by: "tradeMode" | "province";
  readonly state: StatsState;
  /** The first month the source holds (changes need the whole year earlier: core's yearEarlierLoaded). */
  readonly firstPeriod: string | undefined;
  readonly locale: Locale;
  readonly onChoose: (change: Partial<StatsState>) => void;
}) {
  const { t } = useLingui();
  const { by, state, locale } = props;
  const asked = useConsoleQuery(
    "statsBreakdown",
    { query: { ...statsFilterParams(state), by } },
    { handles: true },
  );
  const { remote, stale } = useSteady(asked.remote);
  const id = `stats-by-${by}`;
  const title = by === "tradeMode" ? t`By trade mode` : t`By province of the trader`;
  const chosen = state[by];
  const body = () => {
    if (remote.state === "loading") return <Loading />;
    if (remote.state === "failed") return <p className={w.bad}>{t`These figures could not be loaded.`}</p>;
    const { records, currency } = remote.data;
    if (records.length === 0) return <p className={w.muted}>{t`No trade matches these filters.`}</p>;
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      <section className={w.tableScroller} tabIndex={0} aria-labelledby={id}>
        <table className={w.table}>
          <thead>
            <tr>
              <th className={w.cell} scope="col">
                {by === "tradeMode" ? t`Trade mode` : t`Province`}
              </th>
              <th className={`${w.cell} ${r.figure}`} scope="col">{t`Value`}</th>
              <th className={w.cell} scope="col">{t`Share`}</th>
              <th className={`${w.cell} ${r.figure}`} scope="col">{t`Change`}</th>
            </tr>
          </thead>
          <tbody>
            {records.map((row) => (
              <tr key={row.code}>
                <td className={w.cell}>
                  {chosen === row.code ? (
                    row.name[locale]
                  ) : (
                    <button
                      type="button"
                      className={m.drill}
                      onClick={() => props.onChoose({ [by]: row.code })}
                    >
                      {row.name[locale]}
                    </button>
                  )}
                </td>
                <td className={`${w.cell} ${r.figure}`}>{formatMoneyShort(row.value, currency, locale)}</td>
                <td className={w.cell}>
                  <ShareBar share={row.share} locale={locale} />
                </td>
                <td className={`${w.cell} ${r.figure}`}>
                  <ChangeFigure
                    change={row.change}
                    comparable={yearEarlierLoaded(remote.data.period, props.firstPeriod)}
                    locale={locale}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    );
  };
  return (
    <div className={`${w.card} ${stale ? m.stale : ""}`} aria-busy={stale}>
      <h2 className={w.cardTitle} id={id}>
        {title}
      </h2>
      {chosen === "" ? null : (
        <p className={w.text}>
          <button type="button" className={m.drill} onClick={() => props.onChoose({ [by]: "" })}>
            {by === "tradeMode" ? t`Show every trade mode` : t`Show every province`}
          </button>
        </p>
      )}
      {body()}
    </div>
  );
}
