// What a broad search (more matches than EXACT_COUNT_LIMIT) may ask of an engine that reads its
// pages from an index in one order (issue 14 §5: a query that would scan everything answers within
// the budgets or is refused with a message). Its first EXACT_COUNT_LIMIT shipments, newest first,
// are read in milliseconds; a page past them, or another order, would sort or probe millions of
// rows. As search engines do (Elasticsearch's 10,000-result window), the user is asked to narrow it.

import { EXACT_COUNT_LIMIT } from "../constants/paging.ts";
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
