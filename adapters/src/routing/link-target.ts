// Which clicks on a link the site handles itself (client-side navigation) and which it leaves to the
// browser. Plain data in, so it is tested without a DOM; the UI reads these fields off the event and
// the anchor. Whether the address is one of the site's routes in the same language is the UI's
// question (core's route rules), asked after this one.

export interface ClickFacts {
  readonly button: number;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
}

export interface AnchorFacts {
  /** The resolved, absolute address (HTMLAnchorElement.href). */
  readonly href: string;
  readonly target: string;
  readonly download: boolean;
}

export interface Here {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
}

/**
 * The path, query and hash to navigate to in the page, or undefined to let the browser follow the
 * link: modified or non-primary clicks, other windows, downloads, other origins and non-http schemes,
 * and a hash on the current page (the browser scrolls to it itself).
 */
export const clientNavigationTarget = (
  click: ClickFacts,
  anchor: AnchorFacts,
  here: Here,
): string | undefined => {
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return undefined;
  if ((anchor.target !== "" && anchor.target !== "_self") || anchor.download) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return undefined;
  if (url.hash !== "" && url.pathname === here.pathname && url.search === here.search) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
};
