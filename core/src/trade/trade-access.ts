// Whether a user may run a trade query (issue 14 §3, spec §5 dataset rules): every data set it
// names must be owned, and each must support the search kind (its flags). A query outside the grant
// gets a refusal that names what is missing, never an empty result.

import { customsDatasetByValue } from "../datasets/customs-catalogue.ts";
import { ownsCustomsDataset } from "../datasets/ownership-bits.ts";
import { decomposePermissionValue } from "../permissions/permission-value.ts";
import { searchKindsOf } from "../search/search-kinds.ts";
import type { TradeQuery } from "./trade-query.ts";

export type TradeRefusal =
  | { readonly reason: "errors.trade.datasetNotOwned"; readonly dataset: string }
  | { readonly reason: "errors.trade.kindUnsupported"; readonly dataset: string };

/** The first reason the query is outside the grant of `ownership`, or undefined when it may run. */
export const tradeQueryRefusal = (
  query: Pick<TradeQuery, "datasets" | "kind"> & { readonly text?: string | undefined },
  ownership: unknown,
): TradeRefusal | undefined => {
  for (const value of query.datasets) {
    const dataset = customsDatasetByValue(value);
    if (dataset === undefined || !ownsCustomsDataset(ownership, value))
      return { reason: "errors.trade.datasetNotOwned", dataset: value };
    // Without text there is no search by a kind: browsing a data set is always allowed.
    if (query.text !== undefined && !searchKindsOf(dataset).includes(query.kind))
      return { reason: "errors.trade.kindUnsupported", dataset: value };
  }
  return undefined;
};

/** The partner report needs its feature in the membership number (spec §6: partner report 16). */
export const mayOpenPartnerReport = (membership: number): boolean => {
  const value = decomposePermissionValue(membership);
  return value.ok && value.value.features.includes("PARTNER_REPORT");
};
