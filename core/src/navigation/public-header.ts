// The public header (spec §2.5, §6 Visitors): a visitor sees log in ({console}/login) and free
// register; a signed-in user sees the console's /account and /account/basicinfo, the console shortcut
// when the session has department info (§2.6), and the account menu. Decisions: register is
// {console}/register, beside log in; the console shortcut is the console's root.

import type { Session } from "../session/session.ts";
import { type AccountMenu, buildAccountMenu } from "./account-menu.ts";
import { at, type NavBases, type NavItem, navItem } from "./nav-model.ts";

export type PublicHeader =
  | { readonly kind: "visitor"; readonly links: readonly NavItem[] }
  | { readonly kind: "signedIn"; readonly links: readonly NavItem[]; readonly accountMenu: AccountMenu };

export const buildPublicHeader = (bases: NavBases, session: Session | undefined): PublicHeader => {
  const console = (path: string) => at(bases.console, path);
  if (session === undefined)
    return {
      kind: "visitor",
      links: [
        navItem({ id: "header.login", name: "nav.header.login", path: console("/login") }),
        navItem({ id: "header.register", name: "nav.header.register", path: console("/register") }),
      ],
    };
  return {
    kind: "signedIn",
    links: [
      navItem({ id: "header.account", name: "nav.header.account", path: console("/account") }),
      navItem({ id: "header.basicInfo", name: "nav.header.basicInfo", path: console("/account/basicinfo") }),
      navItem({
        id: "header.console",
        name: "nav.header.console",
        path: console("/"),
        hide: !session.deptInfo,
      }),
    ],
    accountMenu: buildAccountMenu(bases, session),
  };
};
