// What a broad search (more matches than EXACT_COUNT_LIMIT) may ask of an engine that reads its
// pages from an index in one order (issue 14 §5: a query that would scan everything answers within
// the budgets or is refused with a message). Its first EXACT_COUNT_LIMIT shipments, newest first,
// are read in milliseconds; a page past them, or another order, would sort or probe millions of
// rows. As search engines do (Elasticsearch's 10,000-result window), the user is asked to narrow it.

import { EXACT_COUNT_LIMIT } from "../constants/paging.ts";
import { resultPages } from "../search/paging.ts";
import type { TradeQuery } from "./trade-query.ts";

export type BroadQueryRefusal = "errors.trade.broadPage" | "errors.trade.broadSort";

/** Why a broad search cannot be answered as asked, or undefined when it can. */
export const broadQueryRefusal = (
  q: Pick<TradeQuery, "page" | "pageSize" | "sort" | "descending">,
): BroadQueryRefusal | undefined => {
  if (q.page * q.pageSize > EXACT_COUNT_LIMIT) return "errors.trade.broadPage";
  if (q.sort !== "date" || !q.descending) return "errors.trade.broadSort";
  return undefined;
};

/**
 * The pages of a shipment search a person can open (issue 31 item 12, D325): every page of a search
 * within EXACT_COUNT_LIMIT matches; of a broader one only the pages inside its first
 * EXACT_COUNT_LIMIT shipments, since broadQueryRefusal refuses the next ("Page 1 of 1,000" while
 * page 501 was refused). `capped` when matches go on past `last`; `broad` when the first EXACT_COUNT_LIMIT
 * shipments are the cap (else MAX_TOP_PAGE is).
 */
export const shipmentPages = (
  total: number,
  pageSize: number,
): { readonly last: number; readonly capped: boolean; readonly broad: boolean } => {
  const { last, capped } = resultPages(total, pageSize);
  if (total <= EXACT_COUNT_LIMIT) return { last, capped, broad: false };
  const reachable = Math.max(1, Math.floor(EXACT_COUNT_LIMIT / pageSize));
  return { last: Math.min(last, reachable), capped: true, broad: true };
};
