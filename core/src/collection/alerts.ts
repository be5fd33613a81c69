// Alerts on tracked companies and saved searches (issue 16): how a tracked item is asked of the
// trade store for the shipments loaded since its last check, where an alert's link leads, and when
// a day's alerts go out as one digest. Pure: times are epoch-milliseconds arguments.
import { DAY_MS } from "../constants/periods.ts";
import { readTradeQuery, tradeQueryParams } from "../trade/trade-query.ts";
import type { TrackRole } from "./collection-reference.ts";
import { parseQueryString, SEARCH_SCREEN_PATH } from "./saved-search.ts";

/** Each tracked item's choice: a mail per check that finds something, or one a day (D233). */
export const ALERT_CADENCES = ["instant", "daily"] as const;
export type AlertCadence = (typeof ALERT_CADENCES)[number];

export const isAlertCadence = (value: unknown): value is AlertCadence =>
  ALERT_CADENCES.some((c) => c === value);

/** A tracked company's reference among tracked items: "importer:42". */
export const companyTrackRef = (role: TrackRole, companyId: number): string => `${role}:${companyId}`;

/** The query string of a tracked company's shipments over its data sets (the firm filter). */
export const trackedCompanyQuery = (
  role: TrackRole,
  companyId: number,
  datasets: readonly string[],
): string => `datasets=${encodeURIComponent(datasets.join(","))}&firm=${companyTrackRef(role, companyId)}`;

/**
 * The search screen's address of a tracked item's shipments loaded after bill `after` up to bill
 * `upTo`: its query with the loaded range; undefined when the query is none the engine runs.
 */
export const newShipmentsAddress = (query: string, after: number, upTo: number): string | undefined => {
  const read = readTradeQuery(parseQueryString(query));
  if (!read.ok || after >= upTo) return undefined;
  const params = tradeQueryParams({ ...read.value, loaded: { after, upTo } });
  return `${SEARCH_SCREEN_PATH}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
};

/** The UTC day (days since the epoch) of a time. */
export const utcDay = (at: number): number => Math.floor(at / DAY_MS);

/** A daily item's alert goes out in the digest of its day, once that day (UTC) has ended. */
export const digestDue = (createdAt: number, now: number): boolean => utcDay(createdAt) < utcDay(now);
