// Which of a trade query's data sets it runs over (issue 31 items 4 and 12): every data set it names
// (customs, ship or transit data: trade-dataset-codes.ts) must be owned, or the query is refused naming it; a search by a kind some chosen data sets do not
// carry (importer names, HS codes…) runs over the rest and says which were left out, refused only
// when none is left; an HS filter over data sets whose bills carry no HS code names them, since only
// the bills that happen to carry one can match.

import type { AnyDataset } from "../datasets/dataset-types.ts";
import { ownsTradeDataset, tradeDatasetCode, tradeDatasetOf } from "../datasets/trade-dataset-codes.ts";
import { searchKindsOf } from "../search/search-kinds.ts";
import type { TradeQuery } from "./trade-query.ts";

export type TradeRefusal =
  | { readonly reason: "errors.trade.datasetNotOwned"; readonly dataset: string }
  | { readonly reason: "errors.trade.kindUnsupported"; readonly dataset: string };

export interface TradeScope {
  /** The data sets the query runs over, in the order asked. */
  readonly datasets: readonly string[];
  /** Chosen data sets left out: their records do not carry the field the search kind reads. */
  readonly leftOut: readonly string[];
  /** Searched data sets whose bills carry no HS code, under an HS filter (only some rows can match). */
  readonly withoutHs: readonly string[];
}

type ScopeQuery = Pick<TradeQuery, "datasets" | "kind"> & {
  readonly text?: string | undefined;
  readonly hsPrefix?: string | undefined;
};

/** The scope of a query within the grant of `ownership`, or the reason it cannot run at all. */
export const tradeQueryScope = (
  query: ScopeQuery,
  ownership: unknown,
):
  | { readonly ok: true; readonly scope: TradeScope }
  | { readonly ok: false; readonly refusal: TradeRefusal } => {
  const chosen: AnyDataset[] = [];
  for (const value of query.datasets) {
    const dataset = tradeDatasetOf(value);
    if (dataset === undefined || !ownsTradeDataset(ownership, value))
      return { ok: false, refusal: { reason: "errors.trade.datasetNotOwned", dataset: value } };
    chosen.push(dataset);
  }
  // Without text there is no search by a kind: browsing a data set is always allowed.
  const supports = (d: AnyDataset) => query.text === undefined || searchKindsOf(d).includes(query.kind);
  const searched = chosen.filter(supports);
  const first = chosen[0];
  if (searched.length === 0 && first !== undefined)
    return {
      ok: false,
      refusal: { reason: "errors.trade.kindUnsupported", dataset: tradeDatasetCode(first) },
    };
  return {
    ok: true,
    scope: {
      datasets: searched.map(tradeDatasetCode),
      leftOut: chosen.filter((d) => !supports(d)).map(tradeDatasetCode),
      withoutHs: query.hsPrefix === undefined ? [] : searched.filter((d) => !d.hscode).map(tradeDatasetCode),
    },
  };
};
