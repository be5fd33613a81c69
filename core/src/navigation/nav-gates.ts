// Everything the menus are gated on (spec §6 Navigation gating), read once from the session, the
// permissions and the locale, so each menu section is a plain function of these flags.

import { type CostPageTarget, costPageTarget } from "../permissions/cost-access.ts";
import {
  hasAiMarketing,
  hasEmail,
  hasMarketAnalysis,
  hasMarketing,
  hasOpenPlatform,
  hasRecommend,
  hasTradeSo,
} from "../permissions/permission-checks.ts";
import type { Permissions } from "../permissions/permission-tree.ts";
import { canManageInformation, canOpenAdminPages } from "../permissions/roles.ts";
import type { Session } from "../session/session.ts";
import type { NavLocale } from "./nav-model.ts";

export interface NavGates {
  readonly locale: NavLocale;
  readonly chinese: boolean;
  readonly tradeSo: boolean;
  readonly aiMarketing: boolean;
  readonly marketAnalysis: boolean;
  readonly email: boolean;
  readonly recommend: boolean;
  readonly marketing: boolean;
  readonly openPlatform: boolean;
  /** The session carries department info. */
  readonly department: boolean;
  readonly cost: CostPageTarget;
  readonly adminPages: boolean;
  readonly infoManage: boolean;
}

export const navGates = (session: Session, permissions: Permissions, locale: NavLocale): NavGates => ({
  locale,
  chinese: locale === "zh",
  tradeSo: hasTradeSo(permissions),
  aiMarketing: hasAiMarketing(permissions),
  marketAnalysis: hasMarketAnalysis(permissions),
  email: hasEmail(permissions),
  recommend: hasRecommend(permissions),
  marketing: hasMarketing(permissions),
  openPlatform: hasOpenPlatform(permissions),
  department: Boolean(session.deptInfo),
  cost: costPageTarget(permissions, session.userRole),
  adminPages: canOpenAdminPages(session.userRole),
  infoManage: canManageInformation(session.userRole),
});
