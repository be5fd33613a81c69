// The forms' look: fields, buttons, the captcha, the send-code panel and the demo dialog.
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/vars.css.ts";

const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
} as const;

export const form = style({ display: "grid", gap: vars.space.m, maxWidth: "760px" });
export const grid = style({
  display: "grid",
  gap: vars.space.m,
  gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))",
});
export const fieldset = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  margin: 0,
  display: "grid",
  gap: vars.space.m,
});
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.s}` });
export const note = style({ margin: 0, color: vars.color.inkSoft, fontSize: "0.95rem" });

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: 600 });
export const required = style({ color: vars.color.danger });
const control = {
  font: "inherit",
  color: vars.color.ink,
  background: vars.color.paper,
  border: `1px solid ${vars.color.inkSoft}`,
  borderRadius: vars.radius.s,
  padding: `${vars.space.s} ${vars.space.m}`,
  minHeight: "44px",
  width: "100%",
} as const;
const controlStates = {
  "&[data-focused]": { ...focusRing },
  "&[data-invalid]": { borderColor: vars.color.danger, borderWidth: "2px" },
  "&[data-disabled]": { background: vars.color.paperAlt },
} as const;
export const input = style({ ...control, selectors: controlStates });
export const textarea = style({ ...control, resize: "vertical", selectors: controlStates });
export const hint = style({ color: vars.color.inkSoft, fontSize: "0.9rem" });
export const error = style({ color: vars.color.danger, fontSize: "0.95rem", fontWeight: 600 });

export const comboRow = style({ display: "flex", alignItems: "stretch", gap: vars.space.xs });
const iconButton = {
  minWidth: "44px",
  border: `1px solid ${vars.color.inkSoft}`,
  borderRadius: vars.radius.s,
  background: vars.color.paperAlt,
  color: vars.color.ink,
  cursor: "pointer",
  selectors: { "&[data-focus-visible]": focusRing },
} as const;
export const comboButton = style(iconButton);
export const selectButton = style({
  ...control,
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  textAlign: "left",
  cursor: "pointer",
  selectors: { "&[data-focus-visible]": focusRing },
});
export const popover = style({
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  boxShadow: "0 8px 24px rgba(20, 33, 61, 0.18)",
  width: "var(--trigger-width)",
  maxHeight: "300px",
  overflow: "auto",
});
export const listbox = style({ outline: "none", padding: vars.space.xs });
export const option = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused]": { background: vars.color.brand, color: vars.color.paper },
    "&[data-selected]": { fontWeight: 700 },
  },
});

export const checkbox = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.s,
  cursor: "pointer",
});
export const box = style({
  flex: "0 0 auto",
  width: "22px",
  height: "22px",
  marginTop: "2px",
  border: `2px solid ${vars.color.inkSoft}`,
  borderRadius: vars.radius.s,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  fontWeight: 700,
  color: vars.color.brand,
  selectors: {
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

const buttonBase = {
  font: "inherit",
  fontWeight: 600,
  minHeight: "44px",
  padding: `${vars.space.s} ${vars.space.l}`,
  borderRadius: vars.radius.s,
  cursor: "pointer",
  border: "2px solid transparent",
} as const;
export const primaryButton = style({
  ...buttonBase,
  background: vars.color.brand,
  color: vars.color.paper,
  selectors: {
    "&[data-hovered]": { background: vars.color.brandDark },
    "&[data-focus-visible]": focusRing,
    "&[data-disabled]": { opacity: 0.55, cursor: "not-allowed" },
  },
});
export const secondaryButton = style({
  ...buttonBase,
  background: vars.color.paper,
  color: vars.color.brand,
  borderColor: vars.color.brand,
  selectors: {
    "&[data-focus-visible]": focusRing,
    "&[data-disabled]": { color: vars.color.inkSoft, borderColor: vars.color.line, cursor: "not-allowed" },
  },
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "center" });

export const captcha = style({ display: "grid", gap: vars.space.s });
/**
 * The ALTCHA widget in the theme's colours. Every colour variable it uses is set here, on its host:
 * its own defaults are light-dark() pairs that the build rewrites into variables this site never
 * defines, and those left the checkbox without a border.
 */
export const captchaWidget = style({
  minHeight: "58px",
  // Focused only on its way to the checkbox (see captcha-field.tsx); the checkbox shows the ring.
  outline: "none",
  vars: {
    "--altcha-max-width": "100%",
    "--altcha-border-radius": vars.radius.s,
    "--altcha-color-base": vars.color.paper,
    "--altcha-color-base-content": vars.color.ink,
    "--altcha-color-neutral": vars.color.line,
    "--altcha-color-neutral-content": vars.color.inkSoft,
    "--altcha-color-primary": vars.color.brand,
    "--altcha-color-success": vars.color.success,
    "--altcha-color-error": vars.color.danger,
    "--altcha-border-color": vars.color.line,
    "--altcha-checkbox-border-color": vars.color.inkSoft,
    "--altcha-input-background-color": vars.color.paper,
    "--altcha-input-color": vars.color.ink,
    "--altcha-popover-color": vars.color.line,
    "--altcha-spinner-color": vars.color.ink,
    "--altcha-switch-background-color": vars.color.line,
    "--altcha-switch-toggle-color": vars.color.inkSoft,
    "--altcha-checkbox-outline": `3px solid ${vars.color.focus}`,
  },
});
export const codeRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  alignItems: "flex-start",
});
/** The send-code control lays its button and panel out in the code row's grid. */
export const sendCode = style({ display: "contents" });
export const sendCodeButton = style({ marginTop: "calc(1.6em + 4px)", flex: "0 0 auto" });
export const sendCodePanel = style({
  flex: "1 1 100%",
  minWidth: 0,
  margin: 0,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.paperAlt,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  display: "grid",
  gap: vars.space.s,
});
export const panelTitle = style({ margin: 0, fontWeight: 600 });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 1100,
  background: "rgba(20, 33, 61, 0.55)",
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "center",
  overflowY: "auto",
  padding: `${vars.space.l} ${vars.space.s}`,
});
export const modal = style({
  background: vars.color.paper,
  borderRadius: vars.radius.m,
  width: "min(720px, 100%)",
  boxShadow: "0 12px 40px rgba(20, 33, 61, 0.3)",
});
export const dialog = style({ padding: vars.space.l, outline: "none", position: "relative" });
export const dialogTitle = style({ margin: `0 ${vars.space.xl} ${vars.space.s} 0`, fontSize: "1.4rem" });
export const closeButton = style({
  ...iconButton,
  position: "absolute",
  top: vars.space.m,
  right: vars.space.m,
  minHeight: "44px",
  fontSize: "1.4rem",
  background: vars.color.paper,
});

export const panel = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: vars.space.l,
  display: "grid",
  gap: vars.space.m,
  maxWidth: "760px",
});
export const sandbox = style({
  border: `2px dashed ${vars.color.accent}`,
  background: "#fff4e8",
  color: vars.color.ink,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  fontWeight: 700,
  margin: 0,
});
export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xs} ${vars.space.l}`,
  margin: 0,
});
export const factTerm = style({ fontWeight: 600 });
export const factValue = style({ margin: 0 });
export const status = style({ margin: 0, fontWeight: 700, fontSize: "1.1rem" });

globalStyle(`${codeRow} > ${field}`, { flex: "1 1 200px" });
