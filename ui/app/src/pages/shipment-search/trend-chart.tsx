// The monthly trend of a search: shipments per month as bars (Observable Plot, loaded only when a
// trend is shown), and the same figures as a table for keyboard and screen-reader users.
import { useLingui } from "@lingui/react/macro";
import type { MonthPoint } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { useEffect, useRef } from "react";
import * as w from "../../widgets/widgets.css.ts";
import * as s from "./shipment-search.css.ts";

export function TrendChart(props: { readonly months: readonly MonthPoint[]; readonly locale: Locale }) {
  const { t } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const title = t`Shipments per month`;
  useEffect(() => {
    let live = true;
    void import("@observablehq/plot").then((Plot) => {
      const host = frame.current;
      if (!live || host === null) return;
      const chart = Plot.plot({
        width: Math.max(280, host.clientWidth),
        height: 220,
        marginLeft: 48,
        x: { type: "band", label: null, tickFormat: (m: string) => (m.endsWith("-01") ? m.slice(0, 4) : "") },
        // Counts: whole numbers only on the axis.
        y: {
          grid: true,
          label: null,
          tickFormat: (n: number) => (Number.isInteger(n) ? formatNumber(n, props.locale) : ""),
        },
        marks: [
          Plot.barY(props.months, {
            x: "month",
            y: "shipments",
            fill: "#0b5394",
            title: (m: MonthPoint) => `${m.month}: ${formatNumber(m.shipments, props.locale)}`,
          }),
          Plot.ruleY([0]),
        ],
      });
      chart.setAttribute("aria-hidden", "true");
      // Plot writes its few base rules in a <style> element, which the CSP refuses (style-src
      // 'self'): they are in this screen's stylesheet instead (chartFrame).
      chart.querySelector("style")?.remove();
      host.replaceChildren(chart);
    });
    return () => {
      live = false;
    };
  }, [props.months, props.locale]);
  return (
    <figure className={s.chart}>
      <figcaption className={w.subTitle}>{title}</figcaption>
      <div ref={frame} className={s.chartFrame} />
      <details>
        <summary>{t`Show the figures`}</summary>
        <table className={w.table}>
          <caption className={s.hiddenCaption}>{title}</caption>
          <thead>
            <tr>
              <th className={w.cell} scope="col">{t`Month`}</th>
              <th className={`${w.cell} ${s.numeric}`} scope="col">{t`Shipments`}</th>
            </tr>
          </thead>
          <tbody>
            {props.months.map((m) => (
              <tr key={m.month}>
                <td className={w.cell}>{m.month}</td>
                <td className={`${w.cell} ${s.numeric}`}>{formatNumber(m.shipments, props.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
