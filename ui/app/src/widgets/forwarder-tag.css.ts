// The mark beside a firm flagged as a freight forwarder or NVOCC (D311), as buyer search draws it.
import { vars } from "@portolan/kit/theme/vars.css.ts";
import { style } from "@vanilla-extract/css";

export const forwarderTag = style({
  display: "inline-block",
  marginLeft: vars.space.xs,
  padding: "0 0.4em",
  borderRadius: "0.6em",
  fontSize: "0.75rem",
  whiteSpace: "nowrap",
  background: vars.color.paperAlt,
  color: vars.color.inkSoft,
});
