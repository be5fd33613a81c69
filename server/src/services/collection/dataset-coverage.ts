// The dashboard's data sets (issue 15 "the data sets owned with their date ranges"): the data sets
// (customs, ship and transit) the caller's packages grant, in catalogue order, each with the shipments loaded and the dates
// of its oldest and newest, from the trade store's totals (the figures the public statistics show).
// A data set with nothing loaded has no dates (D193).
import { GRANTABLE_DATASETS, ownsTradeDataset, tradeDatasetCode } from "@portolan/core";
import type { EntitlementsOfAccount } from "../../accounts/teams/entitlements-port.ts";
import type { Handlers } from "../../http/handler.ts";
import { success } from "../../http/reply.ts";
import type { TradeTotals } from "../../trade/trade-totals-port.ts";

interface Span {
  records: number;
  first: string;
  last: string;
}

export const datasetCoverageHandler =
  (totals: TradeTotals, entitlements: EntitlementsOfAccount): Handlers["datasetCoverage"] =>
  async (_request, ctx) => {
    const granted = await entitlements(ctx.caller?.accountId ?? 0, ctx.now);
    const bits = granted?.customsDataSource;
    const spans = new Map<string, Span>();
    // A data set's totals come per reporting country: added up, the widest dates kept.
    for (const t of await totals.byDatasetAndCountry()) {
      const s = spans.get(t.dataset);
      spans.set(
        t.dataset,
        s === undefined
          ? { records: t.records, first: t.firstDay, last: t.lastDay }
          : {
              records: s.records + t.records,
              // yyyy-MM-dd sorts as it reads.
              first: [t.firstDay, s.first].sort()[0] as string,
              last: [t.lastDay, s.last].sort()[1] as string,
            },
      );
    }
    // Ship and transit data too, under their trade codes (SHIP_US, TRANSIT_EURASIAN; D337).
    const datasets = GRANTABLE_DATASETS.map(tradeDatasetCode)
      .filter((code) => ownsTradeDataset(bits, code))
      .map((code) => {
        const s = spans.get(code);
        return s === undefined || s.records === 0
          ? { dataset: code, records: 0 }
          : { dataset: code, records: s.records, firstDate: s.first, lastDate: s.last };
      });
    return success({ datasets });
  };
