import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "grid",
  gap: vars.space.m,
  gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))",
  padding: 0,
  margin: 0,
  listStyle: "none",
});
export const office = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  background: vars.color.paper,
});
export const name = style({ fontSize: "1.1rem", margin: `0 0 ${vars.space.s}` });
export const address = style({ fontStyle: "normal", color: vars.color.inkSoft });
