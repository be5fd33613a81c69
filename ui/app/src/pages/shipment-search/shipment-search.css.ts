import { vars } from "@portolan/kit/theme/vars.css.ts";
import { globalStyle, style } from "@vanilla-extract/css";

export const form = style({
  display: "grid",
  gap: vars.space.m,
  gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
  alignItems: "start",
  padding: vars.space.m,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  background: vars.color.paper,
  minWidth: 0,
});
export const wide = style({ gridColumn: "1 / -1" });
/** The countries and ports section of the form, opened from its button: the form's own columns. */
export const placeRow = style({
  display: "grid",
  gap: vars.space.m,
  gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
  alignItems: "start",
  minWidth: 0,
});
export const select = style({
  font: "inherit",
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  background: vars.color.paper,
  minHeight: "2.5rem",
  width: "100%",
  minWidth: 0,
});
export const kinds = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.m}`,
  border: 0,
  padding: 0,
  margin: 0,
});
// On a phone a kind's reason (why it is disabled) goes under its name, not beside it in a thin column.
export const kind = style({
  display: "inline-flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  alignItems: "center",
});
// A kind's radio of 24 px, WCAG 2.2's target size: a 13 px radio failed it in
// zh, whose short names put the radios close together.
globalStyle(`${kind} input[type="radio"]`, { width: "24px", height: "24px", margin: 0, flex: "0 0 auto" });
export const pageSize = style({ width: "auto" });
export const summary = style({ margin: `${vars.space.m} 0 ${vars.space.s}`, fontWeight: 600 });
export const numeric = style({ textAlign: "right", whiteSpace: "nowrap" });
export const nowrap = style({ whiteSpace: "nowrap" });
export const description = style({ minWidth: "16rem", maxWidth: "28rem" });
/**
 * A long description shows its first three lines (the bill has all of it; a screen reader reads it
 * whole): a row of the results stays a row, not a paragraph.
 */
export const clamped = style({
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});
/**
 * The results table: at its narrowest every cell broke after each word (Chinese text after each
 * character) and a row grew to eight lines, so names, goods and data sets keep a reading width. At
 * those widths it was 1,523 px in the 1,100 px of a 1280 px screen, the route and the data set out of
 * sight behind a scroll bar twenty rows below (issue 31 item 12): the widths are now such that the
 * default columns fit there, and a route's and a column header's words may wrap.
 */
export const datasetCell = style({ minWidth: "8rem" });
export const partyCell = style({ minWidth: "9rem" });
export const goodsCell = style({ minWidth: "11rem", maxWidth: "26rem" });
export const routeCell = style({ minWidth: "7rem" });
export const numericHead = style({ textAlign: "right" });
export const pager = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  alignItems: "center",
  marginTop: vars.space.m,
});
export const facets = style({ display: "grid", gap: vars.space.m, minWidth: 0 });
export const facetGrid = style({
  display: "grid",
  gap: vars.space.m,
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
});
export const facetCard = style({ alignContent: "start" });
export const facetList = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.xs,
  alignContent: "start",
});
export const facetItem = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.s,
});
export const facetName = style({ overflowWrap: "anywhere" });
export const facetButton = style({
  font: "inherit",
  color: vars.color.brand,
  background: "none",
  border: 0,
  padding: 0,
  textAlign: "left",
  textDecoration: "underline",
  cursor: "pointer",
  overflowWrap: "anywhere",
});
export const facetCount = style({ color: vars.color.inkSoft, whiteSpace: "nowrap" });
export const chart = style({ margin: 0, display: "grid", gap: vars.space.s, minWidth: 0 });
export const chartFrame = style({ minHeight: "220px", overflow: "hidden" });
// Observable Plot's base rules (it writes them in a <style> element the CSP refuses).
globalStyle(`${chartFrame} svg`, { display: "block", height: "auto", maxWidth: "100%", background: "white" });
globalStyle(`${chartFrame} text, ${chartFrame} tspan`, { whiteSpace: "pre" });
export const hiddenCaption = style({ textAlign: "left", fontWeight: 600, padding: `${vars.space.xs} 0` });
export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  alignItems: "center",
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const chip = style({
  font: "inherit",
  display: "inline-flex",
  gap: vars.space.xs,
  alignItems: "center",
  padding: `2px ${vars.space.s}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: "999px",
  background: vars.color.paperAlt,
  cursor: "pointer",
});
export const sortButton = style({
  font: "inherit",
  fontWeight: 700,
  color: "inherit",
  background: "none",
  border: 0,
  padding: 0,
  cursor: "pointer",
  whiteSpace: "nowrap",
});
/** The results' sort buttons: their words may wrap (the table fits a 1280 px screen), not their arrow. */
export const wrappingSortButton = style([sortButton, { whiteSpace: "normal", textAlign: "inherit" }]);
export const metricSwitch = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.m}`,
  alignItems: "center",
  border: 0,
  padding: 0,
  margin: 0,
});
export const metricLegend = style({ float: "left", fontWeight: 600, marginRight: vars.space.s, padding: 0 });
// The shipment detail: the parties side by side where there is room, line tables, the route map.
export const partyGrid = style({
  display: "grid",
  gap: vars.space.m,
  gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))",
});
export const lineCell = style({ verticalAlign: "top", minWidth: "6rem" });
export const routeMap = style({ display: "block", width: "100%", height: "auto", maxWidth: "720px" });
export const mapSea = style({ fill: "#e8f1f8", stroke: "#9fb8cc", strokeWidth: 0.5 });
export const mapLand = style({ fill: "#d4d9cf", stroke: "#a9b0a2", strokeWidth: 0.4 });
// The map is drawn 720 units wide and scaled to its box: on a phone its marks and names are drawn
// larger so that they stay readable once scaled down.
const phone = "screen and (max-width: 600px)";
export const mapRoute = style({
  fill: "none",
  stroke: "#b45309",
  strokeWidth: 2.5,
  strokeLinecap: "round",
  "@media": { [phone]: { strokeWidth: 5 } },
});
export const mapPort = style({
  fill: "#0b5394",
  stroke: "white",
  strokeWidth: 1.5,
  "@media": { [phone]: { r: "12px", strokeWidth: 3 } },
});
export const mapLabel = style({
  fontSize: "14px",
  fontWeight: 700,
  fill: "#1f2933",
  stroke: "white",
  strokeWidth: 3,
  paintOrder: "stroke",
  "@media": { [phone]: { fontSize: "30px", strokeWidth: 6 } },
});
export const popover = style({
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  boxShadow: "0 8px 24px rgba(0, 0, 0, 0.15)",
  maxWidth: "calc(100vw - 16px)",
  overflow: "auto",
});
export const menu = style({ padding: vars.space.xs, outline: "none", minWidth: "14rem" });
export const menuItem = style({
  display: "flex",
  gap: vars.space.s,
  alignItems: "center",
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused]": { background: vars.color.paperAlt, outline: `2px solid ${vars.color.focus}` },
  },
});
export const check = style({ width: "1.2em", display: "inline-block" });
export const resultsBar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  alignItems: "center",
  justifyContent: "space-between",
});
// The form's dialogs (data sets, HS picker): a sheet in the middle, scrolling inside.
export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 50,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.s,
  background: "rgba(20, 33, 61, 0.45)",
});
export const modal = style({
  width: "min(100%, 720px)",
  maxHeight: "min(92vh, 860px)",
  display: "flex",
  background: vars.color.paper,
  borderRadius: vars.radius.m,
  boxShadow: "0 12px 32px rgba(20, 33, 61, 0.25)",
  outline: "none",
});
export const dialog = style({
  display: "grid",
  gridTemplateRows: "auto auto 1fr auto",
  gap: vars.space.s,
  width: "100%",
  minWidth: 0,
  padding: vars.space.m,
  outline: "none",
});
export const dialogTitle = style({ margin: 0, fontSize: "1.2rem" });
export const dialogBody = style({
  overflowY: "auto",
  minHeight: 0,
  display: "grid",
  gap: vars.space.m,
  alignContent: "start",
});
export const dialogActions = style({
  display: "flex",
  gap: vars.space.s,
  justifyContent: "flex-end",
  flexWrap: "wrap",
});
export const group = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  padding: vars.space.s,
  margin: 0,
  display: "grid",
  gap: vars.space.xs,
  minWidth: 0,
});
export const groupLegend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const plainList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});
export const notOwned = style({
  color: vars.color.inkSoft,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `0 ${vars.space.s}`,
  // Lined up with the names of the data sets that have a checkbox.
  paddingLeft: "1.6em",
});
export const notOwnedLink = style({ fontSize: "0.9rem" });
export const pickerButton = style({
  font: "inherit",
  textAlign: "left",
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.s,
  alignItems: "center",
  minHeight: "44px",
  padding: `${vars.space.xs} ${vars.space.m}`,
  border: `1px solid ${vars.color.inkSoft}`,
  borderRadius: vars.radius.s,
  background: vars.color.paper,
  color: vars.color.ink,
  cursor: "pointer",
  width: "100%",
  minWidth: 0,
  overflowWrap: "anywhere",
});
export const treeButton = style({
  font: "inherit",
  color: vars.color.brand,
  background: "none",
  border: 0,
  padding: `2px 0`,
  textAlign: "left",
  cursor: "pointer",
  overflowWrap: "anywhere",
});
export const tree = style({
  listStyle: "none",
  margin: 0,
  paddingLeft: vars.space.m,
  display: "grid",
  gap: vars.space.xs,
});
export const treeRow = style({ display: "flex", gap: vars.space.xs, alignItems: "flex-start" });
export const toggle = style({
  font: "inherit",
  minWidth: "2rem",
  minHeight: "2rem",
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  background: vars.color.paperAlt,
  cursor: "pointer",
  flexShrink: 0,
});
export const issue = style({ color: vars.color.danger, fontWeight: 600, margin: 0 });
export const rangeRow = style({ display: "flex", gap: vars.space.s, alignItems: "end", flexWrap: "wrap" });
export const rangeInput = style({ flex: "1 1 6rem", minWidth: 0 });
export const tags = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const chosenCode = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  minWidth: 0,
});
/** The recent searches' button and card under the form (recent-searches-panel.tsx). */
export const recentPanel = style({ display: "grid", gap: vars.space.s, marginTop: vars.space.m });
export const recentButton = style({ justifySelf: "start" });
