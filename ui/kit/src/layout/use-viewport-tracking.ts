// One throttled listener (spec §9: resize and scroll throttle 300 ms) keeps $viewport current and
// applies the mobile menu's width rule on every resize.
import { RESIZE_SCROLL_THROTTLE_MS } from "@portolan/core";
import { useEffect } from "react";
import { $mobileMenu, menuAfterResize } from "../stores/mobile-menu.ts";
import { $viewport } from "../stores/viewport.ts";
import { throttle } from "./throttle.ts";

export const useViewportTracking = (): void => {
  useEffect(() => {
    let width = window.innerWidth;
    const update = () => {
      const next = window.innerWidth;
      $viewport.set({ width: next, scrollTop: window.scrollY });
      if (next !== width) $mobileMenu.set(menuAfterResize($mobileMenu.get(), width, next, "public"));
      width = next;
    };
    const throttled = throttle(update, RESIZE_SCROLL_THROTTLE_MS);
    update();
    addEventListener("scroll", throttled, { passive: true });
    addEventListener("resize", throttled);
    return () => {
      removeEventListener("scroll", throttled);
      removeEventListener("resize", throttled);
      throttled.cancel();
    };
  }, []);
};
