// The words for the permissions a main account hands on to a sub-account (core's TEAM_PERMISSIONS).

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TeamPermission } from "@portolan/core";

export const TEAM_PERMISSION_LABELS: Readonly<Record<TeamPermission, MessageDescriptor>> = {
  TRADE_SO: msg`Trade search and CRM`,
  TRADE_SO_PLUS: msg`Trade search plus`,
  PARTNER_REPORT: msg`Partner report`,
  GLOBAL_BUYERS: msg`Global buyers`,
  MARKET_ANALYSIS: msg`Market analysis`,
  AI: msg`AI marketing`,
  EMAIL: msg`Email centre`,
  RECOMMEND: msg`Recommended marketing`,
};
