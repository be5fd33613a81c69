// Market analysis's own styles: the source switch, the headline tiles, the map's colours, the
// layout of its cards. Tables, cards, bars and the chart frame are the data centre's.
import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const stack = style({ display: "grid", gap: vars.space.m, minWidth: 0 });
export const titleRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.m,
  alignItems: "center",
  justifyContent: "space-between",
});
export const sources = style({
  display: "inline-flex",
  maxWidth: "100%",
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.m,
  overflow: "hidden",
});
export const sourceLink = style({
  padding: `${vars.space.xs} ${vars.space.m}`,
  color: vars.color.brand,
  fontWeight: 600,
  textDecoration: "none",
  textAlign: "center",
  flex: "1 1 auto",
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.paper },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});
export const period = style({ margin: 0, color: vars.color.inkSoft, fontWeight: 600 });
export const filters = style({
  display: "grid",
  gap: vars.space.m,
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  alignItems: "end",
  padding: vars.space.m,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  background: vars.color.paperAlt,
  minWidth: 0,
});
export const monthInput = style({ minWidth: 0, width: "100%" });
export const tiles = style({
  display: "grid",
  gap: vars.space.m,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 200px), 1fr))",
  margin: 0,
});
export const tile = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  background: vars.color.paper,
  padding: vars.space.m,
  display: "grid",
  gap: vars.space.xs,
  alignContent: "start",
  minWidth: 0,
});
export const tileTerm = style({ color: vars.color.inkSoft, fontWeight: 600, fontSize: "0.95rem" });
export const tileValue = style({ margin: 0, fontSize: "1.7rem", fontWeight: 700, lineHeight: 1.2 });
export const tileNote = style({ margin: 0, color: vars.color.inkSoft, fontSize: "0.9rem" });
export const up = style({ color: vars.color.success });
export const down = style({ color: vars.color.danger });
export const twoColumns = style({
  display: "grid",
  gap: vars.space.m,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 440px), 1fr))",
  alignItems: "start",
});
export const worldMap = style({ display: "block", width: "100%", height: "auto" });
export const mapSea = style({ fill: "#eef4f9" });
export const mapNone = style({ fill: "#dfe3da", stroke: "#ffffff", strokeWidth: 0.4 });
export const mapCountry = style({ stroke: "#ffffff", strokeWidth: 0.4 });
export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.m}`,
  alignItems: "center",
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: "0.9rem",
});
export const swatch = style({
  display: "inline-block",
  width: "1.1rem",
  height: "0.8rem",
  marginRight: vars.space.xs,
  verticalAlign: "middle",
  border: `1px solid ${vars.color.line}`,
});
export const exportLink = style({ overflowWrap: "anywhere" });
// Figures of the filters before, kept on screen while the new ones load.
export const stale = style({ opacity: 0.55, transition: "opacity 0.2s" });
// A name or code in a table that narrows the screen to it: reads as a link, wraps as text.
export const drill = style({
  font: "inherit",
  fontWeight: 600,
  color: vars.color.brand,
  background: "none",
  border: 0,
  padding: 0,
  cursor: "pointer",
  textAlign: "left",
  textDecoration: "underline",
  textDecorationStyle: "dotted",
  textUnderlineOffset: "3px",
  selectors: { "&:hover": { textDecorationStyle: "solid" } },
});
// A product's name: two lines at most (the whole name in its title).
export const productName = style({
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  color: vars.color.inkSoft,
  fontSize: "0.9em",
});
