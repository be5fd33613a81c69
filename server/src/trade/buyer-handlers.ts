// Buyer search and trade search (issue 16, D260, D261): the permission first (spec §6 global buyers
// 32, trade search 64: refused with its own code, as the partner report is), then the search read
// by core's rule over the data sets the caller's packages grant, then the store.

import type { Api } from "@portolan/contracts";
import {
  buyerDatasets,
  DESIGNED_CODES,
  ERROR_CODES,
  mayUseBuyerSearch,
  mayUseTradeSearch,
  readBuyerSearch,
  readDirectorySearch,
  searchableDatasets,
  tradeQueryParams,
} from "@portolan/core";
import type { EndpointHandler } from "../http/handler.ts";
import { failure, success } from "../http/reply.ts";
import type { EntitlementsOfAccount } from "../services/auth/auth-area.ts";
import { grantedQuery } from "./trade-handlers.ts";
import { tradeQueryFailure } from "./trade-query-failure.ts";
import type { TradeStore } from "./trade-store-port.ts";

export const tradeBuyersHandler =
  (store: TradeStore, entitlements: EntitlementsOfAccount): EndpointHandler<Api["tradeBuyers"]> =>
  async ({ query }, ctx) => {
    const granted = ctx.caller === undefined ? undefined : await entitlements(ctx.caller.accountId, ctx.now);
    if (!mayUseBuyerSearch(granted?.membership ?? 0))
      return failure(DESIGNED_CODES.BUYER_SEARCH_NOT_IN_PACKAGE, "errors.trade.buyerSearch");
    const owned = buyerDatasets(granted?.customsDataSource, (query.keyword ?? "").trim() !== "");
    const read = readBuyerSearch(query, owned);
    if (!read.ok) return tradeQueryFailure(read.issues, { destination: "country" });
    // Checked as a search is (52001 for a data set not granted, 52002 for goods words where the data
    // set has no goods text); Chinese or Russian goods words become the HS headings they name.
    const checked = await grantedQuery(Object.fromEntries(tradeQueryParams(read.query)), ctx, entitlements);
    if (!checked.ok) return checked.failure;
    const answer = await store.buyers(checked.query, read.order, read.forwarders);
    return success({
      total: answer.total,
      current: checked.query.page,
      pageSize: checked.query.pageSize,
      ...(answer.asOf === undefined ? {} : { asOf: answer.asOf }),
      forwardersHidden: answer.forwardersHidden,
      records: [...answer.records],
    });
  };

export const tradeDirectoryHandler =
  (store: TradeStore, entitlements: EntitlementsOfAccount): EndpointHandler<Api["tradeDirectory"]> =>
  async ({ query }, ctx) => {
    const granted = ctx.caller === undefined ? undefined : await entitlements(ctx.caller.accountId, ctx.now);
    if (!mayUseTradeSearch(granted?.membership ?? 0))
      return failure(DESIGNED_CODES.TRADE_SEARCH_NOT_IN_PACKAGE, "errors.trade.tradeSearch");
    const owned = searchableDatasets(granted?.customsDataSource).flatMap((g) =>
      g.datasets.map((d) => d.value),
    );
    const read = readDirectorySearch(query, owned);
    if (!read.ok) return failure(ERROR_CODES.WRONG_PARAMETERS, read.issues[0] as string);
    const answer = await store.directory(read.value);
    return success({
      total: answer.total,
      current: read.value.page,
      pageSize: read.value.pageSize,
      records: [...answer.records],
    });
  };
