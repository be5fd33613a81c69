// The sample trend: shipments per month as bars of plain SVG (trend-geometry.ts), hidden from screen
// readers, with its figures as a table under "Show the figures". Until the months come the frame is
// drawn empty at the same size.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as s from "./samples.css.ts";
import { TREND_FRAME, type TrendMonth, trendBars } from "./trend-geometry.ts";

export function TrendChart(props: {
  readonly months: readonly TrendMonth[] | undefined;
  readonly title: string;
  readonly locale: Locale;
}) {
  const { t } = useLingui();
  const months = props.months ?? [];
  const bars = trendBars(months);
  const { width, height, bottom } = TREND_FRAME;
  const max = Math.max(0, ...months.map((m) => m.shipments));
  const first = bars[0];
  const last = bars.at(-1);
  return (
    <figure className={s.chart}>
      {/* The labels are HTML, not SVG text: the drawing stretches to the card's width. */}
      <div className={s.axisRow}>
        <span>{bars.length === 0 ? "" : t`Busiest month: ${formatNumber(max, props.locale)}`}</span>
      </div>
      <svg
        className={s.chartSvg}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line
          className={s.axis}
          vectorEffect="non-scaling-stroke"
          x1={0}
          x2={width}
          y1={height - bottom}
          y2={height - bottom}
        />
        {bars.map((b) => (
          <rect key={b.month} className={s.bar} x={b.x} y={b.y} width={b.width} height={b.height}>
            <title>{`${b.month}: ${formatNumber(b.shipments, props.locale)}`}</title>
          </rect>
        ))}
      </svg>
      <div className={s.axisRow} aria-hidden="true">
        <span>{first?.month ?? ""}</span>
        <span>{last === first ? "" : (last?.month ?? "")}</span>
      </div>
      <details className={s.figures}>
        <summary>{t`Show the figures`}</summary>
        <table className={s.table}>
          <caption className={s.visuallyHidden}>{props.title}</caption>
          <thead>
            <tr>
              <th className={s.headCell} scope="col">{t`Month`}</th>
              <th className={s.numberHead} scope="col">{t`Shipments`}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <td className={s.cell}>{m.month}</td>
                <td className={s.numberCell}>{formatNumber(m.shipments, props.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
