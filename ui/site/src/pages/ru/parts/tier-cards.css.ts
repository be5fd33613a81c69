import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "grid",
  gap: vars.space.l,
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  padding: 0,
  margin: 0,
  listStyle: "none",
});
export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: vars.space.l,
  background: vars.color.paper,
  // The price scales with the card (cqi), so "в год" stays on the price's line at every width.
  containerType: "inline-size",
});
export const name = style({ fontSize: "1.3rem", margin: 0 });
export const price = style({
  fontSize: "min(1.6rem, 13cqi)",
  fontWeight: 700,
  color: vars.color.brand,
  margin: 0,
  whiteSpace: "nowrap",
});
export const detail = style({ margin: 0, color: vars.color.inkSoft, flexGrow: 1 });
