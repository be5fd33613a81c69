import { style } from "@vanilla-extract/css";
import { vars } from "../theme/vars.css.ts";

export const popover = style({
  minWidth: "240px",
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  boxShadow: "0 8px 24px rgba(20, 33, 61, 0.16)",
  outline: "none",
});
export const identity = style({ padding: vars.space.m, borderBottom: `1px solid ${vars.color.line}` });
export const name = style({
  margin: 0,
  fontWeight: 700,
  display: "flex",
  gap: vars.space.s,
  alignItems: "center",
});
export const tag = style({
  fontSize: "12px",
  fontWeight: 400,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.s,
  color: vars.color.brand,
});
export const detail = style({ margin: 0, fontSize: "14px", color: vars.color.inkSoft });
export const menu = style({ margin: 0, padding: vars.space.xs, outline: "none" });
export const item = style({
  display: "block",
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  color: vars.color.ink,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused]": { background: vars.color.paperAlt, color: vars.color.brand },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" },
  },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 50,
  display: "grid",
  placeItems: "center",
  background: "rgba(20, 33, 61, 0.45)",
});
export const dialog = style({
  width: "min(92vw, 400px)",
  padding: vars.space.l,
  background: vars.color.paper,
  borderRadius: vars.radius.m,
  outline: "none",
});
export const dialogTitle = style({ margin: `0 0 ${vars.space.l}`, fontSize: "18px" });
export const dialogButtons = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.s });
