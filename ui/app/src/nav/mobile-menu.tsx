// The main menu below 768 px (spec §2.6 Mobile, §4 Navigation): the hamburger opens the same menu as
// an accordion whose sub-menus toggle. The state is the site's $mobileMenu: the console collapses it
// on every route change (console-navigation.tsx) and the layout's width rule when 768 px is reached.
import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import type { NavItem } from "@portolan/core";
import { closeOnEscape, GroupToggle, HamburgerButton } from "@portolan/kit/chrome/mobile-menu-parts.tsx";
import { $mobileMenu } from "@portolan/kit/stores/mobile-menu.ts";
import type { ReactNode } from "react";
import * as s from "./nav.css.ts";
import { hasPath, isCurrent, NavLink, shown, useNavLabel } from "./nav-link.tsx";

/** A word of core's navigation, translated in the kit's catalogue (not repeated in the console's). */
const CORE_WORDS = { learnMore: "nav.learnMore" } as const;

export const CONSOLE_MOBILE_MENU_ID = "console-mobile-menu";
const BUTTON_ID = "console-mobile-menu-button";

export function MobileMenuButton() {
  return (
    <HamburgerButton
      id={BUTTON_ID}
      controls={CONSOLE_MOBILE_MENU_ID}
      site="console"
      className={s.hamburger}
      labelShown={false}
    />
  );
}

function Links({ items, path }: { readonly items: readonly NavItem[]; readonly path: string }) {
  const label = useNavLabel();
  return (
    <>
      {items.map((child) => {
        const entries = shown(child.children);
        if (entries.length > 0)
          return (
            <li key={child.id} data-nav-group={child.id}>
              <p id={`mobile-group-${child.id}`} className={s.mobileGroupHeading}>
                {label(child)}
              </p>
              <ul className={s.mobileSub} aria-labelledby={`mobile-group-${child.id}`}>
                {entries.filter(hasPath).map((e) => (
                  <li key={e.id}>
                    <NavLink item={e} className={s.link} current={isCurrent(e.path, path)} />
                  </li>
                ))}
              </ul>
            </li>
          );
        return hasPath(child) ? (
          <li key={child.id}>
            <NavLink item={child} className={s.link} current={isCurrent(child.path, path)} />
          </li>
        ) : null;
      })}
    </>
  );
}

export function MobileMenuPanel({
  menu,
  path,
  label,
  actions,
}: {
  readonly menu: readonly NavItem[];
  readonly path: string;
  readonly label: string;
  readonly actions: ReactNode;
}) {
  const { i18n } = useLingui();
  const navLabel = useNavLabel();
  const state = useStore($mobileMenu);
  return (
    <div id={CONSOLE_MOBILE_MENU_ID} className={s.mobilePanel} hidden={!state.open}>
      <nav aria-label={label} onKeyDown={closeOnEscape(BUTTON_ID)} data-nav="mobile">
        <ul className={s.mobileList}>
          {shown(menu).map((item) => {
            const children = shown(item.children);
            if (children.length === 0)
              return hasPath(item) ? (
                <li key={item.id} className={s.mobileItem}>
                  <NavLink item={item} className={s.mobileControl} current={isCurrent(item.path, path)} />
                </li>
              ) : null;
            const open = state.expanded.includes(item.id);
            const listId = `${CONSOLE_MOBILE_MENU_ID}-${item.id}`;
            return (
              <li key={item.id} className={s.mobileItem}>
                <GroupToggle group={item.id} controls={listId} className={s.mobileControl}>
                  {navLabel(item)}
                </GroupToggle>
                <ul id={listId} className={s.mobileSub} hidden={!open}>
                  <Links items={children} path={path} />
                  {item.more_href && (
                    <li>
                      <a className={s.link} href={item.more_href}>
                        {i18n._(CORE_WORDS.learnMore)}
                        <span className={s.visuallyHidden}>: {navLabel(item)}</span>
                      </a>
                    </li>
                  )}
                </ul>
              </li>
            );
          })}
        </ul>
        {actions}
      </nav>
    </div>
  );
}
