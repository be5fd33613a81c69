// Firm feedback's pieces: the alias list with its actions, the small action buttons, the dialogs.
import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const aliases = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});
export const alias = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: vars.space.s });
export const action = style({
  border: "none",
  background: "none",
  padding: 0,
  // A touch target of at least 24 px (WCAG 2.5.8; axe's target-size), however short the words.
  minHeight: 24,
  minWidth: 24,
  font: "inherit",
  fontSize: "0.875em",
  color: vars.color.inkSoft,
  textDecoration: "underline",
  cursor: "pointer",
  // In a grid row (a list item), the action sits at the start under the name, not stretched.
  justifySelf: "start",
  selectors: { "&:hover, &[data-hovered]": { color: vars.color.ink } },
});
export const state = style({ fontSize: "0.875em", color: vars.color.inkSoft });
export const dialog = style({
  width: "min(92vw, 480px)",
  maxHeight: "90vh",
  overflowY: "auto",
  padding: vars.space.l,
  background: vars.color.paper,
  borderRadius: vars.radius.m,
  outline: "none",
  display: "grid",
  gap: vars.space.m,
});
export const text = style({ margin: 0, lineHeight: 1.5 });
export const form = style({ display: "grid", gap: vars.space.m });
/** A spelling as written: its double spaces shown, so two names that differ only there can be told apart. */
export const name = style({ whiteSpace: "pre-wrap" });
export const choices = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});
export const choice = style({ display: "flex", gap: vars.space.s, alignItems: "baseline" });
