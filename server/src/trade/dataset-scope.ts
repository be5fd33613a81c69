// What a trade call answers of core's data-set scope (D336, D344): a refusal with its own code (52001 a
// data set not granted, 52002 none of the chosen carries what the search needs), and the data sets
// left out named in the answer with why, in one shape for the shipment, buyer, firm and trade searches.
import { DESIGNED_CODES, type LeftOutDataset, type ScopeRefusal } from "@portolan/core";
import { type Failure, failure } from "../http/reply.ts";

export const scopeRefusal = (refusal: ScopeRefusal): Failure =>
  failure(
    refusal.reason === "errors.trade.datasetNotOwned"
      ? DESIGNED_CODES.TRADE_DATASET_NOT_OWNED
      : DESIGNED_CODES.TRADE_KIND_UNSUPPORTED,
    refusal.reason,
    { params: { dataset: refusal.dataset } },
  );

/** The answer's `leftOut`, absent when every chosen data set was searched. */
export const leftOutNote = (leftOut: readonly LeftOutDataset[]) =>
  leftOut.length === 0
    ? {}
    : {
        leftOut: leftOut.map((l) => ({
          dataset: l.dataset,
          reason: "kindUnsupported" as const,
          kind: l.kind,
        })),
      };
