// The console navigation's styles: the desktop menu (768 px and up, core's CONSOLE_MENU_COLLAPSE_PX)
// whose dropdown panels hang full width under the header bar, and the phone accordion below 768 px.
import { CONSOLE_MENU_COLLAPSE_PX, HEADER_HEIGHT_PX } from "@portolan/core";
import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style, styleVariants } from "@vanilla-extract/css";

const desktop = `screen and (min-width: ${CONSOLE_MENU_COLLAPSE_PX}px)`;
const phone = `screen and (max-width: ${CONSOLE_MENU_COLLAPSE_PX - 1}px)`;
const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" } as const;

export { visuallyHidden } from "@portolan/kit/theme/visually-hidden.css.ts";

// On wide screens the menu is the header's second row (a full-width flex item placed after the first
// row's brand, account area and language picker), and its entries wrap rather than scroll, so every
// entry stays visible in every language. The panels are positioned against the header bar.
export const desktopNav = style({
  display: "none",
  order: 1,
  flexBasis: "100%",
  minWidth: 0,
  borderTop: `1px solid ${vars.color.line}`,
  "@media": { [desktop]: { display: "flex" } },
});
export const topList = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "stretch",
  minHeight: "44px",
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const topItem = style({ display: "flex", alignItems: "center", flexShrink: 0 });
// Every entry of the fullest menu (an administrator's) fits on one row of the content width at 1280 px
// and up, in English and Russian (issue 29; tests/e2e/console-admin.spec.ts measures it): 13 px
// words, 6 px either side, a narrow caret. Narrower screens still wrap, every entry visible.
export const topControl = style({
  display: "block",
  padding: "6px 6px",
  whiteSpace: "nowrap",
  color: vars.color.ink,
  background: "none",
  border: "none",
  borderRadius: vars.radius.s,
  font: "inherit",
  fontSize: "13px",
  lineHeight: 1.25,
  textAlign: "center",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    '&:hover, &[aria-expanded="true"]': { color: vars.color.brand, background: vars.color.paperAlt },
    '&[aria-current="page"]': { color: vars.color.brand, boxShadow: `inset 0 -2px 0 ${vars.color.brand}` },
    "&:focus-visible": focusRing,
  },
});

export const caret = style({ marginLeft: "3px", fontSize: "10px" });

export const panel = style({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  zIndex: 30,
  display: "grid",
  gridTemplateColumns: "minmax(160px, 240px) minmax(0, 1fr)",
  gap: vars.space.l,
  maxHeight: `calc(100vh - ${HEADER_HEIGHT_PX}px)`,
  overflowY: "auto",
  padding: vars.space.l,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: `0 0 ${vars.radius.m} ${vars.radius.m}`,
  boxShadow: "0 12px 24px rgba(20, 33, 61, 0.14)",
  selectors: { "&[hidden]": { display: "none" } },
});
export const panelPlain = style({ gridTemplateColumns: "minmax(0, 1fr)" });
export const intro = style({ display: "grid", alignContent: "start", gap: vars.space.s });
export const introHeading = style({ margin: 0, fontSize: "16px", color: vars.color.ink });
export const introText = style({ margin: 0, fontSize: "14px", lineHeight: 1.5, color: vars.color.inkSoft });
export const introImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.s,
});
export const more = style({
  color: vars.color.brand,
  fontSize: "14px",
  fontWeight: 600,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

const columnBase = style({ margin: 0, padding: 0, listStyle: "none", columnGap: vars.space.l });
export const columns = styleVariants({ 1: [1], 2: [2], 3: [3], 4: [4] }, ([n]) => [
  columnBase,
  { columnCount: n },
]);
export const columnEntry = style({ breakInside: "avoid", marginBottom: vars.space.xs });
export const groupHeading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: "13px",
  fontWeight: 700,
  color: vars.color.inkSoft,
});
export const subList = style({ margin: 0, padding: 0, listStyle: "none" });
export const link = style({
  display: "block",
  padding: `6px ${vars.space.s}`,
  borderRadius: vars.radius.s,
  color: vars.color.ink,
  fontSize: "14px",
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.brand, background: vars.color.paperAlt },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: 600 },
    "&:focus-visible": focusRing,
  },
});

// Phone: the hamburger and the accordion under the bar.
export const hamburger = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "40px",
  minHeight: "40px",
  padding: vars.space.xs,
  color: vars.color.brand,
  background: vars.color.paper,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.s,
  cursor: "pointer",
  "@media": { [desktop]: { display: "none" } },
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
export const mobilePanel = style({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  zIndex: 30,
  maxHeight: `calc(100vh - ${HEADER_HEIGHT_PX}px)`,
  overflowY: "auto",
  padding: vars.space.m,
  background: vars.color.paper,
  borderBottom: `1px solid ${vars.color.line}`,
  boxShadow: "0 12px 24px rgba(20, 33, 61, 0.12)",
  "@media": { [desktop]: { display: "none" } },
  selectors: { "&[hidden]": { display: "none" } },
});
export const mobileList = style({ margin: 0, padding: 0, listStyle: "none" });
export const mobileItem = style({ borderBottom: `1px solid ${vars.color.line}` });
export const mobileControl = style([
  link,
  {
    width: "100%",
    padding: `12px ${vars.space.s}`,
    font: "inherit",
    fontSize: "15px",
    textAlign: "left",
    background: "none",
    border: "none",
    cursor: "pointer",
    display: "flex",
    justifyContent: "space-between",
  },
]);
export const mobileSub = style({
  margin: 0,
  padding: `0 0 ${vars.space.s} ${vars.space.m}`,
  listStyle: "none",
});
export const mobileGroupHeading = style([
  groupHeading,
  { margin: `${vars.space.s} 0 0`, padding: `0 ${vars.space.s}` },
]);

/** Compact controls in the bar on a phone. */
export const phoneOnly = style({ "@media": { [desktop]: { display: "none" } } });
export const hideOnPhone = style({ "@media": { [phone]: { display: "none" } } });
