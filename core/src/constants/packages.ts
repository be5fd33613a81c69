// The annual data packages of spec §9 (and §3 Package tiers): one year, billed in full at contract start.

export const PACKAGE_TIER_IDS = ["PRO", "GLOBAL", "PLUS", "LUXURY", "DELUXE"] as const;
export type PackageTierId = (typeof PACKAGE_TIER_IDS)[number];

export interface PackageTierTerms {
  readonly id: PackageTierId;
  readonly priceUsdPerYear: number;
  /** Countries whose import data the package covers. */
  readonly importCountries: number;
  /** Countries whose export data the package covers. */
  readonly exportCountries: number;
}

// "Plus: 26 import plus 2" is read as 26 import countries and 2 export countries (decision D4).
export const PACKAGE_TIERS: readonly PackageTierTerms[] = [
  { id: "PRO", priceUsdPerYear: 899, importCountries: 1, exportCountries: 0 },
  { id: "GLOBAL", priceUsdPerYear: 2399, importCountries: 19, exportCountries: 0 },
  { id: "PLUS", priceUsdPerYear: 2999, importCountries: 26, exportCountries: 2 },
  { id: "LUXURY", priceUsdPerYear: 4399, importCountries: 29, exportCountries: 21 },
  { id: "DELUXE", priceUsdPerYear: 5699, importCountries: 62, exportCountries: 47 },
];
export const PACKAGE_TERM_MONTHS = 12;
