import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const timeline = style({ listStyle: "none", padding: 0, margin: 0 });
export const item = style({
  display: "grid",
  gridTemplateColumns: "5em 1fr",
  gap: vars.space.m,
  padding: `${vars.space.s} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const year = style({ fontWeight: 700, color: vars.color.brand });
export const offices = style({
  display: "grid",
  gap: vars.space.m,
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
  padding: 0,
  listStyle: "none",
});
export const office = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: vars.space.l,
});
export const officeName = style({ fontSize: "1.1rem", margin: `0 0 ${vars.space.s}` });
export const address = style({ fontStyle: "normal", color: vars.color.inkSoft });
