import { HEADER_HEIGHT_PX } from "@portolan/core";
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/vars.css.ts";

export const area = style({
  position: "fixed",
  // Below the site header, so its menus and buttons stay uncovered.
  top: `calc(${HEADER_HEIGHT_PX}px + ${vars.space.m})`,
  right: vars.space.m,
  left: "auto",
  zIndex: 1200,
  width: "min(380px, calc(100vw - 32px))",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
  pointerEvents: "none",
});
export const region = style({ display: "flex", flexDirection: "column", gap: vars.space.s });

const itemBase = style({
  position: "relative",
  pointerEvents: "auto",
  background: vars.color.paper,
  color: vars.color.ink,
  borderRadius: vars.radius.m,
  borderLeft: "6px solid",
  boxShadow: "0 6px 24px rgba(20, 33, 61, 0.22)",
  padding: `${vars.space.s} ${vars.space.xl} ${vars.space.s} ${vars.space.m}`,
});
export const item = styleVariants({
  error: [itemBase, { borderLeftColor: vars.color.danger }],
  warning: [itemBase, { borderLeftColor: vars.color.accent }],
  success: [itemBase, { borderLeftColor: vars.color.success }],
});
export const title = style({ margin: 0, fontWeight: 700 });
export const text = style({ margin: 0 });
export const link = style({
  display: "inline-block",
  marginTop: vars.space.xs,
  color: vars.color.brand,
  fontWeight: 600,
});
export const close = style({
  position: "absolute",
  top: vars.space.xs,
  right: vars.space.xs,
  minWidth: "32px",
  minHeight: "32px",
  border: 0,
  borderRadius: vars.radius.s,
  background: "transparent",
  color: vars.color.ink,
  fontSize: "1.4rem",
  lineHeight: 1,
  cursor: "pointer",
});

// The rule react-aria would inject (it avoids the delay of double-tap zoom on its pressables).
globalStyle("[data-react-aria-pressable]", { touchAction: "pan-x pan-y pinch-zoom" });
