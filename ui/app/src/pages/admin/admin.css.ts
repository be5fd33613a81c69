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
export const dialog = style({
  width: "min(92vw, 440px)",
  padding: vars.space.l,
  background: vars.color.paper,
  borderRadius: vars.radius.m,
  outline: "none",
  display: "grid",
  gap: vars.space.m,
});
export const dialogText = style({ margin: `0 0 ${vars.space.m}`, lineHeight: 1.5 });
export const done = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.s });
