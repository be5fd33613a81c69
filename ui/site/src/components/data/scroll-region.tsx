// A wide table's frame: scrolls sideways on a narrow screen and can take keyboard focus to do so,
// labelled by the heading above it.
import type { ReactNode } from "react";
import * as s from "./data.css.ts";

export function ScrollRegion(props: { readonly labelledBy: string; readonly children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={s.scroller} aria-labelledby={props.labelledBy} tabIndex={0}>
      {props.children}
    </section>
  );
}
