// The log-in and register pages: one narrow column, centred, whatever the width.

import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const column = style({
  width: "100%",
  maxWidth: "520px",
  margin: "0 auto",
  padding: `${vars.space.l} ${vars.space.m}`,
  display: "grid",
  gap: vars.space.m,
});

export const title = style({ margin: 0, fontSize: "1.6rem" });

export const lead = style({ margin: 0, color: vars.color.inkSoft });

export const switchLine = style({ margin: 0, display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const link = style({
  color: vars.color.brand,
  fontWeight: 600,
  selectors: {
    "&:hover": { color: vars.color.brandDark },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
