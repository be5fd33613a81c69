// What a main account hands on to a sub-account beside data sets (issue 29 §10): each permission is
// the feature bit the provider checks (spec §6 permission values) and the TS entry the menus read
// (spec §3), kept together so that a permission taken back closes the call and hides the menu alike.
import type { Permissions, TsPermissions } from "../permissions/permission-tree.ts";
import {
  hasFeatureBit,
  PERMISSION_FEATURES,
  type PermissionFeature,
} from "../permissions/permission-value.ts";

/** What a permission is read from: the membership number and the nested permissions (of Entitlements). */
interface Held {
  readonly membership: number;
  readonly permissions: Permissions;
}

export const TEAM_PERMISSIONS = [
  "TRADE_SO",
  "TRADE_SO_PLUS",
  "PARTNER_REPORT",
  "GLOBAL_BUYERS",
  "MARKET_ANALYSIS",
  "AI",
  "EMAIL",
  "RECOMMEND",
] as const;
export type TeamPermission = (typeof TEAM_PERMISSIONS)[number];

type TsFlag = Exclude<keyof TsPermissions, "CDS">;

const PARTS: Readonly<Record<TeamPermission, { feature?: PermissionFeature; ts?: TsFlag }>> = {
  TRADE_SO: { feature: "TRADE_SO", ts: "SO" },
  TRADE_SO_PLUS: { feature: "TRADE_SO_PLUS" },
  PARTNER_REPORT: { feature: "PARTNER_REPORT" },
  GLOBAL_BUYERS: { feature: "GLOBAL_BUYERS" },
  MARKET_ANALYSIS: { feature: "MARKET_ANALYSIS", ts: "MARKET" },
  AI: { feature: "AI", ts: "AI" },
  EMAIL: { ts: "EMAIL" },
  RECOMMEND: { ts: "RECOMMEND" },
};

export const isTeamPermission = (value: string): value is TeamPermission =>
  (TEAM_PERMISSIONS as readonly string[]).includes(value);

const tsGrants = (p: Permissions, flag: TsFlag): boolean => {
  const entry = p.TS?.[flag];
  return entry !== undefined && entry !== null && entry !== false;
};

/** Whether the entitlements hold a permission (its feature bit or its TS entry). */
export const holdsTeamPermission = (e: Held, permission: TeamPermission): boolean => {
  const { feature, ts } = PARTS[permission];
  return (
    (feature !== undefined && hasFeatureBit(e.membership, feature)) ||
    (ts !== undefined && tsGrants(e.permissions, ts))
  );
};

/** The team permissions the entitlements hold, in TEAM_PERMISSIONS order. */
export const teamPermissionsOf = (e: Held): readonly TeamPermission[] =>
  TEAM_PERMISSIONS.filter((p) => holdsTeamPermission(e, p));

const setPermission = <E extends Held>(e: E, permission: TeamPermission, on: boolean): E => {
  const { feature, ts } = PARTS[permission];
  let membership = e.membership;
  if (feature !== undefined) {
    const had = hasFeatureBit(membership, feature);
    if (had && !on) membership -= PERMISSION_FEATURES[feature];
    if (!had && on) membership += PERMISSION_FEATURES[feature];
  }
  let permissions = e.permissions;
  if (ts !== undefined) {
    const { [ts]: _dropped, ...rest } = permissions.TS ?? {};
    const nextTs: TsPermissions = on ? { ...rest, [ts]: true } : rest;
    permissions = { ...permissions, TS: nextTs };
  }
  return { ...e, membership, permissions };
};

/**
 * The entitlements with every permission of the team's `reach` decided by the main account's
 * choice: those in `assigned` held, the others taken away, whoever granted them. A permission
 * outside the reach (the main account does not have it) is left as it was.
 */
export const withTeamPermissions = <E extends Held>(
  e: E,
  reach: readonly TeamPermission[],
  assigned: readonly TeamPermission[],
): E => reach.reduce((acc, p) => setPermission(acc, p, assigned.includes(p)), e);
