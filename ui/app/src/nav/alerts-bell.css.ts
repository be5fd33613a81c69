// The header's alerts bell: an icon link with a small count of unread alerts on its corner.
import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const bell = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 36,
  height: 36,
  borderRadius: vars.radius.s,
  color: vars.color.ink,
  textDecoration: "none",
  ":hover": { background: vars.color.paperAlt },
});
export const count = style({
  position: "absolute",
  top: 0,
  right: -4,
  minWidth: 18,
  padding: "0 4px",
  borderRadius: 999,
  background: vars.color.danger,
  color: vars.color.paper,
  fontSize: 11,
  fontWeight: 700,
  lineHeight: "18px",
  textAlign: "center",
});
