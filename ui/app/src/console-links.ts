// Links inside the console: a same-tab link to another console page changes the page in place;
// everything else (the public site, other sites, new tabs) is the browser's.
import { matchConsoleRoute } from "@portolan/core";
import type { MouseEvent } from "react";

/** The console address a click should open in place, or undefined to let the browser follow it. */
export const inPlaceTarget = (event: MouseEvent<HTMLElement>): string | undefined => {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element).closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if (anchor.target !== "" && anchor.target !== "_self") return undefined;
  if (anchor.hasAttribute("download") || anchor.origin !== location.origin) return undefined;
  const url = `${anchor.pathname}${anchor.search}${anchor.hash}`;
  return matchConsoleRoute(url) === undefined ? undefined : url;
};
