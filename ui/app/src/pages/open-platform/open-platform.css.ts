// The open platform page's own pieces: the examples' code and the reference's frame.
import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const code = style({
  margin: 0,
  padding: vars.space.s,
  overflowX: "auto",
  maxWidth: "100%",
  background: vars.color.paperAlt,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  fontSize: "0.85rem",
  lineHeight: 1.5,
  whiteSpace: "pre",
});

export const tabs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: "none",
  minWidth: 0,
});

/** The framed reference scrolls inside itself; tall enough to read a call at a time. */
export const reference = style({
  width: "100%",
  height: "80vh",
  minHeight: "420px",
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
});
