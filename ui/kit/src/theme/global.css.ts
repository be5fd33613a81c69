import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./vars.css.ts";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { scrollBehavior: "smooth" });
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.ink,
  background: vars.color.paper,
  lineHeight: 1.6,
  // A word longer than the line (an address, an email, a long Russian compound) breaks instead of
  // widening a phone's page (issue 12: sideways scroll at 390 px).
  overflowWrap: "break-word",
});
globalStyle("html:lang(zh-CN) body", { fontFamily: vars.font.bodyChinese });
globalStyle("a", { color: vars.color.brand });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
