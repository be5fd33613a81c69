import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "grid",
  gap: vars.space.m,
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
  // The price scales with the card (cqi), so "per year" stays on the price's line at every width.
  containerType: "inline-size",
});
export const name = style({ fontSize: "1.3rem", margin: 0 });
export const price = style({
  fontSize: "min(1.8rem, 15cqi)",
  fontWeight: 700,
  color: vars.color.brand,
  margin: 0,
  whiteSpace: "nowrap",
});
export const per = style({ fontSize: "min(1rem, 8cqi)", fontWeight: 400, color: vars.color.inkSoft });
export const facts = style({ margin: 0, paddingLeft: "1.2em", flex: 1 });
export const buy = style({
  display: "block",
  textAlign: "center",
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  background: vars.color.accent,
  color: "#1b1300",
  fontWeight: 600,
  textDecoration: "none",
});
