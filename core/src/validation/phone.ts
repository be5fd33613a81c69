// A reasonable international phone rule (decision: validation/phone): an optional leading "+",
// then digits grouped by spaces, hyphens and non-nested parentheses, 6 to 20 digits in all.
import { PHONE_MAX_LENGTH } from "./field-limits.ts";

export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 20;

/** Shape only: each "(" is closed before the next one opens; linear because ( and ) are literals. */
export const PHONE_PATTERN = /^\+?[\d -]*(?:\([\d -]+\)[\d -]*)*$/;

const digitCount = (value: string): number => value.replace(/\D/g, "").length;

export const isPhone = (value: string): boolean => {
  const trimmed = value.trim();
  if (trimmed.length > PHONE_MAX_LENGTH || !PHONE_PATTERN.test(trimmed)) return false;
  const digits = digitCount(trimmed);
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
};
