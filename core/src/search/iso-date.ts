// Calendar dates in the product's format yyyy-MM-dd (spec §9), checked without the clock.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** True for a real calendar date written yyyy-MM-dd (year 0001 to 9999). */
export const isIsoDate = (value: unknown): value is string => {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
};

/** The UTC calendar day of an instant, yyyy-MM-dd (spec §9's date format). */
export const isoDateOf = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);
