// The signed-in account's services, orders and payments (the provider's accountOverview), loaded
// once per page through the console's call (expiry and §8 notifications handled there).
import type { AccountOverview } from "@portolan/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useConsoleCall } from "../auth/console-client.ts";

export type OverviewState =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly overview: AccountOverview }
  | { readonly kind: "failed" };

export const useAccountOverview = (): { readonly state: OverviewState; readonly reload: () => void } => {
  const call = useConsoleCall();
  const [state, setState] = useState<OverviewState>({ kind: "loading" });
  const latest = useRef(0);
  const reload = useCallback(() => {
    const mine = ++latest.current;
    setState({ kind: "loading" });
    void call("accountOverview", {}).then((result) => {
      if (mine !== latest.current) return;
      setState(result.ok ? { kind: "ready", overview: result.data } : { kind: "failed" });
    });
  }, [call]);
  useEffect(() => {
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);
  return { state, reload };
};
