import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const form = style({
  display: "grid",
  gap: vars.space.m,
  gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
  alignItems: "end",
  padding: vars.space.m,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  background: vars.color.paper,
  minWidth: 0,
});
export const wide = style({ gridColumn: "1 / -1" });
export const select = style({
  font: "inherit",
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  background: vars.color.paper,
  minHeight: "2.5rem",
  width: "100%",
  minWidth: 0,
});
export const kinds = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.m}`,
  border: 0,
  padding: 0,
  margin: 0,
});
export const kind = style({ display: "inline-flex", gap: vars.space.xs, alignItems: "center" });
export const pageSize = style({ width: "auto" });
export const summary = style({ margin: `${vars.space.m} 0 ${vars.space.s}`, fontWeight: 600 });
export const numeric = style({ textAlign: "right", whiteSpace: "nowrap" });
export const nowrap = style({ whiteSpace: "nowrap" });
export const description = style({ minWidth: "16rem", maxWidth: "28rem" });
export const pager = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  alignItems: "center",
  marginTop: vars.space.m,
});
