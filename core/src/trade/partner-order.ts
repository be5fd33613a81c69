// The order of a firm's partner report (issue 15 "a company's partners with shipments, weight,
// value, first and last date, share; sortable"): by any of its columns, either way, ties by the
// partner's id ascending whichever way the column runs (decisions D173, D220). Both trade engines
// sort with this one comparator, so a page is the same rows on each.

export const PARTNER_SORT_FIELDS = ["shipments", "weight", "value", "first", "last", "name"] as const;
export type PartnerSortField = (typeof PARTNER_SORT_FIELDS)[number];

export interface PartnerOrder {
  readonly field: PartnerSortField;
  readonly descending: boolean;
}

/** The report's own order when the address names none: the biggest partner first. */
export const DEFAULT_PARTNER_ORDER: PartnerOrder = { field: "shipments", descending: true };

/** The column's natural first direction: names A to Z, figures and dates biggest or newest first. */
export const firstDirectionDescending = (field: PartnerSortField): boolean => field !== "name";

/**
 * Reads `sort` and `order` from URL parameters. An unknown field is the default order; an order
 * other than asc or desc is the field's natural first direction. "share" is the shipments' order
 * (a partner's share is its part of the firm's shipments).
 */
export const readPartnerOrder = (sort: string | undefined, order: string | undefined): PartnerOrder => {
  const asked = sort === "share" ? "shipments" : sort;
  const field = PARTNER_SORT_FIELDS.find((f) => f === asked);
  if (field === undefined) return { ...DEFAULT_PARTNER_ORDER, descending: order !== "asc" };
  const descending = order === "asc" ? false : order === "desc" ? true : firstDirectionDescending(field);
  return { field, descending };
};

/** The URL parameters of an order: only what differs from the default, `sort` before `order`. */
export const partnerOrderParams = (o: PartnerOrder): readonly (readonly [string, string])[] => {
  const out: [string, string][] = [];
  if (o.field !== DEFAULT_PARTNER_ORDER.field) out.push(["sort", o.field]);
  if (o.descending !== firstDirectionDescending(o.field)) out.push(["order", o.descending ? "desc" : "asc"]);
  return out;
};

/**
 * The order after a click on a column: the column it is ordered by turns round; another column
 * orders by itself, in its natural first direction.
 */
export const nextPartnerOrder = (current: PartnerOrder, field: PartnerSortField): PartnerOrder =>
  current.field === field
    ? { field, descending: !current.descending }
    : { field, descending: firstDirectionDescending(field) };

/** What a partner row is ordered by (figures as shown: rounded to the cent; dates yyyy-MM-dd). */
export interface PartnerSortable {
  readonly id: number;
  readonly name: string;
  readonly shipments: number;
  readonly weightKg: number;
  readonly valueUsd: number;
  readonly firstDate: string;
  readonly lastDate: string;
}

const key = (row: PartnerSortable, field: PartnerSortField): number | string => {
  switch (field) {
    case "shipments":
      return row.shipments;
    case "weight":
      return row.weightKg;
    case "value":
      return row.valueUsd;
    case "first":
      return row.firstDate;
    case "last":
      return row.lastDate;
    case "name":
      return row.name;
  }
};

const compare = (a: number | string, b: number | string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A total order of partner rows: the column in the direction asked, then the partner id ascending. */
export const comparePartners =
  (order: PartnerOrder) =>
  (a: PartnerSortable, b: PartnerSortable): number => {
    const byField = compare(key(a, order.field), key(b, order.field));
    return (order.descending ? -byField : byField) || a.id - b.id;
  };
