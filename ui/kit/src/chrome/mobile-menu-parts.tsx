// What the site's and the console's narrow-screen menus share: the hamburger (aria-expanded,
// aria-controls) that opens $mobileMenu by the width rule of its site, Escape closing the menu with
// the focus back on the hamburger, and a group's toggle in the accordion.
import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import type { KeyboardEvent, ReactNode } from "react";
import { $mobileMenu, CLOSED_MENU, type MenuSite, toggleMenu, toggleSubmenu } from "../stores/mobile-menu.ts";
import { $viewport } from "../stores/viewport.ts";

export function HamburgerButton(props: {
  readonly id: string;
  readonly controls: string;
  readonly site: MenuSite;
  readonly className: string;
  /** The label as visible text next to the icon, or only as the button's accessible name. */
  readonly labelShown: boolean;
}) {
  const { i18n } = useLingui();
  const menu = useStore($mobileMenu);
  const label = i18n._("chrome.menu.toggle");
  const size = props.labelShown ? 18 : 20;
  return (
    <button
      id={props.id}
      type="button"
      className={props.className}
      aria-expanded={menu.open}
      aria-controls={props.controls}
      {...(props.labelShown ? {} : { "aria-label": label })}
      onClick={() =>
        $mobileMenu.set(toggleMenu(menu, $viewport.get().width || window.innerWidth, props.site))
      }
    >
      <svg width={size} height={size} viewBox="0 0 18 18" aria-hidden="true" focusable="false">
        <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" />
      </svg>
      {props.labelShown ? label : null}
    </button>
  );
}

/** The menu's keydown: Escape closes it and gives the focus back to its hamburger. */
export const closeOnEscape =
  (hamburgerId: string) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== "Escape") return;
    $mobileMenu.set(CLOSED_MENU);
    document.getElementById(hamburgerId)?.focus();
  };

/** A group's button in the accordion: toggles the group's list, with a +/− sign. */
export function GroupToggle(props: {
  readonly group: string;
  readonly controls: string;
  readonly className: string;
  readonly children: ReactNode;
  readonly current?: boolean;
}) {
  const menu = useStore($mobileMenu);
  const open = menu.expanded.includes(props.group);
  return (
    <button
      type="button"
      className={props.className}
      aria-expanded={open}
      aria-controls={props.controls}
      data-nav-group={props.group}
      {...(props.current === undefined ? {} : { "data-current": props.current })}
      onClick={() => $mobileMenu.set(toggleSubmenu(menu, props.group))}
    >
      {props.children} <span aria-hidden="true">{open ? "−" : "+"}</span>
    </button>
  );
}
