// The main account's team (getTeam), loaded once per page through the console's call; a sub-account
// is answered 50001 and shows nothing, so that refusal is not notified.
import type { Team } from "@portolan/contracts";
import { DESIGNED_CODES } from "@portolan/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { useConsoleCall } from "../../auth/console-client.ts";

export type TeamState =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly team: Team }
  | { readonly kind: "none" }
  | { readonly kind: "failed" };

export const useTeam = (): { readonly state: TeamState; readonly reload: () => void } => {
  const call = useConsoleCall();
  const [state, setState] = useState<TeamState>({ kind: "loading" });
  const latest = useRef(0);
  const reload = useCallback(() => {
    const mine = ++latest.current;
    setState({ kind: "loading" });
    void call("getTeam", {}, { handles: [DESIGNED_CODES.MAIN_ACCOUNT_ONLY] }).then((result) => {
      if (mine !== latest.current) return;
      if (result.ok) setState({ kind: "ready", team: result.data });
      else setState(result.outcome.kind === "rejected" ? { kind: "none" } : { kind: "failed" });
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
