// The visible menu as a flat list, so tests and the UI can compare the exact set of entries an
// account sees. Hidden items are skipped with everything under them.

import type { NavItem } from "./nav-model.ts";

export interface MenuEntry {
  readonly id: string;
  readonly href: string;
}

const visible = (items: readonly NavItem[]): NavItem[] =>
  items.filter((i) => !i.hide).flatMap((i) => [i, ...visible(i.children ?? [])]);

/** Every visible link (item with a path), depth first, in menu order. */
export const flattenMenu = (items: readonly NavItem[]): readonly MenuEntry[] =>
  visible(items).flatMap((i) => (i.path === undefined ? [] : [{ id: i.id, href: i.path }]));

/** The ids of every visible item, groups and run-time lists included. */
export const visibleMenuIds = (items: readonly NavItem[]): readonly string[] =>
  visible(items).map((i) => i.id);
