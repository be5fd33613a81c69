// Months of trade statistics: yyyy-MM text, month arithmetic, the default period (the last 12
// months loaded) and the same period a year earlier, which every change is measured against.

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isYearMonth = (s: string | undefined): s is string => s !== undefined && YEAR_MONTH.test(s);

/** yyyy-MM as a month count (year × 12 + month − 1); a month number is easier to step. */
export const monthIndex = (ym: string): number => {
  const m = YEAR_MONTH.exec(ym);
  if (m === null) throw new RangeError(`not a yyyy-MM month: ${ym}`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
};

export const monthOfIndex = (index: number): string => {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
};

export const addMonths = (ym: string, months: number): string => monthOfIndex(monthIndex(ym) + months);

/** Every month from `from` to `to`, inclusive (empty when `to` is before `from`). */
export const monthsBetween = (from: string, to: string): readonly string[] => {
  const out: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i++) out.push(monthOfIndex(i));
  return out;
};

/** The default span of a question without dates: the last twelve months loaded. */
export const DEFAULT_PERIOD_MONTHS = 12;

export interface StatsPeriod {
  readonly from: string;
  readonly to: string;
}

/**
 * The period asked, with what is missing filled from the newest month loaded: no dates is the last
 * 12 months; only `from` runs 12 months on (never past the newest); only `to` runs 12 months back.
 * Undefined when nothing is loaded and no dates are given.
 */
export const resolvePeriod = (
  asked: { readonly from?: string | undefined; readonly to?: string | undefined },
  lastLoaded: string | undefined,
): StatsPeriod | undefined => {
  const span = DEFAULT_PERIOD_MONTHS - 1;
  if (asked.from !== undefined && asked.to !== undefined) return { from: asked.from, to: asked.to };
  if (asked.from !== undefined) {
    const end = addMonths(asked.from, span);
    return {
      from: asked.from,
      to: lastLoaded !== undefined && lastLoaded < end && lastLoaded >= asked.from ? lastLoaded : end,
    };
  }
  const to = asked.to ?? lastLoaded;
  return to === undefined ? undefined : { from: addMonths(to, -span), to };
};

/** The same months twelve months earlier. */
export const yearEarlier = (p: StatsPeriod): StatsPeriod => ({
  from: addMonths(p.from, -12),
  to: addMonths(p.to, -12),
});

/**
 * Whether the year before a period is wholly loaded (its first month not before the first month
 * loaded): a change against months the store never had would read as growth from nothing.
 */
export const yearEarlierLoaded = (p: StatsPeriod, firstLoaded: string | undefined): boolean =>
  firstLoaded !== undefined && yearEarlier(p).from >= firstLoaded;

/** yyyy-MM as the number yyyyMM the stores keep. */
export const periodNumber = (ym: string): number => Number(ym.replace("-", ""));
export const periodText = (n: number): string => {
  const s = String(n).padStart(6, "0");
  return `${s.slice(0, 4)}-${s.slice(4)}`;
};
