// Membership levels (spec §3 Membership level, §6 Account levels): the tier is the low 4 bits of a
// permission number. Decision: low-nibble values 9 to 15 are not tiers; a strict reading reports them
// (permission-value.ts), the lenient reading used for gating treats them as NORMAL (no paid tier).

export const ACCOUNT_LEVELS = {
  NORMAL: 0,
  BRONZE: 1,
  SILVER: 2,
  GOLD: 3,
  SHIPMENT_PRO: 4,
  GLOBAL: 5,
  GLOBAL_PLUS: 6,
  GLOBAL_LUXURY: 7,
  GLOBAL_DELUXE: 8,
} as const;

export type MembershipTier = keyof typeof ACCOUNT_LEVELS;
export type MembershipLevel = (typeof ACCOUNT_LEVELS)[MembershipTier];

export const MEMBERSHIP_TIERS = Object.keys(ACCOUNT_LEVELS) as readonly MembershipTier[];

/** The low 4 bits of a permission number hold the tier. */
export const TIER_MASK = 0b1111;

/** The tier a level number names, or undefined for anything but 0 to 8. */
export const tierOfLevel = (level: number): MembershipTier | undefined =>
  MEMBERSHIP_TIERS.find((tier) => ACCOUNT_LEVELS[tier] === level);

/** The tier held in the low 4 bits of `value`, or undefined when `value` is no whole number or the nibble is 9 to 15. */
export const strictTierOf = (value: number): MembershipTier | undefined =>
  Number.isSafeInteger(value) && value >= 0 ? tierOfLevel(value % (TIER_MASK + 1)) : undefined;

/** Lenient reading for gating: anything that is not a tier counts as NORMAL. */
export const membershipTierOf = (value: number): MembershipTier => strictTierOf(value) ?? "NORMAL";

/** True for every paid tier (BRONZE and above). */
export const isPaidTier = (tier: MembershipTier): boolean => ACCOUNT_LEVELS[tier] > ACCOUNT_LEVELS.NORMAL;
