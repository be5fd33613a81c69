// The alerts' writes, each followed by asking again the reads they change (the list and its unread
// count, the tracked companies and searches), so every screen shows the change.
import type { AlertCadence } from "@portolan/core";
import { queryCache } from "@portolan/kit/data/queries.ts";
import { consoleCall } from "../../auth/console-client.ts";

const refresh = (...names: readonly string[]): void =>
  queryCache.revalidateKeys((key) => names.some((name) => key.startsWith(`${name}{`)));

export const markRead = async (ids?: readonly number[]) => {
  const result = await consoleCall("markAlertsRead", { body: ids === undefined ? {} : { ids: [...ids] } });
  if (result.ok) refresh("alerts");
  return result;
};

export const setCadence = async (id: number, cadence: AlertCadence) => {
  const result = await consoleCall("setTrackCadence", { body: { id, cadence } });
  if (result.ok) refresh("trackedCompanies", "trackedSearches");
  return result;
};

export const setSearchTracking = async (query: string, on: boolean) => {
  const result = on
    ? await consoleCall("trackSearch", { body: { query } })
    : await consoleCall("untrackSearch", { body: { query } });
  if (result.ok) refresh("trackedSearches");
  return result;
};
