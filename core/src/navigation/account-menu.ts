// The account dropdown (spec §2.6). Decisions: the main-account tag follows Session.level 0 (the
// account hierarchy); recharge is the cost page; account management and settings are the console's
// /account and /account/basicinfo (§2.5), advertising settings {console}/account/advertising. Admin
// pages live on the backend site: the admin role sees TS admin, admin, info manage and account center;
// the info role (without admin) sees info manage only — information management is "info or admin".

import { canManageInformation, canOpenAdminPages } from "../permissions/roles.ts";
import type { Session } from "../session/session.ts";
import { at, type NavBases, type NavItem, navItem } from "./nav-model.ts";

export interface AccountMenu {
  readonly account: string;
  readonly id: number;
  readonly idLabel: "nav.account.id";
  /** Shows the main-account tag. */
  readonly mainAccount: boolean;
  readonly mainAccountTag: "nav.account.mainAccount";
  readonly phone?: string;
  readonly email?: string;
  readonly links: readonly NavItem[];
  readonly signOut: { readonly name: "nav.account.signOut"; readonly confirm: "nav.account.signOutConfirm" };
}

export const buildAccountMenu = (bases: NavBases, session: Session): AccountMenu => {
  const admin = canOpenAdminPages(session.userRole);
  const info = canManageInformation(session.userRole);
  const console = (path: string) => at(bases.console, path);
  const backend = (path: string) => at(bases.backend, path);
  return {
    account: session.account,
    id: session.id,
    idLabel: "nav.account.id",
    mainAccount: session.level === 0,
    mainAccountTag: "nav.account.mainAccount",
    ...(session.phone ? { phone: session.phone } : {}),
    ...(session.email ? { email: session.email } : {}),
    links: [
      navItem({ id: "account.recharge", name: "nav.account.recharge", path: console("/cost") }),
      navItem({ id: "account.manage", name: "nav.account.manage", path: console("/account") }),
      navItem({ id: "account.settings", name: "nav.account.settings", path: console("/account/basicinfo") }),
      navItem({
        id: "account.advertising",
        name: "nav.account.advertising",
        path: console("/account/advertising"),
      }),
      navItem({
        id: "account.tsAdmin",
        name: "nav.account.tsAdmin",
        path: backend("/ts-admin"),
        hide: !admin,
      }),
      navItem({ id: "account.admin", name: "nav.account.admin", path: backend("/admin"), hide: !admin }),
      navItem({
        id: "account.infoManage",
        name: "nav.account.infoManage",
        path: backend("/info-manage"),
        hide: !info,
      }),
      navItem({
        id: "account.center",
        name: "nav.account.center",
        path: backend("/account-center"),
        hide: !admin,
      }),
    ],
    signOut: { name: "nav.account.signOut", confirm: "nav.account.signOutConfirm" },
  };
};
