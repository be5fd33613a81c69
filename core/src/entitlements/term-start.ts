// When a newly paid package's term starts (decision D147): after every running term of the same or a
// higher package (a renewal continues, a step down waits), at once for an upgrade.

import type { PackageTierId } from "../constants/packages.ts";
import { packageExpiry } from "../packages/package-term.ts";
import { ACCOUNT_LEVELS } from "../permissions/account-levels.ts";
import type { PackageTerm } from "./entitlements.ts";
import { PACKAGE_GRANTS } from "./package-grants.ts";

const levelOf = (tierId: PackageTierId): number => ACCOUNT_LEVELS[PACKAGE_GRANTS[tierId].tier];

/** Where the term of `tierId`, paid at `now`, starts. */
export const newTermStart = (terms: readonly PackageTerm[], tierId: PackageTierId, now: number): number =>
  terms
    .filter((t) => t.expiresAt > now && levelOf(t.tierId) >= levelOf(tierId))
    .reduce((start, t) => Math.max(start, t.expiresAt), now);

/** The whole term of `tierId`, paid at `now`. */
export const newTerm = (terms: readonly PackageTerm[], tierId: PackageTierId, now: number): PackageTerm => {
  const startsAt = newTermStart(terms, tierId, now);
  return { tierId, startsAt, expiresAt: packageExpiry(startsAt) };
};
