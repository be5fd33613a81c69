// The public site's live samples (issue 15): one real bill, one busy firm with its top partners and a
// monthly trend, all of the public sample data set. Which bill and which months are rules, so that
// every provider shows the same sample of the same data.

/** What the sample bill must carry to show the product (the trade store's record, structurally). */
export interface SampleBillCandidate {
  readonly id: number;
  readonly date: string;
  readonly importer?: { readonly id?: number };
  readonly exporter?: { readonly id?: number };
  readonly description?: string;
  readonly quantity?: number;
  readonly weightKg?: number;
  readonly loadingPort?: string;
  readonly unloadingPort?: string;
  readonly originCountry?: string;
  readonly vessel?: string;
}

/** A bill with a full set of fields: both firms known, the goods, quantity, weight, ports, origin, vessel. */
export const isFullBill = (b: SampleBillCandidate): boolean =>
  b.importer?.id !== undefined &&
  b.exporter?.id !== undefined &&
  b.description !== undefined &&
  b.quantity !== undefined &&
  b.weightKg !== undefined &&
  b.loadingPort !== undefined &&
  b.unloadingPort !== undefined &&
  b.originCountry !== undefined &&
  b.vessel !== undefined;

/** The sample bill: the newest full bill, ties by the higher id; undefined when none is full. */
export const pickSampleBill = <B extends SampleBillCandidate>(bills: readonly B[]): B | undefined =>
  bills
    .filter(isFullBill)
    .reduce<B | undefined>(
      (best, b) =>
        best === undefined || b.date > best.date || (b.date === best.date && b.id > best.id) ? b : best,
      undefined,
    );

/** How many months the sample trend shows. */
export const SAMPLE_TREND_MONTHS = 12;

export interface MonthCount {
  /** yyyy-MM. */
  readonly month: string;
  readonly shipments: number;
}

const monthIndex = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number): string =>
  `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;

/**
 * The last `count` months up to the newest month with shipments, every month present (a month
 * without shipments is 0), oldest first; empty when there are no months at all.
 */
export const lastMonths = (points: readonly MonthCount[], count = SAMPLE_TREND_MONTHS): MonthCount[] => {
  const valid = points.filter((p) => /^\d{4}-(0[1-9]|1[0-2])$/.test(p.month));
  if (valid.length === 0 || count <= 0) return [];
  const newest = Math.max(...valid.map((p) => monthIndex(p.month)));
  const byMonth = new Map<number, number>();
  for (const p of valid)
    byMonth.set(monthIndex(p.month), (byMonth.get(monthIndex(p.month)) ?? 0) + p.shipments);
  return Array.from({ length: count }, (_, i) => {
    const index = newest - count + 1 + i;
    return { month: monthOf(index), shipments: byMonth.get(index) ?? 0 };
  });
};
