// The monthly trend of the filters (issue 16): each month's value this period and the same month a
// year earlier, as two lines (Observable Plot, loaded with the chart, as the search's trend: D206),
// and the same figures as a table for keyboard and screen-reader users.
import { useLingui } from "@lingui/react/macro";
import type { StatsSummary } from "@portolan/contracts";
import { type Locale, yearEarlierLoaded } from "@portolan/core";
import { formatMoneyShort, formatMoneyWhole } from "@portolan/kit/format/numbers.ts";
import { useEffect, useRef } from "react";
import { ChangeFigure } from "../../widgets/change-figure.tsx";
import * as w from "../../widgets/widgets.css.ts";
import * as s from "../shipment-search/shipment-search.css.ts";
import * as m from "./market-stats.css.ts";

type Month = StatsSummary["monthly"][number];
const NOW = "#0b5394";
const EARLIER = "#9aa5b1";

const changeOf = (month: Month): number | null =>
  month.valueYearEarlier === 0 ? null : month.value / month.valueYearEarlier - 1;
const loaded = (month: Month, firstPeriod: string | undefined): boolean =>
  yearEarlierLoaded({ from: month.period, to: month.period }, firstPeriod);

export function StatsTrend(props: {
  readonly months: readonly Month[];
  readonly currency: string;
  /** The first month the source holds: a month whose year earlier is before it has no change. */
  readonly firstPeriod: string | undefined;
  readonly locale: Locale;
}) {
  const { t } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const { months, currency, locale, firstPeriod } = props;
  const title = t`Value per month`;
  useEffect(() => {
    let live = true;
    void import("@observablehq/plot").then((Plot) => {
      const host = frame.current;
      if (!live || host === null) return;
      // The year earlier's line only over months whose year earlier is loaded (D327): not a drop to 0.
      const earlier = months.filter((m) => loaded(m, firstPeriod));
      const line = (y: "value" | "valueYearEarlier", stroke: string, dash?: string) => [
        Plot.lineY(y === "value" ? months : earlier, {
          x: "period",
          y,
          stroke,
          strokeWidth: 2.5,
          ...(dash ? { strokeDasharray: dash } : {}),
        }),
        Plot.dotY(y === "value" ? months : earlier, { x: "period", y, fill: stroke, r: 2.5 }),
      ];
      // Room on the left for the longest tick ("300 млрд $" is longer than "$300B").
      const top = Math.max(0, ...months.flatMap((m) => [m.value, m.valueYearEarlier]));
      const chart = Plot.plot({
        width: Math.max(280, host.clientWidth),
        height: 240,
        marginLeft: 16 + 7 * formatMoneyShort(top, currency, locale).length,
        x: {
          type: "point",
          label: null,
          // A label at each January and at the first month, so that a short period is still read.
          tickFormat: (p: string, i: number) => (i === 0 || p.endsWith("-01") ? p : ""),
        },
        y: {
          grid: true,
          label: null,
          zero: true,
          tickFormat: (v: number) => formatMoneyShort(v, currency, locale),
        },
        marks: [...line("valueYearEarlier", EARLIER, "5,4"), ...line("value", NOW), Plot.ruleY([0])],
      });
      chart.setAttribute("aria-hidden", "true");
      // Plot's <style> element is refused by the CSP (style-src 'self'); its rules are the screen's (D206).
      chart.querySelector("style")?.remove();
      host.replaceChildren(chart);
    });
    return () => {
      live = false;
    };
  }, [months, currency, locale, firstPeriod]);
  return (
    <figure className={`${w.card} ${s.chart}`}>
      <figcaption className={w.cardTitle}>{title}</figcaption>
      <ul className={m.legend}>
        <li>
          <span className={m.swatch} style={{ background: NOW }} />
          {t`This period`}
        </li>
        <li>
          <span className={m.swatch} style={{ background: EARLIER }} />
          {t`A year earlier`}
        </li>
      </ul>
      <div ref={frame} className={s.chartFrame} data-testid="stats-trend" />
      <details>
        <summary>{t`Show the figures`}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <section className={w.tableScroller} tabIndex={0} aria-label={title}>
          <table className={w.table}>
            <caption className={s.hiddenCaption}>{title}</caption>
            <thead>
              <tr>
                <th className={w.cell} scope="col">{t`Month`}</th>
                <th className={`${w.cell} ${s.numeric}`} scope="col">{t`Value`}</th>
                <th className={`${w.cell} ${s.numeric}`} scope="col">{t`A year earlier`}</th>
                <th className={`${w.cell} ${s.numeric}`} scope="col">{t`Change`}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.period}>
                  <td className={w.cell}>{month.period}</td>
                  <td className={`${w.cell} ${s.numeric}`}>
                    {formatMoneyWhole(month.value, currency, locale)}
                  </td>
                  <td className={`${w.cell} ${s.numeric}`}>
                    {/* A month whose year earlier is not loaded has no amount then, not a zero (D327). */}
                    {loaded(month, props.firstPeriod)
                      ? formatMoneyWhole(month.valueYearEarlier, currency, locale)
                      : "—"}
                  </td>
                  <td className={`${w.cell} ${s.numeric}`}>
                    <ChangeFigure
                      change={loaded(month, props.firstPeriod) ? changeOf(month) : null}
                      comparable={loaded(month, props.firstPeriod)}
                      locale={locale}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}
