// Tracked companies and searches and recent searches (issues 15 and 16), per account. A company is
// tracked as importer or as exporter, a search by its one written form, each with its alerts'
// cadence and the language of the console that set it (its mails' language, D233); the console's
// recent searches are recorded where the search is served (recordSearch, signed-in sessions only).
import type { Api, RequestOf } from "@portolan/contracts";
import {
  collectionAddress,
  companyTrackRef,
  DESIGNED_CODES,
  datasetList,
  ERROR_CODES,
  itemTitle,
  RECENT_SEARCHES_KEPT,
  recordId,
  savedSearchAddress,
  savedSearchQuery,
  TRACKED_COMPANIES_MAX,
  TRACKED_SEARCHES_MAX,
  type TrackRole,
} from "@portolan/core";
import type { StoredTracking, TrackingStore } from "../../accounts/alerts/alerts-port.ts";
import type { RecentSearchStore } from "../../accounts/collection/collection-port.ts";
import type { Handlers, RequestContext } from "../../http/handler.ts";
import { emptySuccess, failure, success } from "../../http/reply.ts";
import type { Logger } from "../../ports/logger.ts";
import { isApiKeyCaller } from "../apikeys/api-key-service.ts";

export type TrackingHandlers = Pick<
  Handlers,
  | "trackedCompanies"
  | "trackCompany"
  | "untrackCompany"
  | "recentSearches"
  | "trackedSearches"
  | "trackSearch"
  | "untrackSearch"
  | "setTrackCadence"
>;

/** A tracked company's role and id from its reference ("importer:42"). */
export const companyOfRef = (ref: string): { role: TrackRole; companyId: number } => {
  const [role, id] = ref.split(":");
  return { role: role as TrackRole, companyId: Number(id) };
};

const trackedView = (t: StoredTracking) => {
  const { role, companyId } = companyOfRef(t.ref);
  return {
    id: t.id,
    companyId,
    role,
    name: t.name,
    datasets: [...t.datasets],
    cadence: t.cadence,
    since: t.since,
    address: collectionAddress({ kind: "company", ref: String(companyId), datasets: t.datasets }),
  };
};

const searchView = (t: StoredTracking) => ({
  id: t.id,
  query: t.ref,
  cadence: t.cadence,
  since: t.since,
  address: savedSearchAddress(t.ref),
});

const accountOf = (ctx: RequestContext) => ctx.caller?.accountId ?? 0;

export const trackingHandlers = (tracking: TrackingStore, searches: RecentSearchStore): TrackingHandlers => ({
  trackedCompanies: async (_request, ctx) =>
    success({
      companies: (await tracking.list(accountOf(ctx), "company")).map(trackedView),
      limit: TRACKED_COMPANIES_MAX,
    }),
  trackCompany: async ({ body }, ctx) => {
    const datasets = datasetList(body.datasets);
    const name = itemTitle(body.name);
    if (recordId(String(body.companyId)) === undefined || datasets.length === 0 || name === undefined)
      return failure(ERROR_CODES.WRONG_PARAMETERS, "collection.reference.invalid");
    const saved = await tracking.track(
      {
        accountId: accountOf(ctx),
        kind: "company",
        ref: companyTrackRef(body.role, body.companyId),
        name,
        datasets,
        cadence: body.cadence,
        locale: ctx.locale,
        since: ctx.now,
      },
      TRACKED_COMPANIES_MAX,
    );
    if (saved.kind === "full") return failure(DESIGNED_CODES.TRACKING_FULL, "errors.tracking.full");
    return success({ company: trackedView(saved.value), added: saved.kind === "added" });
  },
  untrackCompany: async ({ body }, ctx) => {
    await tracking.untrack(accountOf(ctx), "company", companyTrackRef(body.role, body.companyId));
    return emptySuccess();
  },
  trackedSearches: async (_request, ctx) =>
    success({
      searches: (await tracking.list(accountOf(ctx), "search")).map(searchView),
      limit: TRACKED_SEARCHES_MAX,
    }),
  trackSearch: async ({ body }, ctx) => {
    const query = savedSearchQuery(body.query);
    if (query === undefined) return failure(ERROR_CODES.WRONG_PARAMETERS, "collection.reference.invalid");
    const saved = await tracking.track(
      {
        accountId: accountOf(ctx),
        kind: "search",
        ref: query,
        name: query,
        datasets: [],
        cadence: body.cadence,
        locale: ctx.locale,
        since: ctx.now,
      },
      TRACKED_SEARCHES_MAX,
    );
    if (saved.kind === "full")
      return failure(DESIGNED_CODES.TRACKED_SEARCHES_FULL, "errors.tracking.searchesFull");
    return success({ search: searchView(saved.value), added: saved.kind === "added" });
  },
  untrackSearch: async ({ body }, ctx) => {
    const query = savedSearchQuery(body.query) ?? body.query;
    return success({ removed: await tracking.untrack(accountOf(ctx), "search", query) });
  },
  setTrackCadence: async ({ body }, ctx) => {
    const changed = await tracking.setCadence(accountOf(ctx), body.id, body.cadence);
    if (changed === undefined)
      return failure(DESIGNED_CODES.TRACKING_UNKNOWN_ITEM, "errors.tracking.unknownItem");
    return success({ id: changed.id, cadence: changed.cadence });
  },
  recentSearches: async (_request, ctx) => success({ searches: [...(await searches.list(accountOf(ctx)))] }),
});

type SearchQuery = RequestOf<Api["tradeSearch"]>["query"];

/**
 * Records a shipment search the console ran (the trade search handler calls it after answering): a
 * signed-in session's, not an API key's, in its one written form, with what it found.
 */
export const searchRecorder =
  (searches: RecentSearchStore, log: Logger) =>
  async (
    query: SearchQuery,
    found: { readonly total: number; readonly totalExact: boolean },
    ctx: Pick<RequestContext, "caller" | "now">,
  ): Promise<void> => {
    if (ctx.caller === undefined || isApiKeyCaller(ctx.caller)) return;
    const written = savedSearchQuery(query);
    if (written === undefined) return;
    try {
      await searches.record(
        ctx.caller.accountId,
        { query: written, searchedAt: ctx.now, total: found.total, totalExact: found.totalExact },
        RECENT_SEARCHES_KEPT,
      );
    } catch (error) {
      // The search was answered; a list of recent searches that misses one must not fail it.
      log.error("recording a recent search failed", error);
    }
  };
