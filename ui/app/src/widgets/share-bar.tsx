// A part of a whole as a bar the width of the part, with the percent beside it (the bar is
// decoration: the percent says it). The partners report and market analysis's tables share it.
import type { Locale } from "@portolan/core";
import { formatPercent } from "@portolan/kit/format/numbers.ts";
import * as r from "../pages/partners-report/partners-report.css.ts";

export function ShareBar(props: { readonly share: number; readonly locale: Locale }) {
  return (
    <span className={r.share}>
      <span className={r.shareTrack} aria-hidden="true">
        <span className={r.shareBar} style={{ width: `${Math.max(0, Math.min(100, props.share * 100))}%` }} />
      </span>
      <span className={r.shareFigure}>{formatPercent(props.share, props.locale)}</span>
    </span>
  );
}
