// The signed-in account's services, orders and payments (the provider's accountOverview), read
// through the console's query (expiry and §8 notifications handled there).
import type { AccountOverview } from "@portolan/contracts";
import { useConsoleQuery } from "../auth/console-client.ts";

export type OverviewState =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly overview: AccountOverview }
  | { readonly kind: "failed" };

export const useAccountOverview = (): { readonly state: OverviewState; readonly reload: () => void } => {
  const { remote, reload } = useConsoleQuery("accountOverview", {});
  const state: OverviewState =
    remote.state === "ready" ? { kind: "ready", overview: remote.data } : { kind: remote.state };
  return { state, reload };
};
