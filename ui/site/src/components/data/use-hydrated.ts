// False on the server and during hydration, true once the page is live in the browser: content
// that depends on the query (which a prerendered page does not know) renders only then, so the
// first client render matches the prerendered HTML.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
