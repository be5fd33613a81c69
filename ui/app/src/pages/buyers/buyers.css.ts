// Buyer search's table (trade search's too): a firm with its country under its name, its suppliers
// and contacts in columns wide enough to read. Chrome ignores min-width on table cells, so a block
// inside the cell holds the column open.
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
  fontSize: "0.9rem",
  minWidth: "13rem",
});
export const suppliersCell = style({ maxWidth: "20rem" });
export const contactCell = style({ maxWidth: "20rem" });
export const contact = style({
  display: "block",
  minWidth: "13rem",
  fontSize: "0.9rem",
  overflowWrap: "anywhere",
});
export const nowrap = style({ whiteSpace: "nowrap" });
export const top = style({ verticalAlign: "top" });
