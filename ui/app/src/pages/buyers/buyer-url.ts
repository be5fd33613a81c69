// Buyer search keeps its whole search in the address (as the data centre does, D204): the names the
// provider's tradeBuyers call reads, so back, forward, reload and a shared link give the same screen.
import {
  type BuyerOrder,
  type BuyerSortField,
  buyerOrderParams,
  FORWARDERS_INCLUDED,
  nextBuyerOrder,
  type PageSize,
} from "@portolan/core";

export const BUYER_PATH = "/buyer";
export const BUYER_KEYS = [
  "datasets",
  "keyword",
  "hs",
  "country",
  "sort",
  "order",
  "current",
  "pageSize",
  "forwarders",
] as const;
export type BuyerRequest = Partial<Record<(typeof BUYER_KEYS)[number], string>>;
/** What an address is written from: a parameter left undefined or empty is left out. */
type BuyerInput = { readonly [K in (typeof BUYER_KEYS)[number]]?: string | undefined };

/** The search of an address: its known, non-empty parameters. */
export const buyerRequestOf = (query: URLSearchParams): BuyerRequest => {
  const out: Record<string, string> = {};
  for (const key of BUYER_KEYS) {
    const value = query.get(key)?.trim();
    if (value !== undefined && value !== "") out[key] = value;
  }
  return out;
};

/** The address of a search, its parameters in a fixed order, empty ones left out. */
export const buyerAddress = (request: BuyerInput): string => {
  const params = new URLSearchParams();
  for (const key of BUYER_KEYS) {
    const value = request[key]?.trim();
    if (value !== undefined && value !== "") params.set(key, value);
  }
  const text = params.toString();
  return text === "" ? BUYER_PATH : `${BUYER_PATH}?${text}`;
};

/** The same search ordered by a column (a click on its header), from its first page. */
export const buyerSortAddress = (
  request: BuyerRequest,
  current: BuyerOrder,
  field: BuyerSortField,
): string => {
  const { sort: _s, order: _o, current: _c, ...rest } = request;
  return buyerAddress({ ...rest, ...Object.fromEntries(buyerOrderParams(nextBuyerOrder(current, field))) });
};

/** Another page of the same search, or its first page at another size. */
export const buyerPageAddress = (request: BuyerRequest, page: number, pageSize?: PageSize): string =>
  buyerAddress({
    ...request,
    current: page === 1 ? undefined : String(page),
    ...(pageSize === undefined ? {} : { pageSize: String(pageSize) }),
  });

/** The same search with forwarders shown or left out (D310), from its first page. */
export const buyerForwardersAddress = (request: BuyerRequest, include: boolean): string => {
  const { current: _c, forwarders: _f, ...rest } = request;
  return buyerAddress({ ...rest, forwarders: include ? FORWARDERS_INCLUDED : undefined });
};
