// A store's value for a component that may hydrate after the page (layout/deferred-chrome.tsx): the
// store may have moved on by then (the visitor scrolled, the session was found). While hydrating,
// React takes the value the prerender rendered with; once hydrated it takes the store's and renders
// again if they differ, so the hydration always matches.
import type { ReadableAtom } from "nanostores";
import { useSyncExternalStore } from "react";

export const useHydratingStore = <T>(store: ReadableAtom<T>, prerendered: T): T =>
  useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => prerendered,
  );
