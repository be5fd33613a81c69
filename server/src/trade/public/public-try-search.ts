// The public try-search (issue 15; decision D224): a visitor's goods words searched in the public
// sample data set, the first rows shown with the names masked and the paid figures left out (core's
// trySearchRow), limited per client address in the attempts table (as captchas are), so a script
// cannot page the data set through it.

import type { Api } from "@portolan/contracts";
import {
  DESIGNED_CODES,
  ERROR_CODES,
  headingsForText,
  needsProductTerms,
  readTradeQuery,
  readTryWords,
  TRY_SEARCH_DATASET,
  TRY_SEARCH_HIDDEN,
  TRY_SEARCH_ROWS,
  type TradeQuery,
  trySearchRow,
} from "@portolan/core";
import type { AttemptRepository } from "../../accounts/rate-limits/rate-limits-port.ts";
import type { EndpointHandler } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import { productTerms } from "../product-term-table.ts";
import type { TradeStore } from "../trade-store-port.ts";

/** Tries are counted per client address over this window. */
export const TRY_SEARCH_WINDOW_MS = 60_000;

export const trySearchKeyOf = (ip: string) => `try-search:${ip}`;

const queryOf = (words: string): TradeQuery | undefined => {
  const read = readTradeQuery({ datasets: TRY_SEARCH_DATASET, keyword: words });
  if (!read.ok) return undefined;
  // Goods words in Chinese or Russian are searched as the HS headings they name, as in the console.
  if (!needsProductTerms(words)) return read.value;
  const { text: _, ...rest } = read.value;
  return { ...rest, hsHeadings: headingsForText(words, productTerms()) };
};

export const publicTrySearchHandler =
  (
    store: TradeStore,
    attempts: AttemptRepository,
    perMinute: number,
  ): EndpointHandler<Api["publicTrySearch"]> =>
  async ({ query }, ctx) => {
    const words = readTryWords(query.words);
    if (!words.ok) return failure(ERROR_CODES.WRONG_PARAMETERS, words.issue);
    const query_ = queryOf(words.value);
    if (query_ === undefined) return failure(ERROR_CODES.WRONG_PARAMETERS, "publicData.trySearch.empty");
    const reserved = await attempts.reserve(
      [{ key: trySearchKeyOf(ctx.ip), max: perMinute }],
      ctx.now - TRY_SEARCH_WINDOW_MS,
      ctx.now,
    );
    if (!reserved.ok) return failure(DESIGNED_CODES.TOO_MANY_ATTEMPTS, "publicData.trySearch.tooMany");
    const page = await store.search(query_);
    return success({
      dataset: TRY_SEARCH_DATASET,
      words: words.value,
      total: page.total,
      totalExact: page.totalExact,
      records: page.records.slice(0, TRY_SEARCH_ROWS).map(trySearchRow),
      hidden: [...TRY_SEARCH_HIDDEN],
    });
  };
