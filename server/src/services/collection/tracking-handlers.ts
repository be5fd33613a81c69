// Tracked companies and recent searches (issue 15), per account. A company is tracked as importer or
// as exporter, with when tracking began (the e-mail alerts to come read both); the console's recent
// searches are recorded where the search is served (recordSearch, for signed-in sessions only).
import type { Api, RequestOf } from "@portolan/contracts";
import {
  collectionAddress,
  DESIGNED_CODES,
  datasetList,
  ERROR_CODES,
  itemTitle,
  RECENT_SEARCHES_KEPT,
  recordId,
  savedSearchQuery,
  TRACKED_COMPANIES_MAX,
} from "@portolan/core";
import type { Handlers, RequestContext } from "../../http/handler.ts";
import { emptySuccess, failure, success } from "../../http/reply.ts";
import type { RecentSearchStore, StoredTracking, TrackingStore } from "../../ports/collection.ts";
import type { Logger } from "../../ports/logger.ts";
import { isApiKeyCaller } from "../apikeys/api-key-service.ts";

export type TrackingHandlers = Pick<
  Handlers,
  "trackedCompanies" | "trackCompany" | "untrackCompany" | "recentSearches"
>;

const trackedView = (t: StoredTracking) => ({
  companyId: t.companyId,
  role: t.role,
  name: t.name,
  datasets: [...t.datasets],
  since: t.since,
  address: collectionAddress({ kind: "company", ref: String(t.companyId), datasets: t.datasets }),
});

export const trackingHandlers = (tracking: TrackingStore, searches: RecentSearchStore): TrackingHandlers => ({
  trackedCompanies: async (_request, ctx) =>
    success({
      companies: (await tracking.list(ctx.caller?.accountId ?? 0)).map(trackedView),
      limit: TRACKED_COMPANIES_MAX,
    }),
  trackCompany: async ({ body }, ctx) => {
    const datasets = datasetList(body.datasets);
    const name = itemTitle(body.name);
    if (recordId(String(body.companyId)) === undefined || datasets.length === 0 || name === undefined)
      return failure(ERROR_CODES.WRONG_PARAMETERS, "collection.reference.invalid");
    const row = { accountId: ctx.caller?.accountId ?? 0, companyId: body.companyId, role: body.role };
    const saved = await tracking.track({ ...row, name, datasets, since: ctx.now }, TRACKED_COMPANIES_MAX);
    if (saved.kind === "full") return failure(DESIGNED_CODES.TRACKING_FULL, "errors.tracking.full");
    return success({ company: trackedView(saved.value), added: saved.kind === "added" });
  },
  untrackCompany: async ({ body }, ctx) => {
    await tracking.untrack(ctx.caller?.accountId ?? 0, body.companyId, body.role);
    return emptySuccess();
  },
  recentSearches: async (_request, ctx) =>
    success({ searches: [...(await searches.list(ctx.caller?.accountId ?? 0))] }),
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
