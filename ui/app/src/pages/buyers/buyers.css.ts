// Buyer search's table: a firm with its country under its name, its suppliers and contacts in narrow columns.
import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const firm = style({ minWidth: "12rem", maxWidth: "22rem", verticalAlign: "top" });
export const under = style({ display: "block", color: vars.color.inkSoft, fontSize: "0.85rem" });
export const tag = style({
  display: "inline-block",
  marginLeft: vars.space.xs,
  padding: "0 0.4em",
  borderRadius: "0.6em",
  fontSize: "0.75rem",
  background: vars.color.paperAlt,
  color: vars.color.inkSoft,
});
export const suppliers = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  minWidth: "12rem",
  fontSize: "0.9rem",
});
export const contact = style({
  minWidth: "12rem",
  maxWidth: "18rem",
  fontSize: "0.9rem",
  overflowWrap: "anywhere",
});
export const top = style({ verticalAlign: "top" });
