// The permissions of a session in words (the dashboard). Decision D133: what the menu gates on is
// named from the nested session permissions (core's checks), so the words never contradict the menu;
// the grants with no nested entry (global buyers, partner report, trade search plus) are read from
// the feature bits of `membership`.
import {
  hasAiMarketing,
  hasDownloadLimit,
  hasEmail,
  hasFeatureBit,
  hasMarketAnalysis,
  hasOpenPlatform,
  hasRecommend,
  hasTradeSo,
  type Session,
} from "@portolan/core";

export const PERMISSION_WORDS = [
  "tradeSearch",
  "tradeSearchPlus",
  "marketAnalysis",
  "aiMarketing",
  "recommend",
  "email",
  "downloadLimit",
  "globalBuyers",
  "partnerReport",
  "openPlatform",
] as const;
export type PermissionWord = (typeof PERMISSION_WORDS)[number];

const CHECKS: Readonly<Record<PermissionWord, (s: Pick<Session, "permissions" | "membership">) => boolean>> =
  {
    tradeSearch: (s) => hasTradeSo(s.permissions),
    tradeSearchPlus: (s) => hasFeatureBit(s.membership, "TRADE_SO_PLUS"),
    marketAnalysis: (s) => hasMarketAnalysis(s.permissions),
    aiMarketing: (s) => hasAiMarketing(s.permissions),
    recommend: (s) => hasRecommend(s.permissions),
    email: (s) => hasEmail(s.permissions),
    downloadLimit: (s) => hasDownloadLimit(s.permissions),
    globalBuyers: (s) => hasFeatureBit(s.membership, "GLOBAL_BUYERS"),
    partnerReport: (s) => hasFeatureBit(s.membership, "PARTNER_REPORT"),
    openPlatform: (s) => hasOpenPlatform(s.permissions),
  };

/** The granted permissions, in the order above. */
export const permissionWords = (s: Pick<Session, "permissions" | "membership">): readonly PermissionWord[] =>
  PERMISSION_WORDS.filter((w) => CHECKS[w](s));

export const permissionMessageId = (w: PermissionWord) => `pages.permission.${w}` as const;
