// The day of the last contact with the debtor (issue 29 item 14, decision D293): optional, else a real
// calendar date written yyyy-MM-dd, from 1900 on, and not later than today. "Today" is the latest
// calendar date anywhere on Earth at `now` (UTC+14), so a creditor in any time zone may enter their
// own today, and a day no one has reached yet (2030-05-01) is refused.
import type { FieldCheck } from "./field-checks.ts";
import { isBlank } from "./field-checks.ts";
import { parseCalendarDate } from "./guardian.ts";

/** The earliest time zone's lead on UTC (Kiribati, UTC+14). */
export const LATEST_UTC_OFFSET_MS = 14 * 60 * 60_000;
const EARLIEST_YEAR = 1900;

/** The latest calendar date (yyyy-MM-dd) any time zone has reached at `now` (epoch ms). */
export const latestCalendarDate = (now: number): string =>
  new Date(now + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);

export const checkLastContactDate = (value: string, now: number): FieldCheck => {
  if (isBlank(value)) return undefined;
  const date = parseCalendarDate(value);
  if (date === undefined || date.year < EARLIEST_YEAR)
    return { message: "validation.debtClaim.lastContactDateInvalid" };
  // yyyy-MM-dd strings of four-digit years order as the dates do.
  return value.trim() > latestCalendarDate(now)
    ? { message: "validation.debtClaim.lastContactDateFuture" }
    : undefined;
};
