// The export control and the list of exports: a compact row of choices, a progress bar drawn from
// the theme's colours (the bar's value is the element's own, for assistive technology).
import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const control = style({
  display: "grid",
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  background: vars.color.paper,
  minWidth: 0,
});
export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "end" });
/** The title and the limit, beside the choices where there is room. */
export const intro = style({ flex: "1 1 16rem", display: "grid", gap: vars.space.xs, minWidth: 0 });
export const title = style({ margin: 0, fontSize: "1rem" });
export const select = style({
  font: "inherit",
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  background: vars.color.paper,
  minHeight: "2.5rem",
  maxWidth: "100%",
});
export const field = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: "0.95rem" });
export const progress = style({ display: "grid", gap: vars.space.xs, minWidth: "10rem" });
export const track = style({
  height: "0.6rem",
  borderRadius: vars.radius.s,
  background: vars.color.paperAlt,
  border: `1px solid ${vars.color.line}`,
  overflow: "hidden",
});
export const fill = style({ height: "100%", background: vars.color.brand, transition: "width 200ms linear" });
export const numeric = style({ textAlign: "right", whiteSpace: "nowrap" });
export const nowrap = style({ whiteSpace: "nowrap" });
export const caption = style({ textAlign: "left", fontWeight: 600, padding: `${vars.space.xs} 0` });
export const status = style({
  display: "grid",
  gap: vars.space.xs,
  minWidth: "11rem",
  alignContent: "start",
});
export const statusWord = style({ fontWeight: 600 });
export const contents = style({ minWidth: "9rem", maxWidth: "20rem" });
