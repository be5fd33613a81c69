// The order of the partner table: by a figure (value by default; share is value's order), or by
// the partner's code; ties by the partner's code ascending whichever way the column runs, so pages
// never overlap. A change of null (nothing a year earlier) sorts below every number.

export const STATS_PARTNER_SORTS = [
  "value",
  "share",
  "change",
  "quantity",
  "netWeight",
  "valueYearEarlier",
  "partner",
] as const;
export type StatsPartnerSort = (typeof STATS_PARTNER_SORTS)[number];

export interface StatsPartnerOrder {
  readonly sort: Exclude<StatsPartnerSort, "share">;
  readonly descending: boolean;
}

export const readStatsPartnerOrder = (
  sort: string | undefined,
  order: string | undefined,
): StatsPartnerOrder => {
  const asked = STATS_PARTNER_SORTS.find((s) => s === sort?.trim()) ?? "value";
  const field = asked === "share" ? "value" : asked;
  const o = order?.trim().toLowerCase();
  return { sort: field, descending: o === undefined || o === "" ? field !== "partner" : o !== "asc" };
};

export interface SortablePartner {
  readonly partner: string;
  readonly value: number;
  readonly valueYearEarlier: number;
  readonly change: number | null;
  readonly quantity?: number;
  readonly netWeight?: number;
}

const figure = (row: SortablePartner, sort: StatsPartnerOrder["sort"]): number | string => {
  if (sort === "partner") return row.partner;
  if (sort === "change") return row.change ?? Number.NEGATIVE_INFINITY;
  if (sort === "quantity") return row.quantity ?? Number.NEGATIVE_INFINITY;
  if (sort === "netWeight") return row.netWeight ?? Number.NEGATIVE_INFINITY;
  return row[sort];
};

export const comparePartnerRows =
  (order: StatsPartnerOrder) =>
  (a: SortablePartner, b: SortablePartner): number => {
    const x = figure(a, order.sort);
    const y = figure(b, order.sort);
    const by = x < y ? -1 : x > y ? 1 : 0;
    if (by !== 0) return order.descending ? -by : by;
    return a.partner < b.partner ? -1 : a.partner > b.partner ? 1 : 0;
  };
