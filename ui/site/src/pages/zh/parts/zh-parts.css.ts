// Styles of the Chinese pages' own parts (steps, offices, timeline, video poster, form slots).

import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const steps = style({ paddingLeft: vars.space.l, lineHeight: 1.8, maxWidth: "52em" });
export const bullets = style({ paddingLeft: vars.space.l, lineHeight: 1.8, maxWidth: "52em" });
export const note = style({
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.paperAlt,
  padding: `${vars.space.m} ${vars.space.l}`,
  margin: `${vars.space.l} 0`,
  maxWidth: "52em",
});
export const formSlot = style({
  border: `1px dashed ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: vars.space.l,
  background: vars.color.paperAlt,
});
export const offices = style({
  display: "grid",
  gap: vars.space.m,
  gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))",
  padding: 0,
  listStyle: "none",
});
export const office = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
});
export const officeName = style({ fontSize: "1.1rem", margin: `0 0 ${vars.space.xs}` });
export const officeAddress = style({ margin: 0, color: vars.color.inkSoft, fontStyle: "normal" });
export const timeline = style({ listStyle: "none", padding: 0, margin: 0, maxWidth: "52em" });
export const timelineItem = style({
  display: "grid",
  gridTemplateColumns: "5em 1fr",
  gap: vars.space.m,
  padding: `${vars.space.s} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const timelineYear = style({ fontWeight: 700, color: vars.color.brand });
export const articleMeta = style({ color: vars.color.inkSoft, margin: `0 0 ${vars.space.l}` });
export const articleList = style({ listStyle: "none", padding: 0, margin: 0, maxWidth: "52em" });
export const articleItem = style({
  padding: `${vars.space.m} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const articleTitle = style({ fontSize: "1.15rem", margin: `0 0 ${vars.space.xs}` });
export const poster = style({ margin: `0 0 ${vars.space.xl}`, maxWidth: "52em" });
export const posterImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.m,
});
export const posterCaption = style({ color: vars.color.inkSoft, marginTop: vars.space.s });
export const transcriptTime = style({ fontWeight: 700, color: vars.color.brand, marginRight: vars.space.s });
export const posterStopDark = style({ stopColor: vars.color.brandDark });
export const posterStopLight = style({ stopColor: vars.color.brand });
export const posterLines = style({ stroke: vars.color.paper, strokeOpacity: 0.15, fill: "none" });
export const posterPlay = style({ fill: vars.color.accent });
export const posterPlayIcon = style({ fill: "#1b1300" });
export const posterTitle = style({ fill: vars.color.paper, fontSize: "26px", fontWeight: 700 });
export const posterSub = style({ fill: vars.color.paper, fontSize: "18px" });
