// The admin page's tables: scroll sideways on a phone instead of squeezing the columns.
import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/vars.css.ts";

export const scroller = style({ overflowX: "auto", maxWidth: "100%" });
export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: "0.95rem" });
export const cell = style({
  textAlign: "left",
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderBottom: `1px solid ${vars.color.line}`,
  verticalAlign: "top",
});
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  alignItems: "flex-end",
});
export const searchRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "end" });
export const small = style({ width: "7em" });
