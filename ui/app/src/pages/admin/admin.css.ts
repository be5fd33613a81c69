// The admin page's tables (the console's table styles) and its action rows.

import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export { cell, table, tableScroller as scroller } from "../../widgets/widgets.css.ts";
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  alignItems: "flex-end",
});
export const searchRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "end" });
export const small = style({ width: "7em" });
