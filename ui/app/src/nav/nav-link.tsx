// One link of core's navigation model: its label (the message id, or the server's text for a
// utilities row), its address, and a new tab without opener access when the item's target says so.
import { useLingui } from "@lingui/react";
import type { NavItem } from "@portolan/core";
import type { KeyboardEventHandler } from "react";
import type { ConsoleNavMessageId } from "../i18n/console-nav-messages.ts";
import * as s from "./nav.css.ts";

export const useNavLabel = (): ((item: NavItem) => string) => {
  const { i18n } = useLingui();
  return (item) => item.text ?? i18n._(item.name);
};

export function NavLink({
  item,
  className,
  current,
  onKeyDown,
  top,
}: {
  readonly item: NavItem & { readonly path: string };
  readonly className: string;
  readonly current?: boolean;
  readonly onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
  /** A top-level entry of the desktop menu (arrow keys move between these). */
  readonly top?: boolean;
}) {
  const { i18n } = useLingui();
  const label = useNavLabel();
  const blank = item.target === "_blank";
  return (
    <a
      className={className}
      href={item.path}
      data-nav-id={item.id}
      data-nav-top={top ? "" : undefined}
      aria-current={current ? "page" : undefined}
      onKeyDown={onKeyDown}
      {...(blank ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {label(item)}
      {blank && (
        <span className={s.visuallyHidden}>
          {" "}
          {i18n._("console.nav.newTab" satisfies ConsoleNavMessageId)}
        </span>
      )}
    </a>
  );
}

/** An item with an address. */
export const hasPath = (item: NavItem): item is NavItem & { readonly path: string } =>
  item.path !== undefined;

/** The visible children of an item. */
export const shown = (items: readonly NavItem[] | undefined): readonly NavItem[] =>
  (items ?? []).filter((i) => !i.hide);

/** Whether a link points at the page shown now (same origin and path). */
export const isCurrent = (href: string, path: string): boolean => {
  try {
    const url = new URL(href, location.href);
    return url.origin === location.origin && url.pathname === path;
  } catch {
    return false;
  }
};
