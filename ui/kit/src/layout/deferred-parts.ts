// The frame's parts that hydrate after the page (decision D143): which of them are on screen but not
// hydrated yet, and what waits for them. Until a part hydrates its HTML is the prerender's, without
// handlers: a click on one of its links or buttons is held and given again once the part hydrates, so
// an early click does what it would have done a moment later (React itself drops it).

import { browserNavigation } from "@portolan/adapters";

export type PartName = "header" | "footer" | "widgets";

/** The attribute that names a part on its root element (the prerendered HTML carries it). */
export const PART_ATTRIBUTE = "data-part";

/** The attribute, on a part's root element. */
export const partRoot = (name: PartName): Readonly<Record<string, string>> => ({ [PART_ATTRIBUTE]: name });

/** Which parts wait for their code, and who waits for them: one per page (pageParts below). */
export const createPartsTracker = () => {
  const waiting = new Set<PartName>();
  let wakers: ((hydrated: boolean) => void)[] = [];
  /** The parts' code could not be loaded (and the chunk-reload guard did not reload the page). */
  let unavailable = false;
  const wake = (hydrated: boolean): void => {
    const woken = wakers;
    wakers = [];
    for (const w of woken) w(hydrated);
  };
  return {
    /** Whether a part is on screen, prerendered, and still waiting for its code. */
    isWaiting: (name: PartName): boolean => waiting.has(name),
    /** A part was rendered by the server and is waiting for its code (called before it can hydrate). */
    pending: (name: PartName): void => {
      if (!unavailable) waiting.add(name);
    },
    /** A part is hydrated, was rendered in the browser, or left the screen: what waited for it goes on. */
    settled: (name: PartName): void => {
      waiting.delete(name);
      if (waiting.size === 0) wake(true);
    },
    /**
     * The parts' code could not be loaded: they stay prerendered HTML for good (their links lead
     * where they say, without the shell). Nothing waits for them any more, and nothing is held.
     */
    unavailable: (): void => {
      unavailable = true;
      waiting.clear();
      wake(false);
    },
    /**
     * Resolves once no part is waiting: true when they are hydrated (at once when none was pending),
     * false when they never will be.
     */
    whenHydrated: (): Promise<boolean> =>
      unavailable
        ? Promise.resolve(false)
        : waiting.size === 0
          ? Promise.resolve(true)
          : new Promise((resolve) => wakers.push(resolve)),
  };
};

const pageParts = createPartsTracker();
export const partPending = pageParts.pending;
export const partSettled = pageParts.settled;
export const partsUnavailable = pageParts.unavailable;
export const whenPartsHydrated = pageParts.whenHydrated;

const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * Holds plain clicks on the links and buttons of parts not hydrated yet, and clicks them again once
 * hydrated. Listens on the document in the capture phase, so it comes before React's own listener.
 */
export const holdEarlyClicks = (doc: Document): void => {
  doc.addEventListener(
    "click",
    (event) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const part = event.target.closest(`[${PART_ATTRIBUTE}]`)?.getAttribute(PART_ATTRIBUTE);
      if (part === null || part === undefined || !pageParts.isWaiting(part as PartName)) return;
      const control = event.target.closest("a[href], button");
      if (!(control instanceof HTMLElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void whenPartsHydrated().then((hydrated) => {
        if (hydrated) control.click();
        // Never hydrated: a link still leads where it says, as a new document.
        else if (control instanceof HTMLAnchorElement) browserNavigation().assign(control.href);
      });
    },
    { capture: true },
  );
};
