// The system-switcher drawer: a panel sliding in from the right over a dimmed page.

import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } as const;

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "40px",
  minHeight: "40px",
  padding: vars.space.xs,
  color: vars.color.brand,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  cursor: "pointer",
  selectors: { "&:focus-visible": focus, "&:hover": { borderColor: vars.color.brand } },
});
export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 50,
  display: "flex",
  justifyContent: "flex-end",
  background: "rgba(20, 33, 61, 0.45)",
});
export const drawer = style({
  width: "min(92vw, 360px)",
  height: "100%",
  background: vars.color.paper,
  boxShadow: "-8px 0 24px rgba(20, 33, 61, 0.2)",
  outline: "none",
});
export const dialog = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.m,
  height: "100%",
  overflowY: "auto",
  padding: vars.space.l,
  outline: "none",
});
export const head = style({ display: "flex", alignItems: "center", justifyContent: "space-between" });
export const title = style({ margin: 0, fontSize: "18px" });
export const intro = style({ margin: 0, fontSize: "14px", color: vars.color.inkSoft });
export const list = style({ display: "grid", gap: vars.space.s, margin: 0, padding: 0, listStyle: "none" });
export const entry = style({
  display: "block",
  width: "100%",
  padding: `12px ${vars.space.m}`,
  color: vars.color.ink,
  background: vars.color.paperAlt,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  font: "inherit",
  fontSize: "15px",
  textAlign: "left",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover, &[data-hovered]": { borderColor: vars.color.brand, color: vars.color.brand },
    "&:focus-visible, &[data-focus-visible]": focus,
    "&[data-disabled]": { cursor: "progress", opacity: 0.7 },
  },
});
export const close = style([entry, { width: "auto", background: vars.color.paper }]);
