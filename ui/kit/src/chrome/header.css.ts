import { BREAKPOINT_MINI_PX, HEADER_HEIGHT_PX, PUBLIC_MENU_COLLAPSE_PX } from "@portolan/core";
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/vars.css.ts";

export const LANGUAGE_BAR_PX = 32;
const wide = `screen and (min-width: ${PUBLIC_MENU_COLLAPSE_PX}px)`;
const mini = `screen and (max-width: ${BREAKPOINT_MINI_PX - 1}px)`;

// Sticky, and the language bar hides by sliding the whole header up by its height: a transform, so
// nothing below moves (no layout shift). Focus inside the header brings the bar back.
export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  background: vars.color.paper,
  borderBottom: `1px solid ${vars.color.line}`,
  transition: "transform 0.2s ease-out",
  selectors: {
    '&[data-bar-hidden="true"]:not(:focus-within)': { transform: `translateY(-${LANGUAGE_BAR_PX}px)` },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const languageBar = style({ height: LANGUAGE_BAR_PX, background: vars.color.ink, color: "#fff" });
export const languageList = style({
  display: "flex",
  justifyContent: "flex-end",
  alignItems: "center",
  gap: vars.space.m,
  height: "100%",
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `0 ${vars.space.m}`,
  listStyle: "none",
  fontSize: "14px",
});
export const languageLink = style({
  color: "#fff",
  textDecoration: "none",
  selectors: {
    '&[aria-current="true"]': { fontWeight: 700, textDecoration: "underline" },
    "&:hover": { textDecoration: "underline" },
  },
});

export const bar = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: vars.space.m,
  height: HEADER_HEIGHT_PX,
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `0 ${vars.space.m}`,
});
export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.s,
  color: vars.color.ink,
  fontWeight: 700,
  fontSize: "20px",
  textDecoration: "none",
  flexShrink: 0,
});

export const desktopNav = style({ display: "none", "@media": { [wide]: { display: "block" } } });
export const navList = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
const navItemBase = {
  display: "block",
  padding: `${vars.space.s} 10px`,
  color: vars.color.ink,
  textDecoration: "none",
  font: "inherit",
  fontSize: "15px",
  background: "none",
  border: "none",
  borderRadius: vars.radius.s,
  cursor: "pointer",
  whiteSpace: "nowrap",
} as const;
export const navLink = style({
  ...navItemBase,
  selectors: {
    '&[aria-current="page"], &[data-current="true"]': {
      color: vars.color.brand,
      boxShadow: `inset 0 -2px 0 ${vars.color.brand}`,
    },
    "&:hover": { color: vars.color.brand, background: vars.color.paperAlt },
  },
});
export const group = style({ position: "relative" });
export const dropdown = style({
  display: "none",
  position: "absolute",
  top: "100%",
  left: 0,
  zIndex: 30,
  minWidth: "220px",
  margin: 0,
  padding: vars.space.s,
  listStyle: "none",
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  boxShadow: "0 8px 24px rgba(20, 33, 61, 0.12)",
  selectors: { '&[data-open="true"]': { display: "block" } },
});
globalStyle(`${group}:hover > ${dropdown}`, { display: "block" });

export const end = style({ display: "flex", alignItems: "center", gap: vars.space.s, marginLeft: "auto" });
export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.s });
export const hideOnMini = style({ "@media": { [mini]: { display: "none" } } });
export const ghostButton = style({
  display: "inline-block",
  padding: `6px ${vars.space.m}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.s,
  color: vars.color.brand,
  background: vars.color.paper,
  textDecoration: "none",
  font: "inherit",
  fontSize: "15px",
  cursor: "pointer",
  whiteSpace: "nowrap",
});
export const solidButton = style([ghostButton, { background: vars.color.brand, color: "#fff" }]);

export const hamburger = style([
  ghostButton,
  {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    "@media": { [wide]: { display: "none" } },
  },
]);

export const mobilePanel = style({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  maxHeight: `calc(100vh - ${HEADER_HEIGHT_PX}px)`,
  overflowY: "auto",
  padding: vars.space.m,
  background: vars.color.paper,
  borderBottom: `1px solid ${vars.color.line}`,
  boxShadow: "0 12px 24px rgba(20, 33, 61, 0.12)",
  "@media": { [wide]: { display: "none" } },
  selectors: { "&[hidden]": { display: "none" } },
});
export const mobileList = style({ margin: 0, padding: 0, listStyle: "none" });
export const mobileItem = style({ borderBottom: `1px solid ${vars.color.line}` });
export const mobileLink = style([
  navLink,
  { width: "100%", textAlign: "left", padding: `12px ${vars.space.s}` },
]);
export const mobileSubList = style({
  margin: 0,
  padding: `0 0 ${vars.space.s} ${vars.space.m}`,
  listStyle: "none",
});
export const mobileActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  paddingTop: vars.space.m,
});
export const narrowOnly = style({ "@media": { [wide]: { display: "none" } } });

export const accountButton = style([
  ghostButton,
  { maxWidth: "200px", overflow: "hidden", textOverflow: "ellipsis" },
]);
