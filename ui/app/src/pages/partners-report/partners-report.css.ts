import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const heading = style({ display: "grid", gap: vars.space.xs });
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.m,
  alignItems: "center",
  justifyContent: "space-between",
});
// The share: a bar the width of the partner's part, with the figure beside it.
export const share = style({ display: "flex", alignItems: "center", gap: vars.space.s, minWidth: "7rem" });
// A partner's name wide enough to read on one or two lines; the table scrolls in its frame.
export const partnerName = style({ minWidth: "12rem" });
export const partnerCountry = style({ display: "block", color: vars.color.inkSoft, fontSize: "0.9em" });
export const shareTrack = style({
  flex: "1 1 auto",
  height: "0.6rem",
  minWidth: "3rem",
  background: vars.color.paperAlt,
  border: `1px solid ${vars.color.line}`,
  borderRadius: "999px",
  overflow: "hidden",
});
export const shareBar = style({ display: "block", height: "100%", background: "#0b5394" });
export const shareFigure = style({ whiteSpace: "nowrap", minWidth: "3.5rem", textAlign: "right" });
export const firmList = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.xs,
});
// Figures right-aligned: element and class together outweigh the table cell's own left alignment,
// whichever stylesheet the bundle loads last.
export const figure = style({ selectors: { "td&, th&": { textAlign: "right", whiteSpace: "nowrap" } } });
/** "value known for 3 of 5 shipments" under a sum: smaller, and free to wrap in a figure's cell. */
export const knownNote = style({
  display: "block",
  fontSize: "0.8rem",
  whiteSpace: "normal",
  minWidth: "8rem",
});
