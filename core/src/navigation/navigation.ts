// The signed-in navigation as data: one pure function of the configured base addresses, the session
// (or none), the locale and the permissions. `variant` selects the standard or the alternative menu.

import type { Permissions } from "../permissions/permission-tree.ts";
import type { Session } from "../session/session.ts";
import { buildAlternativeMenu } from "./alternative-menu.ts";
import { buildMainMenu } from "./main-menu.ts";
import { navGates } from "./nav-gates.ts";
import type { NavBases, NavItem, NavLocale } from "./nav-model.ts";

export type NavVariant = "standard" | "alternative";

export interface NavInput {
  readonly bases: NavBases;
  /** None for a visitor: the signed-in menu is then empty. */
  readonly session: Session | undefined;
  readonly locale: NavLocale;
  /** The TS permission list stored at identity; the session's own when not given. */
  readonly permissions?: Permissions;
  readonly variant?: NavVariant;
  /** Dropdown images by top-level item id (configuration: the spec names none). */
  readonly images?: Readonly<Record<string, string>>;
}

export const buildNavigation = (input: NavInput): readonly NavItem[] => {
  const { session, bases, images = {} } = input;
  if (session === undefined) return [];
  const menu =
    input.variant === "alternative"
      ? buildAlternativeMenu(bases)
      : buildMainMenu(bases, navGates(session, input.permissions ?? session.permissions, input.locale));
  return menu.map((item) => {
    const src = images[item.id];
    return src === undefined ? item : { ...item, src };
  });
};
