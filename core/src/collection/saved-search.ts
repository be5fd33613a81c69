// The address of a saved or recent search: one written form per search, so that saving the same
// search twice, or running it again from another page or in another order, is recognised as the
// same one. Read with the trade query's own rule (readTradeQuery) and written back without the
// page, the page size and the order, which are how the results are viewed, not what is searched.
import { PAGE_SIZE_DEFAULT } from "../constants/paging.ts";
import { ownedTradeCodes, scopeByNeeds } from "../trade/needs-scope.ts";
import { readTradeQuery, tradeQueryParams } from "../trade/trade-query.ts";

/** The console's search screen (spec §2.6 {data}/shipments/search; D204). */
export const SEARCH_SCREEN_PATH = "/shipments/search";

type Raw = Readonly<Record<string, string | undefined>>;

/** A query string's parameters (a leading "?" allowed; "+" is a space; a pair that cannot be decoded is left out). */
export const parseQueryString = (text: string): Readonly<Record<string, string>> => {
  const out: Record<string, string> = {};
  for (const pair of text.replace(/^\?/, "").split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const [key, value] = at < 0 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
    try {
      const name = decodeURIComponent(key.replace(/\+/g, " "));
      if (!Object.hasOwn(out, name)) out[name] = decodeURIComponent(value.replace(/\+/g, " "));
    } catch {
      // A malformed escape: that parameter is not part of the search.
    }
  }
  return out;
};

/**
 * The search's one written form ("datasets=IMP_USA_BL_SEA&keyword=chairs"), or undefined when the
 * parameters are no search the engine would run (no data set, an unknown kind, a bad HS code).
 */
export const savedSearchQuery = (raw: Raw | string): string | undefined => {
  const params = typeof raw === "string" ? parseQueryString(raw) : raw;
  // How the results were viewed is no part of what is saved: a page past the cap does not stop it.
  const { current: _, pageSize: __, sort: ___, order: ____, ...searched } = params;
  const read = readTradeQuery(searched);
  if (!read.ok) return undefined;
  const viewless = {
    ...read.value,
    page: 1,
    pageSize: PAGE_SIZE_DEFAULT,
    sort: "date",
    descending: true,
  } as const;
  return tradeQueryParams(viewless)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("&");
};

/** Where a saved search opens: the search screen with its query. */
export const savedSearchAddress = (query: string): string => `${SEARCH_SCREEN_PATH}?${query}`;

/**
 * The dashboard's search box: the words searched as goods text over every data set the user owns —
 * customs, ship and transit (D344); the search screen leaves out those without goods text and names
 * them (D336). Undefined when no words are given or no owned data set carries goods text.
 */
export const quickSearchAddress = (words: string, ownership: unknown): string | undefined => {
  const keyword = words.replace(/\s+/gu, " ").trim();
  const datasets = ownedTradeCodes(ownership);
  if (keyword === "" || !scopeByNeeds(datasets, ownership, ["description"]).ok) return undefined;
  const query = savedSearchQuery({ datasets: datasets.join(","), keyword });
  return query === undefined ? undefined : savedSearchAddress(query);
};
