// The reference a bank transfer carries so the operator can tie it to its order (issue 13): "PTL",
// the order id, and two check digits (ISO 7064 MOD 97-10, as IBANs use), so a mistyped reference is
// caught instead of paying the wrong order. Read back leniently: spaces, dashes and case ignored.

import { err, ok, type Result } from "../shared/result.ts";

export const TRANSFER_REFERENCE_PREFIX = "PTL";

/** The remainder of a digit string modulo 97, digit by digit (no big numbers). */
const mod97 = (digits: string): number => [...digits].reduce((r, d) => (r * 10 + Number(d)) % 97, 0);

const checkDigits = (orderId: string): string => String(98 - mod97(`${orderId}00`)).padStart(2, "0");

export type TransferReferenceIssue = "packages.transfer.referenceInvalid";

/** The reference of an order id made of digits (the provider's order ids). */
export const transferReference = (orderId: string): string =>
  `${TRANSFER_REFERENCE_PREFIX}${orderId}${checkDigits(orderId)}`;

/** The order id a reference names, when its form and check digits are right. */
export const parseTransferReference = (text: string): Result<string, TransferReferenceIssue> => {
  const compact = text.replace(/[\s-]/g, "").toUpperCase();
  const match = /^PTL(\d{1,62})(\d\d)$/.exec(compact);
  if (match === null) return err("packages.transfer.referenceInvalid");
  const [, orderId = "", check = ""] = match;
  return checkDigits(orderId) === check ? ok(orderId) : err("packages.transfer.referenceInvalid");
};
