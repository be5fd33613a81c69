// The monthly trend of a search or a firm: shipments, weight or value per month as bars (Observable
// Plot, loaded only when a trend is shown), switched by a radio group, and the same figures as a
// table for keyboard and screen-reader users. Every month of the range is a bar, zero where nothing
// shipped (core's fillMonths, D324), so a gap in trade reads as a gap, not as two months side by side.
// A weight or value is the sum of the shipments that carried one: where some did not, the bar's
// tooltip, its row of the table and a line under the chart say "value known for 12 of 40 shipments"
// (D341), and a month whose shipments carried none is "–" in the table.
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { MonthPoint } from "@portolan/contracts";
import { emptyTradeMonth, fillMonths, knownCoverage, type Locale, type MonthRange } from "@portolan/core";
import { formatNumber, formatShort } from "@portolan/kit/format/numbers.ts";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { KnownFigure } from "../../widgets/known-figure.tsx";
import { type KnownWhat, knownNote, knownSentence, notKnownTitle } from "../../widgets/known-note.ts";
import * as w from "../../widgets/widgets.css.ts";
import * as s from "./shipment-search.css.ts";

type Metric = "shipments" | "weightKg" | "valueUsd";
const METRICS: readonly Metric[] = ["shipments", "weightKg", "valueUsd"];

/** The figure a sum metric is of, and how many of a month's shipments had it. */
const KNOWN: Readonly<Record<Exclude<Metric, "shipments">, readonly [KnownWhat, (m: MonthPoint) => number]>> =
  {
    weightKg: ["weight", (m) => m.weightKnown],
    valueUsd: ["value", (m) => m.valueKnown],
  };

/** A month's figure in words: the sum, and how many of its shipments it is of when not all. */
const monthWords = (m: MonthPoint, metric: Metric, i18n: I18n, locale: Locale) => {
  const figure = formatNumber(Math.round(m[metric]), locale);
  if (metric === "shipments") return figure;
  const [what, knownOf] = KNOWN[metric];
  // Shipments that all lacked the figure: no bar, and "–", never a 0.
  if (knownCoverage(knownOf(m), m.shipments) === "none") return `– (${notKnownTitle(i18n, what)})`;
  const note = knownNote(i18n, what, knownOf(m), m.shipments, (v) => formatNumber(v, locale));
  return note === undefined ? figure : `${figure} (${note})`;
};

export function TrendChart(props: {
  readonly months: readonly MonthPoint[];
  readonly locale: Locale;
  /** The search's dates (yyyy-MM-dd); the first to the last month with data when absent. */
  readonly range?: MonthRange;
}) {
  const { t, i18n } = useLingui();
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
  const n = (v: number) => formatNumber(Math.round(v), props.locale);
  const known = metric === "shipments" ? undefined : KNOWN[metric];
  // Over the whole series: the line under the chart.
  const seriesNote =
    known === undefined
      ? undefined
      : knownSentence(
          i18n,
          known[0],
          months.reduce((sum, m) => sum + known[1](m), 0),
          months.reduce((sum, m) => sum + m.shipments, 0),
          n,
        );
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
            title: (m: MonthPoint) => `${m.month}: ${monthWords(m, metric, i18n, props.locale)}`,
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
  }, [months, props.locale, metric, i18n]);
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
      {seriesNote === undefined ? null : (
        <p className={w.muted} data-testid="trend-known">
          {seriesNote}
        </p>
      )}
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
                <td className={`${w.cell} ${s.numeric}`}>
                  {known === undefined ? (
                    n(m.shipments)
                  ) : (
                    <KnownFigure sum={m[metric]} known={known[1](m)} of={m.shipments} what={known[0]} n={n} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
