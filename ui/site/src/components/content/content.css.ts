import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style, styleVariants } from "@vanilla-extract/css";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandDark}, ${vars.color.brand})`,
  color: vars.color.paper,
  borderRadius: vars.radius.m,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  marginBottom: vars.space.xl,
  "@media": { "screen and (max-width: 768px)": { padding: `${vars.space.xl} ${vars.space.m}` } },
});
export const heroTitle = style({ fontSize: "clamp(1.8rem, 4vw, 2.8rem)", lineHeight: 1.2, margin: 0 });
export const heroLead = style({ fontSize: "1.15rem", maxWidth: "46em", margin: `${vars.space.m} 0 0` });
export const heroActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.m,
  marginTop: vars.space.l,
});
export const section = style({ margin: `${vars.space.xxl} 0` });
export const sectionTitle = style({ fontSize: "1.6rem", margin: `0 0 ${vars.space.m}`, lineHeight: 1.3 });
export const sectionLead = style({
  color: vars.color.inkSoft,
  maxWidth: "50em",
  margin: `0 0 ${vars.space.l}`,
});
export const grid = style({
  display: "grid",
  gap: vars.space.l,
  gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))",
  padding: 0,
  listStyle: "none",
});
export const card = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: vars.space.l,
  background: vars.color.paper,
});
export const cardTitle = style({ fontSize: "1.15rem", margin: `0 0 ${vars.space.s}` });
export const cardText = style({ margin: 0, color: vars.color.inkSoft });
export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 150px), 1fr))",
  gap: vars.space.m,
  padding: 0,
  margin: 0,
  listStyle: "none",
});
export const stat = style({
  background: vars.color.paperAlt,
  borderRadius: vars.radius.m,
  padding: `${vars.space.l} ${vars.space.s}`,
  textAlign: "center",
  // The figure scales with its card (cqi): "20,000+" fits a phone's half-width card.
  containerType: "inline-size",
  minWidth: 0,
});
export const statValue = style({
  display: "block",
  fontSize: "min(2rem, 17cqi)",
  fontWeight: 700,
  color: vars.color.brand,
  // A long figure ("126 million+") wraps between its words rather than widening the page.
  overflowWrap: "break-word",
});
export const statLabel = style({
  display: "block",
  color: vars.color.inkSoft,
  overflowWrap: "break-word",
  hyphens: "auto",
});
const buttonBase = style({
  display: "inline-block",
  padding: `${vars.space.s} ${vars.space.l}`,
  borderRadius: vars.radius.s,
  fontWeight: 600,
  textDecoration: "none",
  border: "2px solid transparent",
});
export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.accent, color: "#1b1300" }],
  secondary: [buttonBase, { background: "transparent", color: "inherit", borderColor: "currentColor" }],
});
export const prose = style({ maxWidth: "52em" });
export const faq = style({ borderTop: `1px solid ${vars.color.line}` });
export const faqItem = style({ borderBottom: `1px solid ${vars.color.line}`, padding: `${vars.space.m} 0` });
export const faqQuestion = style({ cursor: "pointer", fontWeight: 600 });
export const table = style({ width: "100%", borderCollapse: "collapse" });
/** A table's frame: on a phone the table scrolls inside it, never the page. */
export const tableFrame = style({ overflowX: "auto", maxWidth: "100%" });
export const cell = style({
  borderBottom: `1px solid ${vars.color.line}`,
  padding: vars.space.s,
  textAlign: "left",
  verticalAlign: "top",
});
