// A package bought again and a package about to end (issue 29 item 11, D288): what a purchase is
// (a renewal of the package held, an upgrade, a step down that waits, or a first package), the term
// running now and the one after it, and whether the account's cover ends within the warning window.
// Terms follow one another (term-start.ts): the cover runs on while each next term starts when, or
// before, the last one ends.

import { PACKAGE_EXPIRY_WARNING_DAYS, type PackageTierId } from "../constants/packages.ts";
import { DAY_MS } from "../constants/periods.ts";
import { ACCOUNT_LEVELS } from "../permissions/account-levels.ts";
import { isTermActive, type PackageTerm } from "./entitlements.ts";
import { PACKAGE_GRANTS } from "./package-grants.ts";
import { newTerm } from "./term-start.ts";

const levelOf = (tierId: PackageTierId): number => ACCOUNT_LEVELS[PACKAGE_GRANTS[tierId].tier];

/** The term in force now (the highest package, then the one ending last), and the first one after it. */
export const termsAround = <T extends PackageTerm>(
  terms: readonly T[],
  now: number,
): { readonly current: T | undefined; readonly next: T | undefined } => {
  const current = terms
    .filter((t) => isTermActive(t, now))
    .sort((a, b) => levelOf(b.tierId) - levelOf(a.tierId) || b.expiresAt - a.expiresAt)[0];
  const next = terms.filter((t) => t.startsAt > now).sort((a, b) => a.startsAt - b.startsAt)[0];
  return { current, next };
};

export type PurchaseKind = "first" | "renewal" | "upgrade" | "waits";

/**
 * What buying `tierId` now is: a renewal while the same package runs (the new year follows it), an
 * upgrade over a lower one (it starts at once), a step down under a higher one (it waits), else the
 * first package; with the term it will have.
 */
export const purchaseOf = (
  terms: readonly PackageTerm[],
  tierId: PackageTierId,
  now: number,
): { readonly kind: PurchaseKind; readonly term: PackageTerm } => {
  const live = terms.filter((t) => t.expiresAt > now);
  const level = levelOf(tierId);
  const kind: PurchaseKind = live.some((t) => t.tierId === tierId)
    ? "renewal"
    : live.some((t) => levelOf(t.tierId) > level)
      ? "waits"
      : live.length > 0
        ? "upgrade"
        : "first";
  return { kind, term: newTerm(terms, tierId, now) };
};

/** When the account's cover ends: the end of the chain of terms running from now, if one runs. */
export const coverEnd = <T extends PackageTerm>(terms: readonly T[], now: number): T | undefined => {
  let last = termsAround(terms, now).current;
  if (last === undefined) return undefined;
  for (;;) {
    const end: number = last.expiresAt;
    const after = terms
      .filter((t) => t.startsAt <= end && t.expiresAt > end)
      .sort((a, b) => b.expiresAt - a.expiresAt)[0];
    if (after === undefined) return last;
    last = after;
  }
};

export interface ExpiryWarning<T extends PackageTerm> {
  /** The term whose end ends the cover (the warning is sent once for it). */
  readonly term: T;
  readonly daysLeft: number;
}

/** The warning due now: the cover ends within PACKAGE_EXPIRY_WARNING_DAYS days and nothing follows it. */
export const expiryWarningOf = <T extends PackageTerm>(
  terms: readonly T[],
  now: number,
): ExpiryWarning<T> | undefined => {
  const term = coverEnd(terms, now);
  if (term === undefined || term.expiresAt - now > PACKAGE_EXPIRY_WARNING_DAYS * DAY_MS) return undefined;
  return { term, daysLeft: Math.ceil((term.expiresAt - now) / DAY_MS) };
};
