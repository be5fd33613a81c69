// The team section: one fieldset per sub-account, its data sets as a wrapping list of checkboxes.

import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const member = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  margin: 0,
  display: "grid",
  gap: vars.space.s,
  minWidth: 0,
});
export const group = style({ display: "grid", gap: vars.space.xs });
export const groupName = style({ margin: 0, fontWeight: 600, color: vars.color.inkSoft });
export const choices = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
  gap: vars.space.xs,
});
export const choice = style({ display: "flex", gap: vars.space.xs, alignItems: "baseline" });
