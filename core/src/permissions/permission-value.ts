// Permission numbers (spec §6 Permission values): a membership tier 1-8 in the low 4 bits, feature
// grants in the bits above. compose and decompose are inverse on valid numbers.

import { err, ok, type Result } from "../shared/result.ts";
import { ACCOUNT_LEVELS, type MembershipTier, strictTierOf } from "./account-levels.ts";

export const PERMISSION_FEATURES = {
  PARTNER_REPORT: 16,
  GLOBAL_BUYERS: 32,
  TRADE_SO: 64,
  MARKET_ANALYSIS: 128,
  TRADE_SO_PLUS: 256,
  AI: 512,
} as const;

export type PermissionFeature = keyof typeof PERMISSION_FEATURES;

/** Features in ascending bit order: the order decompose returns them in. */
export const PERMISSION_FEATURE_NAMES = Object.keys(PERMISSION_FEATURES) as readonly PermissionFeature[];

/** Every number at or above this sets a bit that grants nothing. */
export const PERMISSION_VALUE_LIMIT = 1024;

export interface PermissionValue {
  readonly tier: MembershipTier;
  readonly features: readonly PermissionFeature[];
}

export type PermissionValueIssue =
  | "permissions.value.notWholeNumber"
  | "permissions.value.unknownTier"
  | "permissions.value.unknownBits";

const hasBit = (value: number, bit: number): boolean => Math.floor(value / bit) % 2 === 1;

/** The number for a tier and a set of features (duplicates count once). */
export const composePermissionValue = ({ tier, features }: PermissionValue): number =>
  PERMISSION_FEATURE_NAMES.reduce<number>(
    (sum, name) => (features.includes(name) ? sum + PERMISSION_FEATURES[name] : sum),
    ACCOUNT_LEVELS[tier],
  );

/** Reads a permission number; a negative or fractional number, a nibble of 9-15 or bits of 1024+ are issues. */
export const decomposePermissionValue = (
  value: number,
): Result<PermissionValue, readonly PermissionValueIssue[]> => {
  if (!Number.isSafeInteger(value) || value < 0) return err(["permissions.value.notWholeNumber"]);
  const tier = strictTierOf(value);
  const issues: PermissionValueIssue[] = [];
  if (tier === undefined) issues.push("permissions.value.unknownTier");
  if (value >= PERMISSION_VALUE_LIMIT) issues.push("permissions.value.unknownBits");
  if (tier === undefined || issues.length > 0) return err(issues);
  return ok({
    tier,
    features: PERMISSION_FEATURE_NAMES.filter((name) => hasBit(value, PERMISSION_FEATURES[name])),
  });
};

export const isValidPermissionValue = (value: number): boolean => decomposePermissionValue(value).ok;

/** Whether a permission number grants a feature (its bit is set); false for numbers that are not whole. */
export const hasFeatureBit = (value: number, feature: PermissionFeature): boolean =>
  Number.isSafeInteger(value) && value >= 0 && hasBit(value, PERMISSION_FEATURES[feature]);
