import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export { visuallyHidden } from "@portolan/kit/theme/visually-hidden.css.ts";

export const continentTitle = style({ fontSize: "1.25rem", margin: `${vars.space.xl} 0 ${vars.space.s}` });

/** A wide table's frame: scrolls sideways on a phone, reachable by keyboard. */
export const scroller = style({
  overflowX: "auto",
  // The containing block of the tables' visually hidden words (position: absolute): without it they
  // sit outside the frame, at the table's far edge, and the whole page scrolls sideways.
  position: "relative",
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
});
export const table = style({
  width: "100%",
  minWidth: "640px",
  borderCollapse: "collapse",
  fontSize: "0.95rem",
});
export const fixedTable = style([table, { tableLayout: "fixed" }]);
export const caption = style({
  textAlign: "left",
  padding: vars.space.s,
  fontWeight: 600,
  color: vars.color.inkSoft,
});
export const cell = style({
  borderTop: `1px solid ${vars.color.line}`,
  padding: `${vars.space.s} ${vars.space.m}`,
  textAlign: "left",
  verticalAlign: "top",
});
export const headCell = style([cell, { background: vars.color.paperAlt, fontWeight: 600 }]);
/** The first column of a fixed table: wide enough for the longest country name, which may wrap. */
export const nameCell = style([cell, { width: "30%", overflowWrap: "break-word" }]);
export const nameHead = style([headCell, { width: "30%" }]);
export const numberCell = style([
  cell,
  { textAlign: "right", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
]);
export const numberHead = style([headCell, { textAlign: "right" }]);
export const flagYes = style({ color: vars.color.success, fontWeight: 700 });
export const flagNo = style({ color: vars.color.inkSoft });

/** The stand-in of a figure while it loads: same line box as the figure, so nothing moves. */
export const placeholder = style({ color: vars.color.inkSoft });

/** The line under live figures: always two lines high, whatever it says, so the page never shifts. */
export const statusLine = style({
  minHeight: "3.2em",
  margin: `${vars.space.s} 0 0`,
  color: vars.color.inkSoft,
});
export const statusFailed = style([statusLine, { color: vars.color.danger, fontWeight: 600 }]);

export const tiles = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(170px, 1fr))",
  gap: vars.space.m,
  padding: 0,
  margin: 0,
  listStyle: "none",
});
export const tile = style({
  background: vars.color.paperAlt,
  borderRadius: vars.radius.m,
  padding: vars.space.l,
  textAlign: "center",
});
export const tileValue = style({
  display: "block",
  fontSize: "1.8rem",
  lineHeight: 1.3,
  fontWeight: 700,
  color: vars.color.brand,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});
export const tileLabel = style({ display: "block", color: vars.color.inkSoft });

export const sourceList = style({
  display: "grid",
  gap: vars.space.m,
  gridTemplateColumns: "repeat(auto-fill, minmax(300px, 1fr))",
  padding: 0,
  listStyle: "none",
});
export const sourceCard = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: vars.space.l,
});
export const sourceTitle = style({ fontSize: "1.1rem", margin: `0 0 ${vars.space.s}` });
export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.m}`,
  margin: 0,
});
export const factTerm = style({ color: vars.color.inkSoft });
export const factValue = style({ margin: 0, fontVariantNumeric: "tabular-nums" });
/** A term and its value inside a description list laid out as a two-column grid. */
export const factRow = style({ display: "contents" });
/**
 * The frame of content that changes once the page is hydrated (a query the prerender did not know):
 * at least a screen high in both states, so what follows stays out of view and nothing visible shifts.
 */
