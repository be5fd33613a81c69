// The five annual data packages (spec §3, §9), read from constants/packages.ts.
import {
  PACKAGE_TIER_IDS,
  PACKAGE_TIERS,
  type PackageTierId,
  type PackageTierTerms,
} from "../constants/packages.ts";
import type { PackageMessageId } from "./package-messages.ts";

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
