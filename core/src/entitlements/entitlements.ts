// One rule for what an account may use (issue 13): its own grants (given by the operator or the
// demo seed) joined with what its active packages grant, and for a sub-account, the data sets its
// main account shares with it (spec §3: deptInfo and level). The identity call, the dashboard, the
// menus and every data check read the answer, so they cannot disagree.

import type { PackageTierId } from "../constants/packages.ts";
import { isOwnershipCode, NO_OWNERSHIP } from "../datasets/ownership-bits.ts";
import { ACCOUNT_LEVELS, type MembershipTier, membershipTierOf } from "../permissions/account-levels.ts";
import type { Permissions, TsPermissions } from "../permissions/permission-tree.ts";
import {
  composePermissionValue,
  hasFeatureBit,
  PERMISSION_FEATURE_NAMES,
  type PermissionFeature,
} from "../permissions/permission-value.ts";
import { packageOwnershipCode } from "./package-coverage.ts";
import { PACKAGE_GRANTS } from "./package-grants.ts";
import { type TeamPermission, teamPermissionsOf, withTeamPermissions } from "./team-permissions.ts";

/** What a session carries: membership number, nested permissions, ownership code. */
export interface Entitlements {
  readonly membership: number;
  readonly permissions: Permissions;
  readonly customsDataSource: string;
}

/** A bought package's term: active from `startsAt` (inclusive) to `expiresAt` (exclusive). */
export interface PackageTerm {
  readonly tierId: PackageTierId;
  readonly startsAt: number;
  readonly expiresAt: number;
}

export const NO_ENTITLEMENTS: Entitlements = {
  membership: 0,
  permissions: {},
  customsDataSource: NO_OWNERSHIP,
};

export const isTermActive = (term: PackageTerm, now: number): boolean =>
  now >= term.startsAt && now < term.expiresAt;

const higherTier = (a: MembershipTier, b: MembershipTier): MembershipTier =>
  ACCOUNT_LEVELS[b] > ACCOUNT_LEVELS[a] ? b : a;

const featuresOf = (membership: number): readonly PermissionFeature[] =>
  PERMISSION_FEATURE_NAMES.filter((f) => hasFeatureBit(membership, f));

const orBits = (a: string, b: string): string => {
  const x = isOwnershipCode(a) ? a : NO_OWNERSHIP;
  const y = isOwnershipCode(b) ? b : NO_OWNERSHIP;
  return [...x].map((bit, i) => (bit === "1" || y[i] === "1" ? "1" : "0")).join("");
};

const andBits = (a: string, mask: string): string => {
  const x = isOwnershipCode(a) ? a : NO_OWNERSHIP;
  const y = isOwnershipCode(mask) ? mask : NO_OWNERSHIP;
  return [...x].map((bit, i) => (bit === "1" && y[i] === "1" ? "1" : "0")).join("");
};

const joinEntry = (a: unknown, b: unknown): unknown => {
  const on = (v: unknown) => v !== undefined && v !== null && v !== false;
  if (!on(a)) return on(b) ? b : a;
  if (!on(b)) return a;
  return typeof a === "object" && typeof b === "object" ? { ...(b as object), ...(a as object) } : a;
};

const joinTs = (a: TsPermissions | undefined, b: TsPermissions | undefined): TsPermissions | undefined => {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])] as (keyof TsPermissions)[];
  return Object.fromEntries(
    keys.map((k) => [k, joinEntry(a[k], b[k])]).filter(([, v]) => v !== undefined),
  ) as TsPermissions;
};

/** Everything either side grants; where both set an entry, the first side's value is kept. */
export const joinEntitlements = (a: Entitlements, b: Entitlements): Entitlements => {
  const tier = higherTier(membershipTierOf(a.membership), membershipTierOf(b.membership));
  const features = [...new Set([...featuresOf(a.membership), ...featuresOf(b.membership)])];
  const ts = joinTs(a.permissions.TS, b.permissions.TS);
  const opens = joinEntry(a.permissions.OPENS, b.permissions.OPENS) as boolean | undefined;
  return {
    membership: composePermissionValue({ tier, features }),
    permissions: {
      ...(ts === undefined ? {} : { TS: ts }),
      ...(opens === undefined ? {} : { OPENS: opens }),
    },
    customsDataSource: orBits(a.customsDataSource, b.customsDataSource),
  };
};

/** What one package grants, term aside. */
export const packageEntitlements = (tierId: PackageTierId): Entitlements => {
  const grant = PACKAGE_GRANTS[tierId];
  return {
    membership: composePermissionValue({ tier: grant.tier, features: grant.features }),
    permissions: { TS: grant.ts },
    customsDataSource: packageOwnershipCode(tierId),
  };
};

/** What the packages whose term runs at `now` grant together. */
export const activePackageEntitlements = (terms: readonly PackageTerm[], now: number): Entitlements =>
  terms
    .filter((t) => isTermActive(t, now))
    .reduce((sum, t) => joinEntitlements(sum, packageEntitlements(t.tierId)), NO_ENTITLEMENTS);

/** A sub-account's share of its team: the main account's active packages and data sets. */
export interface TeamShare {
  readonly mainOwn: Entitlements;
  readonly mainTerms: readonly PackageTerm[];
  /** The data sets the main account assigned to this sub-account (an ownership code); absent: all. */
  readonly assigned?: string;
  /** The team permissions the main account hands on to it; absent: none was chosen (D296). */
  readonly assignedPermissions?: readonly TeamPermission[];
}

export interface EntitlementSources {
  readonly own: Entitlements;
  readonly terms: readonly PackageTerm[];
  readonly team?: TeamShare;
}

/** Bits of `base`, except where `reach` is set: there the bit of `chosen`. */
const decideWithin = (base: string, reach: string, chosen: string): string => {
  const b = isOwnershipCode(base) ? base : NO_OWNERSHIP;
  const c = isOwnershipCode(chosen) ? chosen : NO_OWNERSHIP;
  return [...b].map((bit, i) => (reach[i] === "1" ? (c[i] ?? "0") : bit)).join("");
};

/**
 * The account's entitlements at `now`. A sub-account gets its own grants and packages, the tier and
 * features of its main account's active packages, and the main account's data sets (its own and its
 * packages') that were assigned to it. The main account's hand-given permissions are not shared
 * unless it assigns them. Once the main account has chosen (D296), its choice decides every data set
 * and every permission the team has, even one the sub-account also holds itself: a data set or a
 * permission taken back is gone on the next call, by session or by key.
 */
export const deriveEntitlements = ({ own, terms, team }: EntitlementSources, now: number): Entitlements => {
  const self = joinEntitlements(own, activePackageEntitlements(terms, now));
  if (team === undefined) return self;
  const teamPackages = activePackageEntitlements(team.mainTerms, now);
  const teamData = orBits(team.mainOwn.customsDataSource, teamPackages.customsDataSource);
  const shared = team.assigned === undefined ? teamData : andBits(teamData, team.assigned);
  const joined = joinEntitlements(self, { ...teamPackages, customsDataSource: shared });
  const data =
    team.assigned === undefined
      ? joined
      : { ...joined, customsDataSource: decideWithin(joined.customsDataSource, teamData, team.assigned) };
  if (team.assignedPermissions === undefined) return data;
  const reach = teamPermissionsOf(joinEntitlements(team.mainOwn, teamPackages));
  return withTeamPermissions(data, reach, team.assignedPermissions);
};
