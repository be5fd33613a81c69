// The term of a package: it starts when bought and ends PACKAGE_TERM_MONTHS calendar months later
// (UTC), at the same time of day. Decision "Package expiry arithmetic".
import { PACKAGE_TERM_MONTHS } from "../constants/packages.ts";
import { addUtcMonths } from "./utc-months.ts";

export const packageExpiry = (startMs: number): number => addUtcMonths(startMs, PACKAGE_TERM_MONTHS);

/** Active from the start (inclusive) to the expiry (exclusive). */
export const isPackageActive = (startMs: number, now: number): boolean =>
  now >= startMs && now < packageExpiry(startMs);
