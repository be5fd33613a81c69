// Buyer search (spec §1 "buyer search and a global buyer database", §2.6 {data}/buyer, §6 global
// buyers 32; issue 16): the importers found in the shipments of the data sets a package owns, by
// goods words, HS code prefix and the country they import into, each with its volume, how often it
// buys, its last shipment and its top suppliers (decision D260). Both trade engines order the
// importers with this one comparator, so a page is the same rows on each.

import { decomposePermissionValue } from "../permissions/permission-value.ts";
import { readTradeQuery, type TradeQuery } from "./trade-query.ts";
import type { TradeQueryIssue } from "./trade-query-issues.ts";

export const BUYER_SORT_FIELDS = ["shipments", "frequency", "last", "weight", "value", "name"] as const;
export type BuyerSortField = (typeof BUYER_SORT_FIELDS)[number];

export interface BuyerOrder {
  readonly field: BuyerSortField;
  readonly descending: boolean;
}

/** The busiest buyer first, as ImportYeti and Panjiva list them. */
export const DEFAULT_BUYER_ORDER: BuyerOrder = { field: "shipments", descending: true };

const naturalDescending = (field: BuyerSortField): boolean => field !== "name";

/** Reads `sort` and `order`: an unknown field is the default; a missing order the field's natural one. */
export const readBuyerOrder = (sort: string | undefined, order: string | undefined): BuyerOrder => {
  const field = BUYER_SORT_FIELDS.find((f) => f === sort) ?? DEFAULT_BUYER_ORDER.field;
  const descending = order === "asc" ? false : order === "desc" ? true : naturalDescending(field);
  return { field, descending };
};

/** The URL parameters of an order: only what differs from the default. */
export const buyerOrderParams = (o: BuyerOrder): readonly (readonly [string, string])[] => [
  ...(o.field === DEFAULT_BUYER_ORDER.field ? [] : [["sort", o.field] as const]),
  ...(o.descending === naturalDescending(o.field) ? [] : [["order", o.descending ? "desc" : "asc"] as const]),
];

/** A click on a column: the same column turns round; another starts in its natural direction. */
export const nextBuyerOrder = (current: BuyerOrder, field: BuyerSortField): BuyerOrder =>
  current.field === field
    ? { field, descending: !current.descending }
    : { field, descending: naturalDescending(field) };

const monthIndex = (iso: string): number => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/**
 * Shipments per month, two places: over the months from the buyer's first shipment to `asOf` (the
 * newest shipment the search found), both counted. A buyer that bought once long ago buys rarely;
 * one that buys every month buys about once a month. Never more than `shipments`, never 0 for one.
 */
export const shipmentsPerMonth = (shipments: number, firstDate: string, asOf: string): number => {
  const months = Math.max(1, monthIndex(asOf) - monthIndex(firstDate) + 1);
  return Math.round((shipments / months) * 100) / 100;
};

/** What a buyer row is ordered by (figures as shown: rounded to the cent; dates yyyy-MM-dd). */
export interface BuyerSortable {
  readonly id: number;
  readonly name: string;
  readonly shipments: number;
  readonly perMonth: number;
  readonly lastDate: string;
  readonly weightKg: number;
  readonly valueUsd: number;
}

const keyOf = (row: BuyerSortable, field: BuyerSortField): number | string =>
  field === "shipments"
    ? row.shipments
    : field === "frequency"
      ? row.perMonth
      : field === "last"
        ? row.lastDate
        : field === "weight"
          ? row.weightKg
          : field === "value"
            ? row.valueUsd
            : row.name;

/** A total order of buyers: the column in the direction asked, then the firm's id ascending. */
export const compareBuyers =
  (order: BuyerOrder) =>
  (a: BuyerSortable, b: BuyerSortable): number => {
    const x = keyOf(a, order.field);
    const y = keyOf(b, order.field);
    const byField = x < y ? -1 : x > y ? 1 : 0;
    return (order.descending ? -byField : byField) || a.id - b.id;
  };

type Raw = Readonly<Record<string, string | undefined>>;

/** The value of `forwarders` that brings forwarders and NVOCCs back into the buyers (issue 30, D310). */
export const FORWARDERS_INCLUDED = "include";

/** True only for `forwarders=include`: any other value, or none, leaves the flagged firms out. */
export const readForwarders = (value: string | undefined): boolean => value?.trim() === FORWARDERS_INCLUDED;

/**
 * A buyer search from URL parameters: `datasets` (all of `owned` when absent), `keyword` (goods
 * words), `hs` (an HS prefix), `country` (where the goods went: ISO alpha-2), `sort`, `order`,
 * `current`, `pageSize`, `forwarders` (include: firms flagged as forwarders are buyers too). The
 * shipments are read by the trade query's rule.
 */
export const readBuyerSearch = (
  raw: Raw,
  owned: readonly string[],
):
  | { ok: true; query: TradeQuery; order: BuyerOrder; forwarders: boolean }
  | { ok: false; issues: TradeQueryIssue[] } => {
  const read = readTradeQuery({
    datasets: raw.datasets ?? owned.join(","),
    keyword: raw.keyword,
    hs: raw.hs,
    destination: raw.country,
    current: raw.current,
    pageSize: raw.pageSize,
  });
  if (!read.ok) return read;
  return {
    ok: true,
    query: read.value,
    order: readBuyerOrder(raw.sort, raw.order),
    forwarders: readForwarders(raw.forwarders),
  };
};

/** Buyer search needs its feature in the membership number (spec §6: global buyers 32). */
export const mayUseBuyerSearch = (membership: number): boolean => {
  const value = decomposePermissionValue(membership);
  return value.ok && value.value.features.includes("GLOBAL_BUYERS");
};
