// Which of the data sets a search names it can run over (issue 31 item 4, D336, D344): every one must
// be owned (else refused, naming it); those whose records lack what the search needs — a search kind's
// field, or for a search of firms any named party — are left out, each with the first thing it lacks;
// the search is refused only when none is left. The shipment search, buyer search, trade search and
// the partners report's firm search all scope their data sets by this one rule.

import type { AnyDataset } from "../datasets/dataset-types.ts";
import {
  GRANTABLE_DATASETS,
  ownsTradeDataset,
  tradeDatasetCode,
  tradeDatasetOf,
} from "../datasets/trade-dataset-codes.ts";
import { type ShipmentSearchKind, searchKindsOf } from "../search/search-kinds.ts";

/** What a search needs of a data set's records: a search kind's field, or "firm" (a party of either side). */
export type ScopeNeed = ShipmentSearchKind | "firm";

export type ScopeRefusal =
  | { readonly reason: "errors.trade.datasetNotOwned"; readonly dataset: string }
  | { readonly reason: "errors.trade.kindUnsupported"; readonly dataset: string };

export interface LeftOutDataset {
  readonly dataset: string;
  /** The first need of the search its records do not carry. */
  readonly kind: ScopeNeed;
}

export interface NeedsScope {
  /** The data sets searched, in the order asked. */
  readonly datasets: readonly string[];
  readonly leftOut: readonly LeftOutDataset[];
}

const carries = (d: AnyDataset, need: ScopeNeed): boolean =>
  need === "firm" ? d.importer || d.exporter : searchKindsOf(d).includes(need);

/** The trade codes (D337) of every data set an ownership code grants: customs, then ship, then transit. */
export const ownedTradeCodes = (ownership: unknown): readonly string[] => {
  return GRANTABLE_DATASETS.map(tradeDatasetCode).filter((code) => ownsTradeDataset(ownership, code));
};

/** The data sets of `codes` a search needing `needs` runs over, those left out with why, or the refusal. */
export const scopeByNeeds = (
  codes: readonly string[],
  ownership: unknown,
  needs: readonly ScopeNeed[],
):
  | { readonly ok: true; readonly scope: NeedsScope }
  | { readonly ok: false; readonly refusal: ScopeRefusal } => {
  const datasets: string[] = [];
  const leftOut: LeftOutDataset[] = [];
  for (const code of codes) {
    const d = tradeDatasetOf(code);
    if (d === undefined || !ownsTradeDataset(ownership, code))
      return { ok: false, refusal: { reason: "errors.trade.datasetNotOwned", dataset: code } };
    const lacking = needs.find((need) => !carries(d, need));
    if (lacking === undefined) datasets.push(code);
    else leftOut.push({ dataset: code, kind: lacking });
  }
  const first = leftOut[0];
  if (datasets.length === 0 && first !== undefined)
    return { ok: false, refusal: { reason: "errors.trade.kindUnsupported", dataset: first.dataset } };
  return { ok: true, scope: { datasets, leftOut } };
};
