// Spec §5 Terms: registrants must be adults with full capacity; minors (under 18) need a guardian.
// Dates are calendar dates (yyyy-MM-dd, spec §9); today comes in as an argument, never from a clock.
import { ADULT_AGE_YEARS } from "../constants/periods.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { ValidationMessageId } from "./validation-messages.ts";

interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** A real calendar date written yyyy-MM-dd, or undefined. */
export const parseCalendarDate = (text: string): CalendarDate | undefined => {
  const match = ISO_DATE.exec(text.trim());
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
};

/** Today as a date string, or the UTC calendar date of an epoch-milliseconds instant. */
const toCalendarDate = (today: string | number): CalendarDate | undefined => {
  if (typeof today === "string") return parseCalendarDate(today);
  const instant = new Date(today);
  if (Number.isNaN(instant.getTime())) return undefined;
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
};

const compare = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * Completed years between a birth date and today. A birthday not yet reached this year does not
 * count; someone born on 29 February has a birthday on 1 March in common years (decision).
 */
export const ageInYears = (
  birthDate: string,
  today: string | number,
): Result<number, ValidationMessageId> => {
  const birth = parseCalendarDate(birthDate);
  const now = toCalendarDate(today);
  if (birth === undefined || now === undefined) return err("validation.birthDate.invalid");
  if (compare(birth, now) > 0) return err("validation.birthDate.future");
  const birthdayReached = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return ok(now.year - birth.year - (birthdayReached ? 0 : 1));
};

/** True when the registrant is under 18 on `today` and so needs a guardian. */
export const needsGuardian = (
  birthDate: string,
  today: string | number,
): Result<boolean, ValidationMessageId> => {
  const age = ageInYears(birthDate, today);
  return age.ok ? ok(age.value < ADULT_AGE_YEARS) : age;
};
