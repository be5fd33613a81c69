// The amount of a package order, computed on the server from the tier id alone (never from a
// price the browser sends). One year, billed in full at contract start.
import { PACKAGE_TERM_MONTHS, type PackageTierId } from "../constants/packages.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { findPackageTier } from "./package-tiers.ts";

export interface OrderQuote {
  readonly tierId: PackageTierId;
  readonly currency: "USD";
  readonly amountUsd: number;
  /** The same amount in cents, for payment providers that take minor units. */
  readonly amountCents: number;
  readonly termMonths: number;
  /** The whole term is billed at once, at contract start. */
  readonly billedInFullAtStart: true;
}

export const orderTotal = (tierId: unknown): Result<OrderQuote, "packages.tier.unknown"> => {
  const tier = findPackageTier(tierId);
  if (tier === undefined) return err("packages.tier.unknown");
  return ok({
    tierId: tier.id,
    currency: "USD",
    amountUsd: tier.priceUsdPerYear,
    amountCents: tier.priceUsdPerYear * 100,
    termMonths: PACKAGE_TERM_MONTHS,
    billedInFullAtStart: true,
  });
};
