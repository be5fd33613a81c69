// The console frame's own styles (the header's are the site's: components/chrome/header.css.ts).
import { style } from "@vanilla-extract/css";
import { vars } from "../theme/vars.css.ts";

export const languages = style({ display: "flex", gap: vars.space.xs, marginLeft: vars.space.s });

export const languageButton = style({
  border: "none",
  background: "none",
  color: vars.color.inkSoft,
  font: "inherit",
  fontSize: 13,
  padding: `${vars.space.xs} ${vars.space.xs}`,
  minHeight: 32,
  cursor: "pointer",
  selectors: {
    '&[aria-current="true"]': { color: vars.color.ink, fontWeight: 700, textDecoration: "underline" },
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** A console page: its width and rhythm. */
export const page = style({
  width: "100%",
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space.l} ${vars.space.m}`,
  display: "grid",
  gap: vars.space.l,
});
