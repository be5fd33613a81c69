// Width and scroll position of the window (spec §3 client state: screenWidth, scrollTop), written by
// one throttled listener of the layout. The language bar hides once the page is scrolled past the
// header's height (decision: a fixed threshold, HEADER_HEIGHT_PX, so a small scroll does not flicker it).
import { HEADER_HEIGHT_PX } from "@portolan/core";
import { atom, computed } from "nanostores";

export interface Viewport {
  readonly width: number;
  readonly scrollTop: number;
}

export const $viewport = atom<Viewport>({ width: 0, scrollTop: 0 });

export const isLanguageBarHidden = (scrollTop: number): boolean => scrollTop > HEADER_HEIGHT_PX;

export const $languageBarHidden = computed($viewport, (v) => isLanguageBarHidden(v.scrollTop));
