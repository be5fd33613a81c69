// The annual data packages of spec §9 (and §3 Package tiers): one year, billed in full at contract start.

export const PACKAGE_TIER_IDS = ["PRO", "GLOBAL", "PLUS", "LUXURY", "DELUXE"] as const;
export type PackageTierId = (typeof PACKAGE_TIER_IDS)[number];

/**
 * The price of each package per year (spec §9). Its coverage (§9 "Deluxe 62 import and 47 export", more
 * than the catalogue holds) is not kept here: it is counted from what the package grants (decision D294,
 * core/src/entitlements/package-coverage.ts), so no page can claim more countries than a buyer gets.
 */
export const PACKAGE_PRICES_USD_PER_YEAR: Readonly<Record<PackageTierId, number>> = {
  PRO: 899,
  GLOBAL: 2399,
  PLUS: 2999,
  LUXURY: 4399,
  DELUXE: 5699,
};
export const PACKAGE_TERM_MONTHS = 12;
/** A package about to end is announced this many days before (issue 29 item 11, D288). */
export const PACKAGE_EXPIRY_WARNING_DAYS = 10;
