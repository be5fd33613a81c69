// Buyer search and trade search (issue 16, D260, D261): the permission first (spec §6 global buyers
// 32, trade search 64: refused with its own code, as the partner report is), then the search read
// by core's rule over the data sets the caller's packages grant (every kind: customs, ship, transit;
// those without what the search reads left out and named, D344), then the store.

import type { Api } from "@portolan/contracts";
import {
  DESIGNED_CODES,
  ERROR_CODES,
  mayUseBuyerSearch,
  mayUseTradeSearch,
  ownedTradeCodes,
  readBuyerSearch,
  readDirectorySearch,
  type ScopeNeed,
  scopeByNeeds,
  tradeQueryParams,
} from "@portolan/core";
import type { EntitlementsOfAccount } from "../accounts/teams/entitlements-port.ts";
import type { EndpointHandler } from "../http/handler.ts";
import { failure, success } from "../http/reply.ts";
import { leftOutNote, scopeRefusal } from "./dataset-scope.ts";
import { grantedQuery, scopeNotes } from "./trade-handlers.ts";
import { tradeQueryFailure } from "./trade-query-failure.ts";
import type { TradeStore } from "./trade-store-port.ts";

export const tradeBuyersHandler =
  (store: TradeStore, entitlements: EntitlementsOfAccount): EndpointHandler<Api["tradeBuyers"]> =>
  async ({ query }, ctx) => {
    const granted = ctx.caller === undefined ? undefined : await entitlements(ctx.caller.accountId, ctx.now);
    if (!mayUseBuyerSearch(granted?.membership ?? 0))
      return failure(DESIGNED_CODES.BUYER_SEARCH_NOT_IN_PACKAGE, "errors.trade.buyerSearch");
    const bits = granted?.customsDataSource;
    // Every data set the package owns — customs, ship, transit — is offered (D344); those whose records
    // name no importer, or with goods words carry no goods text, are left out and named.
    const read = readBuyerSearch(query, ownedTradeCodes(bits));
    if (!read.ok) return tradeQueryFailure(read.issues, { destination: "country" });
    const needs: readonly ScopeNeed[] =
      read.query.text === undefined ? ["importer"] : ["importer", "description"];
    const scoped = scopeByNeeds(read.query.datasets, bits, needs);
    if (!scoped.ok) return scopeRefusal(scoped.refusal);
    // Then checked as a search is; Chinese or Russian goods words become the HS headings they name.
    const checked = await grantedQuery(
      Object.fromEntries(tradeQueryParams({ ...read.query, datasets: scoped.scope.datasets })),
      ctx,
      entitlements,
    );
    if (!checked.ok) return checked.failure;
    const answer = await store.buyers(checked.query, read.order, read.forwarders);
    return success({
      total: answer.total,
      current: checked.query.page,
      pageSize: checked.query.pageSize,
      ...(answer.asOf === undefined ? {} : { asOf: answer.asOf }),
      forwardersHidden: answer.forwardersHidden,
      records: [...answer.records],
      ...scopeNotes(checked.scope, checked.query),
      ...leftOutNote(scoped.scope.leftOut),
    });
  };

export const tradeDirectoryHandler =
  (store: TradeStore, entitlements: EntitlementsOfAccount): EndpointHandler<Api["tradeDirectory"]> =>
  async ({ query }, ctx) => {
    const granted = ctx.caller === undefined ? undefined : await entitlements(ctx.caller.accountId, ctx.now);
    if (!mayUseTradeSearch(granted?.membership ?? 0))
      return failure(DESIGNED_CODES.TRADE_SEARCH_NOT_IN_PACKAGE, "errors.trade.tradeSearch");
    const bits = granted?.customsDataSource;
    // Every owned data set (D344); those whose records name no firm at all are left out and named.
    const scoped = scopeByNeeds(ownedTradeCodes(bits), bits, ["firm"]);
    if (!scoped.ok) return scopeRefusal(scoped.refusal);
    const read = readDirectorySearch(query, scoped.scope.datasets);
    if (!read.ok) return failure(ERROR_CODES.WRONG_PARAMETERS, read.issues[0] as string);
    const answer = await store.directory(read.value);
    return success({
      total: answer.total,
      current: read.value.page,
      pageSize: read.value.pageSize,
      records: [...answer.records],
      ...leftOutNote(scoped.scope.leftOut),
    });
  };
