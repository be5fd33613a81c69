// The public site's live samples (issue 15; decision D223): the newest full bill of the public sample
// data set, its busiest importer with its top partners, and its last twelve months, read through the
// trade store's port and kept for a while (they change only when releases are imported).

import type { Api, PublicSamples } from "@portolan/contracts";
import {
  lastMonths,
  pickSampleBill,
  readTradeQuery,
  TRY_SEARCH_DATASET,
  type TradeQuery,
} from "@portolan/core";
import type { EndpointHandler } from "../../http/handler.ts";
import { success } from "../../http/reply.ts";
import type { TradeStore } from "../trade-store-port.ts";

/** How long the samples are kept before they are read again. */
export const SAMPLES_TTL_MS = 10 * 60_000;
/** The newest bills the sample bill is chosen among. */
const BILL_CANDIDATES = 200;
/** The partners the sample company shows. */
export const SAMPLE_PARTNERS = 5;

const sampleQuery = (): TradeQuery => {
  const read = readTradeQuery({ datasets: TRY_SEARCH_DATASET });
  if (!read.ok) throw new Error(`the sample data set ${TRY_SEARCH_DATASET} is not a data set code`);
  return read.value;
};

/** The samples, read from the store now. */
export const readSamples = async (store: TradeStore): Promise<PublicSamples> => {
  const query = sampleQuery();
  const [page, candidates, facets] = await Promise.all([
    store.search(query),
    store.records(query, 0, BILL_CANDIDATES),
    store.facets(query, ["importers", "monthly"], 1),
  ]);
  const bill = pickSampleBill(candidates);
  const busiest = facets.importers?.[0];
  const profile =
    busiest === undefined || !/^\d+$/.test(busiest.key)
      ? undefined
      : await store.companyProfile(Number(busiest.key), [TRY_SEARCH_DATASET], SAMPLE_PARTNERS);
  return {
    dataset: TRY_SEARCH_DATASET,
    records: page.total,
    ...(bill === undefined ? {} : { bill }),
    ...(profile === undefined
      ? {}
      : {
          company: {
            name: profile.name,
            ...(profile.country === undefined ? {} : { country: profile.country }),
            shipments: profile.asImporter + profile.asExporter,
            weightKg: profile.weightKg,
            ...(profile.firstDate === undefined ? {} : { firstDate: profile.firstDate }),
            ...(profile.lastDate === undefined ? {} : { lastDate: profile.lastDate }),
            partners: profile.partners.slice(0, SAMPLE_PARTNERS),
          },
        }),
    trend: lastMonths(facets.monthly ?? []),
  };
};

/** The samples call: one read per SAMPLES_TTL_MS, shared by every visitor meanwhile. */
export const publicSamplesHandler = (store: TradeStore): EndpointHandler<Api["publicSamples"]> => {
  let kept: { readonly at: number; readonly samples: Promise<PublicSamples> } | undefined;
  return async (_request, ctx) => {
    if (kept === undefined || ctx.now - kept.at >= SAMPLES_TTL_MS || ctx.now < kept.at) {
      const samples = readSamples(store);
      kept = { at: ctx.now, samples };
      // A failed read is not kept: the next visitor asks again.
      samples.catch(() => {
        if (kept?.samples === samples) kept = undefined;
      });
    }
    return success(await kept.samples);
  };
};
