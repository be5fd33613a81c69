// The alerts list and the cadence control: rows that wrap on a phone, an unread mark and a badge.
import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const head = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "center" });
export const badge = style({
  display: "inline-block",
  minWidth: "1.6em",
  padding: "0 0.45em",
  borderRadius: "999px",
  background: vars.color.brand,
  color: vars.color.paper,
  fontSize: "0.85rem",
  fontWeight: 700,
  textAlign: "center",
  lineHeight: 1.6,
});
export const row = style({
  display: "grid",
  gap: vars.space.xs,
  padding: `${vars.space.s} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
  selectors: {
    '&[data-read="false"]': { borderLeft: `4px solid ${vars.color.brand}`, paddingLeft: vars.space.s },
  },
});
export const title = style({ margin: 0, fontSize: "1.05rem", overflowWrap: "anywhere" });
export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.m, alignItems: "center" });
export const cadence = style({ display: "inline-flex", gap: vars.space.xs, alignItems: "center" });
export const select = style({
  font: "inherit",
  padding: "4px 8px",
  border: `1px solid ${vars.color.line}`,
  borderRadius: "4px",
  background: vars.color.paper,
  color: vars.color.ink,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
