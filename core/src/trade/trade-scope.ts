// Which of a trade query's data sets it runs over (issue 31 items 4 and 12): every data set it names
// (customs, ship or transit data: trade-dataset-codes.ts) must be owned, or the query is refused naming it; a search by a kind some chosen data sets do not
// carry (importer names, HS codes…) runs over the rest and says which were left out, refused only
// when none is left; an HS filter over data sets whose bills carry no HS code names them, since only
// the bills that happen to carry one can match.

import { tradeDatasetOf } from "../datasets/trade-dataset-codes.ts";
import { type ScopeRefusal, scopeByNeeds } from "./needs-scope.ts";
import type { TradeQuery } from "./trade-query.ts";

export type TradeRefusal = ScopeRefusal;

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
  // Without text there is no search by a kind: browsing a data set is always allowed.
  const scoped = scopeByNeeds(query.datasets, ownership, query.text === undefined ? [] : [query.kind]);
  if (!scoped.ok) return scoped;
  const { datasets } = scoped.scope;
  return {
    ok: true,
    scope: {
      datasets,
      leftOut: scoped.scope.leftOut.map((l) => l.dataset),
      withoutHs:
        query.hsPrefix === undefined ? [] : datasets.filter((code) => tradeDatasetOf(code)?.hscode === false),
    },
  };
};
