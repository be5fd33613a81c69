import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const help = style({ color: vars.color.inkSoft, fontSize: "0.9rem", minWidth: 0 });
// Touch targets of at least 24 px (axe target-size), as every control of the data centre.
export const summary = style({ cursor: "pointer", width: "fit-content", minHeight: "24px" });
export const rules = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, max-content) minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.m}`,
  margin: `${vars.space.s} 0`,
  // On a phone each example over its meaning: side by side the meanings were a word a line.
  "@media": { "(max-width: 480px)": { gridTemplateColumns: "minmax(0, 1fr)", rowGap: 0 } },
});
export const example = style({
  fontFamily: "ui-monospace, monospace",
  overflowWrap: "anywhere",
  color: vars.color.ink,
});
export const fields = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });
export const fieldButton = style({
  font: "inherit",
  padding: `2px ${vars.space.s}`,
  minHeight: "24px",
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  background: vars.color.paper,
  color: vars.color.ink,
  cursor: "pointer",
});
/** One example and its meaning: the two cells of a row of `rules`. */
export const rule = style({ display: "contents" });
export const meaning = style({
  margin: 0,
  "@media": { "(max-width: 480px)": { marginBottom: vars.space.xs, paddingInlineStart: vars.space.m } },
});
