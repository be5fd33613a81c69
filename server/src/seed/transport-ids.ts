// Identifiers that carry a check digit, generated valid: IMO ship numbers and ISO 6346 container
// numbers, as the conveyance and container fields of a bill hold them.

import type { Prng } from "./prng.ts";

/** IMO number check: the first six digits weighted 7..2, summed; the last digit is the sum mod 10. */
export const imoCheckDigit = (six: string): number =>
  [...six].reduce((sum, d, i) => sum + Number(d) * (7 - i), 0) % 10;

export const isValidImo = (imo: string): boolean =>
  /^\d{7}$/.test(imo) && imoCheckDigit(imo.slice(0, 6)) === Number(imo[6]);

export const makeImo = (rng: Prng): string => {
  const six = String(rng.int(900_000, 999_999));
  return `${six}${imoCheckDigit(six)}`;
};

/** ISO 6346 letter values: A=10, skipping multiples of 11 (so B=12 … Z=38). */
const letterValue = (ch: string): number => {
  let value = 10;
  for (let c = 65; c < ch.charCodeAt(0); c += 1) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
};

/** The check digit of the first ten characters (owner code, category U/J/Z, six digits). */
export const containerCheckDigit = (ten: string): number => {
  const sum = [...ten].reduce(
    (acc, ch, i) => acc + (/\d/.test(ch) ? Number(ch) : letterValue(ch)) * 2 ** i,
    0,
  );
  return (sum % 11) % 10;
};

export const isValidContainerNumber = (n: string): boolean =>
  /^[A-Z]{3}[UJZ]\d{7}$/.test(n) && containerCheckDigit(n.slice(0, 10)) === Number(n[10]);

export const makeContainerNumber = (rng: Prng, ownerCode: string): string => {
  const ten = `${ownerCode}U${String(rng.int(0, 999_999)).padStart(6, "0")}`;
  return `${ten}${containerCheckDigit(ten)}`;
};
