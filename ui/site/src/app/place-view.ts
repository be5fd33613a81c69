// Where a page opened by client-side navigation is shown (spec §4 Navigation): at its hash anchor,
// or at the top, at once, as a browser places a new document.
//
// The site scrolls smoothly (global.css), and Chromium runs a smooth scroll off the main thread: when
// the user follows a link while one still runs (a hash link just clicked, "back to top", the
// keyboard), frames of that animation already under way land after the instant scroll, and the new
// page stopped a few to a few hundred pixels off its place. So for a short while after placing, any
// scroll the user did not make puts the page back in place; the user's own wheel, touch, key or
// pointer ends that at once.
import { type ScrollTarget, scrollTargetOf } from "@portolan/core";

/** Longer than Chromium's longest smooth scroll (~700 ms). */
const SETTLE_MS = 1_000;
const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

const placeOnce = (target: ScrollTarget): void => {
  const element = target.kind === "anchor" ? document.getElementById(target.id) : null;
  const style = document.documentElement.style;
  const behavior = style.scrollBehavior;
  style.scrollBehavior = "auto";
  if (element) element.scrollIntoView();
  else window.scrollTo(0, 0);
  style.scrollBehavior = behavior;
};

let settling: AbortController | undefined;

export const placeView = (): void => {
  settling?.abort();
  const target = scrollTargetOf(`${location.pathname}${location.search}${location.hash}`);
  document.getElementById("main")?.focus({ preventScroll: true });
  placeOnce(target);
  const settle = new AbortController();
  settling = settle;
  // The document's scroll reaches the window; an inner scroller's does not.
  window.addEventListener("scroll", () => placeOnce(target), { signal: settle.signal, passive: true });
  for (const type of USER_SCROLL_EVENTS)
    window.addEventListener(type, () => settle.abort(), {
      signal: settle.signal,
      passive: true,
      capture: true,
    });
  window.setTimeout(() => settle.abort(), SETTLE_MS);
};
