// The dashboard's own parts: the search box across the page, compact lists and the data sets' table.
import { vars } from "@portolan/kit/theme/vars.css.ts";
import { globalStyle, style } from "@vanilla-extract/css";

export const search = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  alignItems: "end",
  padding: vars.space.m,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  background: vars.color.paper,
});
export const searchField = style({ flex: "1 1 16rem", minWidth: 0 });
export const entries = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.s,
});
export const entry = style({ display: "grid", gap: "2px", minWidth: 0, overflowWrap: "anywhere" });
export const meta = style({ color: vars.color.inkSoft, fontSize: "0.9rem" });
export const numeric = style({ textAlign: "right", whiteSpace: "nowrap" });
export const nowrap = style({ whiteSpace: "nowrap" });
export const rowName = style({ fontWeight: "normal", textAlign: "left" });
export const summaryLine = style({ margin: 0, color: vars.color.inkSoft, fontSize: "0.95rem" });
export const disclosure = style({ cursor: "pointer", color: vars.color.brand, fontWeight: 600 });
/** A card across the whole grid (the data sets' table needs the width). */
export const wide = style({ gridColumn: "1 / -1" });
/** The data sets' table: tighter cells, so its three columns fit a phone's card. */
export const compact = style({ fontSize: "0.85rem" });
globalStyle(`${compact} th, ${compact} td`, { paddingLeft: vars.space.xs, paddingRight: vars.space.xs });
