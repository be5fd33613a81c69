// The console frame's own styles (the header's are the site's: components/chrome/header.css.ts).
import { CONSOLE_MENU_COLLAPSE_PX, HEADER_HEIGHT_PX } from "@portolan/core";
import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

const phone = `screen and (max-width: ${CONSOLE_MENU_COLLAPSE_PX - 1}px)`;

/** The header bar: brand, account area and languages in the first row, the menu in a second one. */
export const bar = style({
  position: "relative",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.m,
  minHeight: HEADER_HEIGHT_PX,
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `0 ${vars.space.m}`,
});

/** First-row items keep the bar's height. */
export const barRow = style({ minHeight: HEADER_HEIGHT_PX, display: "flex", alignItems: "center" });

/** On phones the language picker lives in the menu panel instead of the bar. */
export const barLanguages = style({ "@media": { [phone]: { display: "none" } } });

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
  // One column no wider than the page: a wide table or a long select scrolls or shrinks inside it
  // instead of widening the page on a phone.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.l,
});

/** A page whose main part is a wide table (search results, partners): more room for its columns. */
export const widePage = style([page, { maxWidth: "1480px" }]);
