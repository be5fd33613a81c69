// Whether a user may run a trade query (issue 14 §3, spec §5 dataset rules): every data set it
// names must be owned, and some must support the search kind (its flags; issue 31 item 4). A query
// outside the grant gets a refusal that names what is missing, never an empty result.

import { decomposePermissionValue } from "../permissions/permission-value.ts";
import type { TradeQuery } from "./trade-query.ts";
import { type TradeRefusal, tradeQueryScope } from "./trade-scope.ts";

/**
 * Why the query cannot run within the grant of `ownership`, or undefined when it may: a data set not
 * owned, or a search kind none of its data sets carries (those that do are searched: tradeQueryScope).
 */
export const tradeQueryRefusal = (
  query: Pick<TradeQuery, "datasets" | "kind"> & { readonly text?: string | undefined },
  ownership: unknown,
): TradeRefusal | undefined => {
  const scoped = tradeQueryScope(query, ownership);
  return scoped.ok ? undefined : scoped.refusal;
};

/** The partner report needs its feature in the membership number (spec §6: partner report 16). */
export const mayOpenPartnerReport = (membership: number): boolean => {
  const value = decomposePermissionValue(membership);
  return value.ok && value.value.features.includes("PARTNER_REPORT");
};
