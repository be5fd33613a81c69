// The five annual data packages (spec §3, §9): the price from constants/packages.ts, the coverage
// counted from what each package grants (decision D294), so every page and call shows one figure.
import { PACKAGE_PRICES_USD_PER_YEAR, PACKAGE_TIER_IDS, type PackageTierId } from "../constants/packages.ts";
import { packageCountryCount } from "../entitlements/package-coverage.ts";
import type { PackageMessageId } from "./package-messages.ts";

export interface PackageTierTerms {
  readonly id: PackageTierId;
  readonly priceUsdPerYear: number;
  /** Countries whose import data the package grants. */
  readonly importCountries: number;
  /** Countries whose export data the package grants. */
  readonly exportCountries: number;
}

export const PACKAGE_TIERS: readonly PackageTierTerms[] = PACKAGE_TIER_IDS.map((id) => ({
  id,
  priceUsdPerYear: PACKAGE_PRICES_USD_PER_YEAR[id],
  ...packageCountryCount(id),
}));

export const isPackageTierId = (value: unknown): value is PackageTierId =>
  PACKAGE_TIER_IDS.some((id) => id === value);

/** The terms of a tier id (exact, upper-case id), or undefined for anything else. */
export const findPackageTier = (id: unknown): PackageTierTerms | undefined =>
  isPackageTierId(id) ? PACKAGE_TIERS.find((tier) => tier.id === id) : undefined;

export const packageTierLabel = (id: PackageTierId): PackageMessageId => `packages.tier.${id}`;

export interface CoverageText {
  readonly id: PackageMessageId;
  readonly values: { readonly imports: number; readonly exports: number };
}

/** How the coverage reads: PRO is USA import only; the others count countries. */
export const coverageText = (tier: PackageTierTerms): CoverageText => {
  const values = { imports: tier.importCountries, exports: tier.exportCountries };
  if (tier.id === "PRO") return { id: "packages.coverage.PRO", values };
  return {
    id: tier.exportCountries === 0 ? "packages.coverage.importOnly" : "packages.coverage.importExport",
    values,
  };
};
