import { style } from "@vanilla-extract/css";
import { vars } from "../theme/vars.css.ts";

export const dock = style({
  position: "fixed",
  right: vars.space.m,
  bottom: vars.space.m,
  zIndex: 15,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: vars.space.s,
  maxWidth: "calc(100vw - 32px)",
});
export const buttons = style({ display: "flex", gap: vars.space.s });
export const toggle = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  border: "none",
  borderRadius: "999px",
  background: vars.color.brand,
  color: "#fff",
  font: "inherit",
  fontSize: "15px",
  cursor: "pointer",
  boxShadow: "0 4px 12px rgba(20, 33, 61, 0.25)",
  selectors: { '&[aria-expanded="true"]': { background: vars.color.brandDark } },
});
export const panel = style({
  width: "300px",
  maxWidth: "100%",
  padding: vars.space.m,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  boxShadow: "0 8px 24px rgba(20, 33, 61, 0.18)",
  selectors: { "&[hidden]": { display: "none" } },
});
export const panelTitle = style({ margin: `0 0 ${vars.space.s}`, fontWeight: 700, fontSize: "16px" });
export const text = style({ margin: `0 0 ${vars.space.s}`, fontSize: "14px", color: vars.color.inkSoft });
export const list = style({ margin: 0, padding: 0, listStyle: "none", display: "grid", gap: vars.space.s });
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  marginTop: vars.space.s,
});
export const qr = style({
  display: "block",
  width: "120px",
  height: "120px",
  border: `1px solid ${vars.color.line}`,
});
export const linkButton = style({
  display: "inline-block",
  padding: `6px ${vars.space.m}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.s,
  background: vars.color.paper,
  color: vars.color.brand,
  font: "inherit",
  fontSize: "14px",
  textDecoration: "none",
  cursor: "pointer",
});
