// False on the server and in the first (hydrating) render, true afterwards. A react-aria Select
// renders a hidden native select with an inline style attribute, which the Content-Security-Policy
// refuses in server HTML; it is therefore drawn only in the browser (where React sets styles
// through the CSSOM, which the policy allows).
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export const useAfterHydration = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
