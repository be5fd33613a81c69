// The firm-evidence section: a link's two spellings and weight on one line (wrapping on a phone),
// and each field's part as a chip, green for evidence for, red against, grey for a field not given.
import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style, styleVariants } from "@vanilla-extract/css";

export const pair = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `0 ${vars.space.s}`,
  fontWeight: 600,
  overflowWrap: "anywhere",
});
export const weight = style({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });
export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0, padding: 0 });
const chipBase = style({
  listStyle: "none",
  display: "inline-flex",
  gap: "0.35em",
  padding: "0.1em 0.55em",
  borderRadius: "0.8em",
  fontSize: "0.85rem",
  border: `1px solid ${vars.color.line}`,
  // A long chip (Russian words) wraps inside the card on a phone rather than running out of it.
  flexWrap: "wrap",
  maxWidth: "100%",
});
export const chip = styleVariants({
  for: [chipBase, { background: "#e8f4ec", color: vars.color.success, borderColor: "#b9dcc4" }],
  against: [chipBase, { background: "#fbeceb", color: vars.color.danger, borderColor: "#efc2bf" }],
  none: [chipBase, { background: vars.color.paperAlt, color: vars.color.inkSoft }],
});
export const spelling = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${vars.space.s}`,
  overflowWrap: "anywhere",
});
/** A spelling as released: double spaces shown, since two spellings may differ only by them. */
export const written = style({ whiteSpace: "pre-wrap" });
