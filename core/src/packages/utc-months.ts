// Calendar-month arithmetic in UTC on epoch milliseconds. `new Date(epochMs)` only converts a
// given instant; it never reads the clock. A day past the end of the target month is clamped
// (31 Jan + 1 month = 28 or 29 Feb; 29 Feb 2024 + 12 months = 28 Feb 2025).

const daysInUtcMonth = (year: number, monthIndex: number): number =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

export const addUtcMonths = (epochMs: number, months: number): number => {
  const d = new Date(epochMs);
  const target = d.getUTCMonth() + Math.trunc(months);
  const year = d.getUTCFullYear() + Math.floor(target / 12);
  const monthIndex = ((target % 12) + 12) % 12;
  const day = Math.min(d.getUTCDate(), daysInUtcMonth(year, monthIndex));
  const timeOfDay = epochMs - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Date.UTC(year, monthIndex, day) + timeOfDay;
};
