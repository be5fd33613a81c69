import { HEADER_HEIGHT_PX } from "@portolan/core";
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/vars.css.ts";

// An anchor scrolled to lands below the sticky header, not under it.
globalStyle("html", { scrollPaddingTop: `${HEADER_HEIGHT_PX + 8}px` });

export const frame = style({ minHeight: "100vh", display: "flex", flexDirection: "column" });
export const main = style({
  flex: 1,
  width: "100%",
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: vars.space.l,
  outline: "none",
});
export const blankMain = style({
  flex: 1,
  display: "grid",
  placeItems: "center",
  padding: vars.space.xl,
  outline: "none",
});
export const skipLink = style({
  position: "absolute",
  left: "-9999px",
  zIndex: 40,
  selectors: {
    "&:focus-visible": {
      left: vars.space.m,
      top: vars.space.m,
      background: vars.color.paper,
      padding: vars.space.s,
    },
  },
});
