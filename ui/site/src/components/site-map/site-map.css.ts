import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const groups = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
  columnGap: vars.space.xl,
});
export const list = style({
  margin: 0,
  paddingLeft: "1.2em",
  display: "grid",
  gap: vars.space.s,
});
