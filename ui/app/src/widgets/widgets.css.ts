// The console pages' building blocks: cards, fact lists, item lists, status text, the copy row.

import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const heading = style({ margin: 0, fontSize: "1.6rem", lineHeight: 1.25 });
export const intro = style({ margin: 0, color: vars.color.inkSoft });

export const cards = style({
  display: "grid",
  gap: vars.space.m,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 320px), 1fr))",
  alignItems: "start",
});

export const card = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  background: vars.color.paper,
  padding: vars.space.m,
  display: "grid",
  gap: vars.space.s,
  minWidth: 0,
});

export const cardTitle = style({ margin: 0, fontSize: "1.15rem" });
export const subTitle = style({ margin: `${vars.space.s} 0 0`, fontSize: "1rem" });

export const facts = style({
  margin: 0,
  display: "grid",
  // The terms take what they need up to 40% of the width (long Russian names wrap), the values the
  // rest; on a phone each value goes under its term.
  gridTemplateColumns: "fit-content(40%) minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.m}`,
  "@media": { "screen and (max-width: 480px)": { gridTemplateColumns: "minmax(0, 1fr)", rowGap: 0 } },
});
export const factTerm = style({ fontWeight: 600, color: vars.color.inkSoft });
export const factValue = style({
  margin: 0,
  overflowWrap: "anywhere",
  "@media": { "screen and (max-width: 480px)": { marginBottom: vars.space.s } },
});

export const list = style({ margin: 0, paddingLeft: "1.25em", display: "grid", gap: vars.space.xs });
export const plainList = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.s,
});

export const item = style({
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space.s,
  display: "grid",
  gap: vars.space.xs,
  minWidth: 0,
  selectors: { "&:first-child": { borderTop: "none", paddingTop: 0 } },
});
export const itemHead = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${vars.space.s}`,
  fontWeight: 600,
});
export const muted = style({ margin: 0, color: vars.color.inkSoft });
export const text = style({ margin: 0 });
export const warning = style({ margin: 0, color: vars.color.brandDark, fontWeight: 700 });
export const good = style({ margin: 0, color: vars.color.success, fontWeight: 600 });
export const bad = style({ margin: 0, color: vars.color.danger });

export const link = style({
  color: vars.color.brand,
  fontWeight: 600,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const copyRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "center" });
export const copyInput = style({
  flex: "1 1 16em",
  minWidth: 0,
  font: "inherit",
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  background: vars.color.paperAlt,
  color: vars.color.ink,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});

export const continent = style({ display: "grid", gap: vars.space.xs });
export const factRow = style({ display: "contents" });

// Tables of the console's pages: scroll sideways on a phone instead of squeezing the columns.
// Positioned, so that what is positioned inside (a visually hidden header's words) scrolls with the
// table instead of widening the page: /account scrolled sideways at 390 px (issue 31 item 12).
export const tableScroller = style({ overflowX: "auto", maxWidth: "100%", position: "relative" });
export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: "0.95rem" });
export const cell = style({
  textAlign: "left",
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderBottom: `1px solid ${vars.color.line}`,
  verticalAlign: "top",
});
