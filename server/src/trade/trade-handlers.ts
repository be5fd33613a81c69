// The trade calls (issue 14 §3): the query read by core's rule, checked against what the caller's
// packages grant (core's tradeQueryRefusal over the session's data-set bits), then asked of the
// store. A query outside the grant is refused with its own code, never answered empty.

import type { Api, RequestOf } from "@portolan/contracts";
import {
  type BroadQueryRefusal,
  DESIGNED_CODES,
  ERROR_CODES,
  EXACT_COUNT_LIMIT,
  headingsForText,
  mayOpenPartnerReport,
  needsProductTerms,
  readPartnerOrder,
  readTradeQuery,
  TRADE_FACETS,
  type TradeFacet,
  type TradeQuery,
  tradeQueryRefusal,
} from "@portolan/core";
import type { EndpointHandler, RequestContext } from "../http/handler.ts";
import { type Failure, failure, success } from "../http/reply.ts";
import type { EntitlementsOfAccount } from "../services/auth/auth-area.ts";
import type { FirmIdentity } from "./firm-identity-port.ts";
import { type PortLookup, withPortLabels, withPortNames, withRoute } from "./port-names.ts";
import { productTerms } from "./product-term-table.ts";
import type { TradeStore } from "./trade-store-port.ts";

/** How many entries each facet lists (the data centre's top-10 panels). */
export const FACET_TOP = 10;

type Raw = Readonly<Record<string, string | undefined>>;

/** The query of the request if it may run for the caller, else the refusal to answer. */
export const grantedQuery = async (
  raw: Raw,
  ctx: Pick<RequestContext, "caller" | "now">,
  entitlements: EntitlementsOfAccount,
): Promise<{ ok: true; query: TradeQuery } | { ok: false; failure: Failure }> => {
  const read = readTradeQuery(raw);
  if (!read.ok)
    return { ok: false, failure: failure(ERROR_CODES.WRONG_PARAMETERS, read.issues[0] as string) };
  const granted = ctx.caller === undefined ? undefined : await entitlements(ctx.caller.accountId, ctx.now);
  const refusal = tradeQueryRefusal(read.value, granted?.customsDataSource);
  if (refusal !== undefined)
    return {
      ok: false,
      failure: failure(
        refusal.reason === "errors.trade.datasetNotOwned"
          ? DESIGNED_CODES.TRADE_DATASET_NOT_OWNED
          : DESIGNED_CODES.TRADE_KIND_UNSUPPORTED,
        refusal.reason,
        { params: { dataset: refusal.dataset } },
      ),
    };
  return { ok: true, query: withProductTerms(read.value) };
};

/** Goods text in Chinese or Russian searched as the HS headings it names (bill texts are English). */
const withProductTerms = (q: TradeQuery): TradeQuery => {
  if (q.kind !== "description" || q.text === undefined || !needsProductTerms(q.text)) return q;
  const { text, ...rest } = q;
  return { ...rest, hsHeadings: headingsForText(text, productTerms()) };
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
    // Recorded once the answer is on its way: the accounts' file commits with an fsync
    // (synchronous=FULL), which the search itself need not wait for. It still runs before the
    // provider reads its next request, so the recent-searches list a client asks for next has it.
    if (onSearch !== undefined) setImmediate(() => void onSearch(query, page, ctx));
    return success({
      total: page.total,
      totalExact: page.totalExact,
      current: granted.query.page,
      pageSize: granted.query.pageSize,
      records: await withPortNames(page.records, ports),
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
    const answer = await store.facets(granted.query, facetsOf(query.facets), FACET_TOP);
    if (answer.ports === undefined) return success(answer);
    return success({ ...answer, ports: await withPortLabels(answer.ports, ports) });
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
    if (!granted.ok) return granted.failure;
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
    const profileOf = (id: number) => store.companyProfile(id, granted.query.datasets, FACET_TOP);
    let profile = await profileOf(asked);
    // A firm merged into another: its old id (a saved link, a bookmark) opens the firm that has its bills.
    if (profile === undefined) {
      const to = await identity.redirectOf(asked);
      const moved = to === undefined ? undefined : await profileOf(to);
      if (moved !== undefined) profile = { ...moved, movedFrom: asked };
    }
    if (profile === undefined) return unknownCompany;
    return success({ ...profile, ports: await withPortLabels(profile.ports, ports) });
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
    const partnersOf = (id: number) => store.partners(id, datasets, order, page, pageSize);
    let answer = await partnersOf(Number(query.id));
    if (answer === undefined) {
      const to = await identity.redirectOf(Number(query.id));
      if (to !== undefined) answer = await partnersOf(to);
    }
    if (answer === undefined) return unknownCompany;
    return success({ ...answer, current: page, pageSize, records: [...answer.records] });
  };
