import { vars } from "@portolan/kit/theme/vars.css.ts";
import { globalStyle, style } from "@vanilla-extract/css";

export const groups = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
  columnGap: vars.space.xl,
});
// Grid items' margins do not collapse: a group is spaced once, not by two sections' margins.
globalStyle(`${groups} > section`, { margin: `${vars.space.l} 0` });
export const list = style({
  margin: 0,
  paddingLeft: "1.2em",
  display: "grid",
  gap: vars.space.s,
});
