import { style } from "@vanilla-extract/css";
import { vars } from "../theme/vars.css.ts";

export const footer = style({ background: vars.color.ink, color: "#e8edf5", marginTop: vars.space.xl });
export const inner = style({
  display: "grid",
  gap: vars.space.l,
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.m}`,
});
export const brand = style({ margin: 0, fontWeight: 700, fontSize: "18px", color: "#fff" });
export const about = style({ margin: `${vars.space.s} 0 0`, maxWidth: "560px" });
export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.s} ${vars.space.l}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const link = style({
  display: "inline-block",
  padding: `${vars.space.xs} 0`,
  color: "#fff",
  font: "inherit",
  background: "none",
  border: "none",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  cursor: "pointer",
  selectors: { "&:hover": { color: "#cfe2ff" } },
});
export const copyright = style({ margin: 0, fontSize: "14px", color: "#c5cedd" });
