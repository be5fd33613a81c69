// While a new filter's figures load, the screen keeps showing the last ones, marked busy (aria-busy,
// dimmed), instead of emptying every card to "Loading…" and moving the page under the reader.
import type { Remote } from "@portolan/kit/data/queries.ts";
import { useRef } from "react";

export const useSteady = <T>(remote: Remote<T>): { readonly remote: Remote<T>; readonly stale: boolean } => {
  const last = useRef<T | undefined>(undefined);
  if (remote.state === "ready") last.current = remote.data;
  if (remote.state === "loading" && last.current !== undefined)
    return { remote: { state: "ready", data: last.current }, stale: true };
  return { remote, stale: false };
};
