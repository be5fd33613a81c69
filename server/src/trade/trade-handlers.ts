// The trade calls (issue 14 §3): the query read by core's rule, checked against what the caller's
// packages grant (core's tradeQueryScope over the session's data-set bits), then asked of the
// store. A query outside the grant is refused with its own code, never answered empty.

import type { Api, RequestOf } from "@portolan/contracts";
import {
  type BroadQueryRefusal,
  DESIGNED_CODES,
  ERROR_CODES,
  EXACT_COUNT_LIMIT,
  emptyTradeMonth,
  fillMonths,
  headingsForText,
  mayOpenPartnerReport,
  needsProductTerms,
  parseWords,
  printWords,
  readPartnerOrder,
  readTradeQuery,
  TRADE_FACETS,
  type TradeFacet,
  type TradeQuery,
  type TradeScope,
  tradeQueryScope,
  withHeadingWords,
} from "@portolan/core";
import type { EntitlementsOfAccount } from "../accounts/teams/entitlements-port.ts";
import type { EndpointHandler, RequestContext } from "../http/handler.ts";
import { type Failure, failure, success } from "../http/reply.ts";
import { scopeRefusal } from "./dataset-scope.ts";
import type { FirmIdentity } from "./firm-identity-port.ts";
import { type PortLookup, withPortLabels, withPortNames, withRoute } from "./port-names.ts";
import { productTerms } from "./product-term-table.ts";
import { tradeQueryFailure } from "./trade-query-failure.ts";
import type { TradeStore } from "./trade-store-port.ts";

/** How many entries each facet lists (the data centre's top-10 panels). */
export const FACET_TOP = 10;

type Raw = Readonly<Record<string, string | undefined>>;

/** The query of the request if it may run for the caller, else the refusal to answer. */
export const grantedQuery = async (
  raw: Raw,
  ctx: Pick<RequestContext, "caller" | "now">,
  entitlements: EntitlementsOfAccount,
): Promise<{ ok: true; query: TradeQuery; scope: TradeScope } | { ok: false; failure: Failure }> => {
  const read = readTradeQuery(raw);
  if (!read.ok) return { ok: false, failure: tradeQueryFailure(read.issues) };
  const granted = ctx.caller === undefined ? undefined : await entitlements(ctx.caller.accountId, ctx.now);
  const scoped = tradeQueryScope(read.value, granted?.customsDataSource);
  if (!scoped.ok) return { ok: false, failure: scopeRefusal(scoped.refusal) };
  // The data sets that carry the search kind are searched; the answer names the rest (issue 31 item 4).
  const query = withProductTerms({ ...read.value, datasets: scoped.scope.datasets });
  return { ok: true, query, scope: scoped.scope };
};

/** What a search answer says of the chosen data sets it left out or searched without a field. */
export const scopeNotes = (scope: TradeScope, query: TradeQuery) => ({
  ...(scope.leftOut.length === 0
    ? {}
    : {
        leftOut: scope.leftOut.map((dataset) => ({
          dataset,
          reason: "kindUnsupported" as const,
          kind: query.kind,
        })),
      }),
  ...(scope.withoutHs.length === 0
    ? {}
    : { withoutField: scope.withoutHs.map((dataset) => ({ dataset, field: "hsCode" as const })) }),
});

/**
 * Goods words in Chinese or Russian searched as the HS headings they name (bill texts are English):
 * each such word an `hs:` field of the search words, so OR, NOT and AND work on them (D331).
 */
const withProductTerms = (q: TradeQuery): TradeQuery => {
  if (q.kind !== "description" || q.text === undefined || !needsProductTerms(q.text)) return q;
  const words = parseWords(q.text);
  if (words === undefined) return q;
  const terms = productTerms();
  return { ...q, text: printWords(withHeadingWords(words, (t) => headingsForText(t, terms))) };
};

const facetsOf = (text: string | undefined): readonly TradeFacet[] => {
  if (text === undefined) return TRADE_FACETS;
  const asked = new Set(text.split(",").map((f) => f.trim()));
  const known = TRADE_FACETS.filter((f) => asked.has(f));
  return known.length === 0 ? TRADE_FACETS : known;
};

/** Told of every search answered (the console's recent searches, issue 15). */
export type SearchListener = (
  query: RequestOf<Api["tradeSearch"]>["query"],
  found: { readonly total: number; readonly totalExact: boolean },
  ctx: Pick<RequestContext, "caller" | "now">,
) => Promise<void>;

export const tradeSearchHandler =
  (
    store: TradeStore,
    entitlements: EntitlementsOfAccount,
    ports: PortLookup,
    onSearch?: SearchListener,
  ): EndpointHandler<Api["tradeSearch"]> =>
  async ({ query }, ctx) => {
    const granted = await grantedQuery(query, ctx, entitlements);
    if (!granted.ok) return granted.failure;
    const page = await store.search(granted.query);
    if (page.tooBroad !== undefined) return tooBroad(page.tooBroad);
    // Recorded before answering (one small write beside the search itself): the recent-searches
    // list asked for next has it, on whichever provider answers it. The recorder never fails a search.
    if (onSearch !== undefined) await onSearch(query, page, ctx);
    return success({
      total: page.total,
      totalExact: page.totalExact,
      current: granted.query.page,
      pageSize: granted.query.pageSize,
      records: await withPortNames(page.records, ports),
      ...scopeNotes(granted.scope, granted.query),
    });
  };

