// A debt value as typed on the claim form (decision: validation/debt-value): a positive amount with
// optional thousands commas and at most two decimals, no currency sign, at most 15 integer digits.
import { DEBT_VALUE_MAX_LENGTH } from "./field-limits.ts";

export const DEBT_VALUE_PATTERN = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;
const MAX_INTEGER_DIGITS = 15;

/** The amount as a number, or undefined when the text is not a positive amount. */
export const parseDebtValue = (value: string): number | undefined => {
  const trimmed = value.trim();
  if (trimmed.length > DEBT_VALUE_MAX_LENGTH || !DEBT_VALUE_PATTERN.test(trimmed)) return undefined;
  const plain = trimmed.replaceAll(",", "");
  const integerDigits = (plain.split(".")[0] ?? "").replace(/^0+(?=\d)/, "").length;
  const amount = Number(plain);
  return integerDigits <= MAX_INTEGER_DIGITS && amount > 0 ? amount : undefined;
};
