// The collection's screen and buttons: filters as chips, items as rows that wrap on a phone.
import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "center" });
export const toggle = style({
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.paperAlt, borderColor: vars.color.brand },
  },
});
export const filters = style({ display: "grid", gap: vars.space.s });
export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const chip = style({
  display: "inline-flex",
  gap: vars.space.xs,
  alignItems: "center",
  padding: `2px ${vars.space.s}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: "999px",
  background: vars.color.paper,
  color: vars.color.ink,
  textDecoration: "none",
  selectors: {
    '&[aria-current="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.paper,
    },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const tag = style({
  display: "inline-block",
  padding: `0 ${vars.space.s}`,
  borderRadius: "999px",
  background: vars.color.paperAlt,
  color: vars.color.inkSoft,
  fontSize: "0.9rem",
});
export const itemRow = style({
  display: "grid",
  gap: vars.space.xs,
  padding: `${vars.space.s} 0`,
  borderTop: `1px solid ${vars.color.line}`,
  minWidth: 0,
  selectors: { "&:first-child": { borderTop: "none" } },
});
export const itemTitle = style({ fontWeight: 600, overflowWrap: "anywhere" });
export const note = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
export const editor = style({ display: "grid", gap: vars.space.s, maxWidth: "40rem" });
export const undo = style({
  marginTop: vars.space.m,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  alignItems: "center",
  padding: vars.space.s,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  background: vars.color.paperAlt,
});
