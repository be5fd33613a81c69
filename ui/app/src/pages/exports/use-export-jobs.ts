// The account's exports through the query layer, asked again every EXPORT_POLL_MS while one of them
// is queued or running.
import { EXPORT_POLL_MS } from "@portolan/core";
import { useEffect } from "react";
import { useConsoleQuery } from "../../auth/console-client.ts";

export const useExportJobs = () => {
  const { remote, reload } = useConsoleQuery("exportJobs", {});
  const unfinished =
    remote.state === "ready" &&
    remote.data.exports.some((e) => e.status === "queued" || e.status === "running");
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload is a new function each render; the poll follows `unfinished`.
  useEffect(() => {
    if (!unfinished) return;
    const timer = setInterval(reload, EXPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [unfinished]);
  return { remote, reload };
};
