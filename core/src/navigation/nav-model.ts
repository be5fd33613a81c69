// The shape of a navigation item (spec §2.6: name, path, child or list, hide, inside, target, icon,
// src, content.heading, content.text, more_href) and the inputs every menu is built from.

import type { UTILITIES_LIST } from "../constants/services.ts";
import { type Locale, segmentOfLocale } from "../locale/locale.ts";
import type { NavMessageId } from "./nav-messages.ts";

/** The product's locales, as navigation reads them (the locale area's type). */
export type NavLocale = Locale;

/** Configured base addresses of the sites the signed-in menu links to (spec §2.6). */
export interface NavBases {
  readonly home: string;
  readonly data: string;
  readonly crm: string;
  readonly console: string;
  readonly backend: string;
}

export type NavTarget = "_self" | "_blank";

/** Text of a hover dropdown. */
export interface NavContent {
  readonly heading: NavMessageId;
  readonly text: NavMessageId;
}

/** Rows loaded from the server at run time (the utilities list); see utilities-list.ts. */
export interface NavListSource {
  readonly kind: "utilities";
  readonly query: typeof UTILITIES_LIST;
}

export interface NavItem {
  /** Stable dotted id, unique in a menu: what tests and the UI compare. */
  readonly id: string;
  readonly name: NavMessageId;
  /** Literal label from the server, shown instead of `name` (utilities rows). */
  readonly text?: string;
  /** Absolute href; absent on a pure group. */
  readonly path?: string;
  readonly children?: readonly NavItem[];
  readonly list?: NavListSource;
  /** A hidden item, and everything under it, is not shown. */
  readonly hide: boolean;
  /** True for a path of the public site this app serves (/cn, /en, /ru); false for the configured sites. */
  readonly inside: boolean;
  readonly target: NavTarget;
  readonly icon?: string;
  /** Dropdown image. */
  readonly src?: string;
  readonly content?: NavContent;
  /** Learn-more link of a dropdown. */
  readonly more_href?: string;
  /** Column count of a dropdown. */
  readonly columns?: number;
}

export type NavItemSpec = Omit<NavItem, "hide" | "inside" | "target"> & {
  readonly hide?: boolean;
  readonly inside?: boolean;
  readonly target?: NavTarget;
};

/** An item with the defaults: shown, outside, same tab. */
export const navItem = (spec: NavItemSpec): NavItem => ({
  hide: false,
  inside: false,
  target: "_self",
  ...spec,
});

/** A path on a configured site (trailing slashes of the base are dropped). */
export const at = (base: string, path: string): string => `${base.replace(/\/+$/, "")}${path}`;

/** A path of the public site in a locale: /cn/..., /en/..., /ru/... */
export const publicPath = (locale: NavLocale, path: string): string => `/${segmentOfLocale(locale)}${path}`;

/** An item of the public site (inside the app). */
export const publicItem = (spec: Omit<NavItemSpec, "inside">): NavItem => navItem({ ...spec, inside: true });
