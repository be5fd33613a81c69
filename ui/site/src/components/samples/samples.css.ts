// The live samples and the try-search. Every part that fills once the data comes keeps its size in
// both states (fixed line counts, a fixed chart height), so the page never shifts (CLS 0).
import { vars } from "@portolan/kit/theme/vars.css.ts";
import { globalStyle, style } from "@vanilla-extract/css";

export { visuallyHidden } from "@portolan/kit/theme/visually-hidden.css.ts";

export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 300px), 1fr))",
  gap: vars.space.m,
  padding: 0,
  margin: 0,
  listStyle: "none",
});
export const card = style({
  minWidth: 0,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  background: vars.color.paper,
});
export const cardTitle = style({ fontSize: "1.05rem", margin: `0 0 ${vars.space.s}`, lineHeight: 1.4 });
/** One line whatever it says: cut with an ellipsis (the full text is in the title attribute). */
export const oneLine = style({
  display: "block",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  height: "1.5em",
  lineHeight: 1.5,
});
export const twoLines = style({
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  height: "3em",
  lineHeight: 1.5,
});
export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(5.5em, auto) minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.m}`,
  margin: 0,
});
export const factRow = style({ display: "contents" });
export const term = style({ color: vars.color.inkSoft, lineHeight: 1.5 });
export const value = style({ margin: 0, minWidth: 0, fontVariantNumeric: "tabular-nums" });
export const muted = style({ color: vars.color.inkSoft });
export const placeholder = style({ color: vars.color.inkSoft });

export const table = style({
  width: "100%",
  tableLayout: "fixed",
  borderCollapse: "collapse",
  fontSize: "0.95rem",
});
export const cell = style({
  borderTop: `1px solid ${vars.color.line}`,
  padding: `${vars.space.xs} ${vars.space.s}`,
  textAlign: "left",
  verticalAlign: "top",
});
export const headCell = style([
  cell,
  {
    background: vars.color.paperAlt,
    fontWeight: 600,
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
  },
]);
export const numberCell = style([
  cell,
  { textAlign: "right", fontVariantNumeric: "tabular-nums", width: "7.5em" },
]);
export const numberHead = style([headCell, { textAlign: "right", width: "7.5em" }]);
export const countryCell = style([cell, { width: "6em" }]);
export const countryHead = style([headCell, { width: "6em" }]);

/** The chart: a fixed height, the SVG stretched to the card's width. */
export const chart = style({ margin: 0 });
export const chartSvg = style({ display: "block", width: "100%", height: "130px" });
export const bar = style({ fill: vars.color.brand });
export const axis = style({ stroke: vars.color.line, strokeWidth: 1 });
export const axisRow = style({
  display: "flex",
  justifyContent: "space-between",
  height: "1.5em",
  lineHeight: 1.5,
  fontSize: "0.85rem",
  color: vars.color.inkSoft,
  fontVariantNumeric: "tabular-nums",
});
export const figures = style({ marginTop: vars.space.s });
globalStyle(`${figures} summary`, { cursor: "pointer", color: vars.color.brand });

export const status = style({ minHeight: "3em", margin: `${vars.space.s} 0 0`, color: vars.color.inkSoft });
export const statusFailed = style([status, { color: vars.color.danger, fontWeight: 600 }]);

export const searchForm = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  alignItems: "flex-end",
});
export const field = style({ display: "grid", gap: vars.space.xs, flex: "1 1 16em", minWidth: 0 });
export const input = style({
  font: "inherit",
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `1px solid ${vars.color.inkSoft}`,
  borderRadius: vars.radius.s,
  minHeight: "44px",
  width: "100%",
  boxSizing: "border-box",
});
export const button = style({
  font: "inherit",
  fontWeight: 600,
  minHeight: "44px",
  padding: `${vars.space.s} ${vars.space.l}`,
  border: "none",
  borderRadius: vars.radius.s,
  background: vars.color.brand,
  color: vars.color.paper,
  cursor: "pointer",
  ":hover": { background: vars.color.brandDark },
});
export const examples = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  alignItems: "center",
  margin: `${vars.space.s} 0 0`,
  padding: 0,
  listStyle: "none",
});
export const example = style({
  font: "inherit",
  minHeight: "32px",
  padding: `0 ${vars.space.m}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: "16px",
  background: vars.color.paper,
  color: vars.color.brand,
  cursor: "pointer",
});
export const results = style({ marginTop: vars.space.m });
export const scroller = style({
  overflowX: "auto",
  position: "relative",
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
});
export const resultsTable = style([table, { minWidth: "600px" }]);
export const masked = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
  fontSize: "0.9em",
});
export const locked = style({ color: vars.color.inkSoft, whiteSpace: "nowrap" });
export const invite = style({
  marginTop: vars.space.m,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.paperAlt,
});
export const inviteLink = style({ fontWeight: 700 });