export const tradeFacetsHandler =
  (
    store: TradeStore,
    entitlements: EntitlementsOfAccount,
    ports: PortLookup,
  ): EndpointHandler<Api["tradeFacets"]> =>
  async ({ query }, ctx) => {
    const granted = await grantedQuery(query, ctx, entitlements);
    if (!granted.ok) return granted.failure;
    const stored = await store.facets(granted.query, facetsOf(query.facets), FACET_TOP);
    // Every month of the query's dates is a point, zero where nothing shipped (D324).
    const { from, to } = granted.query;
    const answer =
      stored.monthly === undefined
        ? stored
        : { ...stored, monthly: fillMonths(stored.monthly, emptyTradeMonth, { from, to }) };
    if (answer.ports === undefined) return success(answer);
    // A port's codes are added up before the top ports are kept (D350).
    return success({ ...answer, ports: (await withPortLabels(answer.ports, ports)).slice(0, FACET_TOP) });
  };

/** The refusal of a broad search's page or order the engine cannot answer in its budget. */
export const tooBroad = (reason: BroadQueryRefusal) =>
  failure(
    reason === "errors.trade.broadPage" ? DESIGNED_CODES.TRADE_BROAD_PAGE : DESIGNED_CODES.TRADE_BROAD_SORT,
    reason,
    { params: { limit: EXACT_COUNT_LIMIT } },
  );

const ID = /^\d{1,15}$/;
const unknownRecord = failure(ERROR_CODES.WRONG_PARAMETERS, "trade.query.unknownRecord");
const unknownCompany = failure(ERROR_CODES.WRONG_PARAMETERS, "trade.query.unknownCompany");

export const tradeBillHandler =
  (
    store: TradeStore,
    entitlements: EntitlementsOfAccount,
    ports: PortLookup,
  ): EndpointHandler<Api["tradeBill"]> =>
  async ({ query }, ctx) => {
    if (!ID.test(query.id)) return unknownRecord;
    const bill = await store.bill(Number(query.id));
    if (bill === undefined) return unknownRecord;
    const granted = await grantedQuery({ datasets: bill.record.dataset }, ctx, entitlements);
    // A bill of a data set the caller lacks is not found, as an id that does not exist: a refusal
    // naming its data set would tell what the id is (issue 31 item 13).
    if (!granted.ok) return unknownRecord;
    return success({ ...bill, ...(await withRoute(bill.record, ports)) });
  };

export const tradeCompaniesHandler =
  (store: TradeStore, entitlements: EntitlementsOfAccount): EndpointHandler<Api["tradeCompanies"]> =>
  async ({ query }, ctx) => {
    const granted = await grantedQuery(query, ctx, entitlements);
    if (!granted.ok) return granted.failure;
    const role = query.role === "exporter" ? "exporter" : "importer";
    const page = await store.companies(granted.query, role);
    return success({
      total: page.total,
      current: granted.query.page,
      pageSize: granted.query.pageSize,
      records: [...page.records],
      ...scopeNotes(granted.scope, granted.query),
    });
  };

export const tradeCompanyProfileHandler =
  (
    store: TradeStore,
    entitlements: EntitlementsOfAccount,
    ports: PortLookup,
    identity: Pick<FirmIdentity, "redirectOf">,
  ): EndpointHandler<Api["tradeCompanyProfile"]> =>
  async ({ query }, ctx) => {
    const granted = await grantedQuery({ datasets: query.datasets }, ctx, entitlements);
    if (!granted.ok) return granted.failure;
    if (!ID.test(query.id)) return unknownCompany;
    const asked = Number(query.id);
    // A firm with no shipment in the data sets asked (all of them the caller's) is not found, as an
    // id that does not exist: its name and spellings belong to data sets the caller lacks (item 13).
    const profileOf = async (id: number) => {
      const found = await store.companyProfile(id, granted.query.datasets, FACET_TOP);
      return found === undefined || found.asImporter + found.asExporter === 0 ? undefined : found;
    };
    let profile = await profileOf(asked);
    // A firm merged into another: its old id (a saved link, a bookmark) opens the firm that has its bills.
    if (profile === undefined) {
      const to = await identity.redirectOf(asked);
      const moved = to === undefined ? undefined : await profileOf(to);
      if (moved !== undefined) profile = { ...moved, movedFrom: asked };
    }
    if (profile === undefined) return unknownCompany;
    return success({
      ...profile,
      monthly: fillMonths(profile.monthly, emptyTradeMonth),
      ports: (await withPortLabels(profile.ports, ports)).slice(0, FACET_TOP),
    });
  };

export const tradePartnersHandler =
  (
    store: TradeStore,
    entitlements: EntitlementsOfAccount,
    identity: Pick<FirmIdentity, "redirectOf">,
  ): EndpointHandler<Api["tradePartners"]> =>
  async ({ query }, ctx) => {
    const granted = await grantedQuery(
      { datasets: query.datasets, current: query.current, pageSize: query.pageSize },
      ctx,
      entitlements,
    );
    if (!granted.ok) return granted.failure;
    const caller = ctx.caller === undefined ? undefined : await entitlements(ctx.caller.accountId, ctx.now);
    if (!mayOpenPartnerReport(caller?.membership ?? 0))
      return failure(DESIGNED_CODES.TRADE_PARTNER_REPORT, "errors.trade.partnerReport");
    if (!ID.test(query.id)) return unknownCompany;
    const { page, pageSize, datasets } = granted.query;
    const order = readPartnerOrder(query.sort, query.order);
    // As the profile: a firm without shipments in the caller's data sets asked is not found (item 13).
    const partnersOf = async (id: number) => {
      const found = await store.partners(id, datasets, order, page, pageSize);
      return found === undefined || found.shipments === 0 ? undefined : found;
    };
    let answer = await partnersOf(Number(query.id));
    if (answer === undefined) {
      const to = await identity.redirectOf(Number(query.id));
      if (to !== undefined) answer = await partnersOf(to);
    }
    if (answer === undefined) return unknownCompany;
    return success({ ...answer, current: page, pageSize, records: [...answer.records] });
  };
