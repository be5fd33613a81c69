// The main account's team (getTeam), read through the console's query; a sub-account is answered
// 50001 and shows nothing, so that refusal is not notified.
import type { Team } from "@portolan/contracts";
import { DESIGNED_CODES } from "@portolan/core";
import { useConsoleQuery } from "../../auth/console-client.ts";

export type TeamState =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly team: Team }
  | { readonly kind: "none" }
  | { readonly kind: "failed" };

const HANDLED = [DESIGNED_CODES.MAIN_ACCOUNT_ONLY];

export const useTeam = (): { readonly state: TeamState; readonly reload: () => void } => {
  const { remote, reload } = useConsoleQuery("getTeam", {}, { handles: HANDLED });
  const state: TeamState =
    remote.state === "ready"
      ? { kind: "ready", team: remote.data }
      : remote.state === "failed"
        ? remote.failure.kind === "rejected"
          ? { kind: "none" }
          : { kind: "failed" }
        : { kind: "loading" };
  return { state, reload };
};
