// The monthly trend of a search or a firm: shipments, weight or value per month as bars (Observable
// Plot, loaded only when a trend is shown), switched by a radio group, and the same figures as a
// table for keyboard and screen-reader users. Every month of the range is a bar, zero where nothing
// shipped (core's fillMonths, D324), so a gap in trade reads as a gap, not as two months side by side.
import { useLingui } from "@lingui/react/macro";
import type { MonthPoint } from "@portolan/contracts";
import { emptyTradeMonth, fillMonths, type Locale, type MonthRange } from "@portolan/core";
import { formatNumber, formatShort } from "@portolan/kit/format/numbers.ts";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import * as w from "../../widgets/widgets.css.ts";
import * as s from "./shipment-search.css.ts";

type Metric = "shipments" | "weightKg" | "valueUsd";
const METRICS: readonly Metric[] = ["shipments", "weightKg", "valueUsd"];

export function TrendChart(props: {
  readonly months: readonly MonthPoint[];
  readonly locale: Locale;
  /** The search's dates (yyyy-MM-dd); the first to the last month with data when absent. */
  readonly range?: MonthRange;
}) {
  const { t } = useLingui();
  const { from, to } = props.range ?? {};
  const months = useMemo(
    () => fillMonths(props.months, emptyTradeMonth, { from, to }),
    [props.months, from, to],
  );
  const frame = useRef<HTMLDivElement>(null);
  const name = useId();
  const [metric, setMetric] = useState<Metric>("shipments");
  const titles: Readonly<Record<Metric, string>> = {
    shipments: t`Shipments per month`,
    weightKg: t`Weight per month (kg)`,
    valueUsd: t`Value per month (USD)`,
  };
  const labels: Readonly<Record<Metric, string>> = {
    shipments: t`Shipments`,
    weightKg: t`Weight (kg)`,
    valueUsd: t`Value (USD)`,
  };
  const title = titles[metric];
  const figure = (m: MonthPoint) => formatNumber(Math.round(m[metric]), props.locale);
  useEffect(() => {
    let live = true;
    void import("@observablehq/plot").then((Plot) => {
      const host = frame.current;
      if (!live || host === null) return;
      const chart = Plot.plot({
        width: Math.max(280, host.clientWidth),
        height: 220,
        marginLeft: 52,
        x: { type: "band", label: null, tickFormat: (m: string) => (m.endsWith("-01") ? m.slice(0, 4) : "") },
        // Counts: whole numbers only on the axis; weights and values in the short form (12K).
        y: {
          grid: true,
          label: null,
          tickFormat: (n: number) =>
            metric === "shipments"
              ? Number.isInteger(n)
                ? formatNumber(n, props.locale)
                : ""
              : formatShort(n, props.locale),
        },
        marks: [
          Plot.barY(months, {
            x: "month",
            y: metric,
            fill: "#0b5394",
            title: (m: MonthPoint) => `${m.month}: ${formatNumber(Math.round(m[metric]), props.locale)}`,
          }),
          Plot.ruleY([0]),
        ],
      });
      chart.setAttribute("aria-hidden", "true");
      chart.setAttribute("data-metric", metric);
      // Plot writes its few base rules in a <style> element, which the CSP refuses (style-src
      // 'self'): they are in this screen's stylesheet instead (chartFrame).
      chart.querySelector("style")?.remove();
      host.replaceChildren(chart);
    });
    return () => {
      live = false;
    };
  }, [months, props.locale, metric]);
  return (
    <figure className={s.chart}>
      <figcaption className={w.subTitle}>{title}</figcaption>
      <fieldset className={s.metricSwitch}>
        <legend className={s.metricLegend}>{t`Show per month`}</legend>
        {METRICS.map((m) => (
          <label key={m} className={s.kind}>
            <input type="radio" name={name} value={m} checked={metric === m} onChange={() => setMetric(m)} />
            {labels[m]}
          </label>
        ))}
      </fieldset>
      <div ref={frame} className={s.chartFrame} />
      <details>
        <summary>{t`Show the figures`}</summary>
        <table className={w.table}>
          <caption className={s.hiddenCaption}>{title}</caption>
          <thead>
            <tr>
              <th className={w.cell} scope="col">{t`Month`}</th>
              <th className={`${w.cell} ${s.numeric}`} scope="col">
                {labels[metric]}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <td className={w.cell}>{m.month}</td>
                <td className={`${w.cell} ${s.numeric}`}>{figure(m)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
