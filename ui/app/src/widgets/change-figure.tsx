// A change on a year earlier: the signed percent with an arrow, green up and red down, so that the
// sign and the arrow say it without the colour. No trade a year earlier is "new", not an infinity; a
// year earlier the data does not wholly hold is no comparison at all (a dash, said in words).
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import { formatChange } from "@portolan/kit/format/numbers.ts";
import { visuallyHidden } from "@portolan/kit/theme/visually-hidden.css.ts";
import * as w from "./widgets.css.ts";

export function ChangeFigure(props: {
  readonly change: number | null;
  readonly locale: Locale;
  /** Whether the year earlier is wholly in the data (a missing change then means no trade then). */
  readonly comparable?: boolean;
}) {
  const { t } = useLingui();
  const { change } = props;
  if (change === null && props.comparable === false)
    return (
      <span className={w.muted}>
        <span aria-hidden="true">—</span>
        <span className={visuallyHidden}>{t`no comparison: a year earlier is not in the data`}</span>
      </span>
    );
  if (change === null) return <span className={w.muted}>{t`new`}</span>;
  const tone = change > 0 ? w.good : change < 0 ? w.bad : w.text;
  const arrow = change > 0 ? "▲ " : change < 0 ? "▼ " : "";
  return (
    <span className={tone} data-change={change > 0 ? "up" : change < 0 ? "down" : "flat"}>
      <span aria-hidden="true">{arrow}</span>
      {formatChange(change, props.locale)}
    </span>
  );
}
