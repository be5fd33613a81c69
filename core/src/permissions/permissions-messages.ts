// Message ids of the permissions area with their English source text.

import { defineMessages } from "../messages/define-messages.ts";
import type { MembershipTier } from "./account-levels.ts";

export const permissionsMessages = defineMessages({
  "permissions.tier.normal": "Normal",
  "permissions.tier.bronze": "Bronze",
  "permissions.tier.silver": "Silver",
  "permissions.tier.gold": "Gold",
  "permissions.tier.shipmentPro": "Pro",
  "permissions.tier.global": "Global",
  "permissions.tier.globalPlus": "Global Plus",
  "permissions.tier.globalLuxury": "Global Luxury",
  "permissions.tier.globalDeluxe": "Global Deluxe",
  "permissions.value.notWholeNumber": "A permission value must be a whole number of zero or more.",
  "permissions.value.unknownTier": "The low four bits of the permission value name no membership tier.",
  "permissions.value.unknownBits": "The permission value sets bits that grant nothing.",
});

export type PermissionsMessageId = keyof typeof permissionsMessages;

/** The label of each membership tier. */
export const TIER_LABELS: Readonly<Record<MembershipTier, PermissionsMessageId>> = {
  NORMAL: "permissions.tier.normal",
  BRONZE: "permissions.tier.bronze",
  SILVER: "permissions.tier.silver",
  GOLD: "permissions.tier.gold",
  SHIPMENT_PRO: "permissions.tier.shipmentPro",
  GLOBAL: "permissions.tier.global",
  GLOBAL_PLUS: "permissions.tier.globalPlus",
  GLOBAL_LUXURY: "permissions.tier.globalLuxury",
  GLOBAL_DELUXE: "permissions.tier.globalDeluxe",
};
