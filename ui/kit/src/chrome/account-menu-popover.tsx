// The account dropdown (spec §2.6 Account dropdown): name, ID, main-account tag, phone and email,
// then the links of core's buildAccountMenu and sign out. react-aria's Menu gives the keyboard
// behaviour; this module is fetched when the menu's placeholder is reached or pressed, and opens at
// once in its place.
import { useLingui } from "@lingui/react";
import type { AccountMenu } from "@portolan/core";
import { useLayoutEffect, useRef } from "react";
import { Button, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { sendSessionEvent } from "../stores/session-events.ts";
import * as m from "./account-menu.css.ts";
import * as s from "./header.css.ts";

export interface AccountMenuPopoverProps {
  readonly menu: AccountMenu;
  readonly label: string;
  /** Whether the placeholder had the focus when this replaced it: the trigger then takes it over. */
  readonly takeFocus: () => boolean;
}

const SIGN_OUT = "sign-out";

export function AccountMenuPopover({ menu, label, takeFocus }: AccountMenuPopoverProps) {
  const { i18n } = useLingui();
  // It replaces the placeholder button that was pressed (account-area.tsx) and opens at once, so react-aria has no
  // trigger to give focus back to on the first close: this button takes it when focus was left nowhere.
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when this replaces the placeholder.
  useLayoutEffect(() => {
    // Never from the menu: when the menu's own first-item focus came first (a slow load may order
    // them so), taking it back would leave the open menu without the focus.
    const inMenu = document.activeElement?.closest('[data-account-menu="popover"]') != null;
    if (takeFocus() && !inMenu) trigger.current?.focus();
  }, []);
  return (
    <MenuTrigger
      defaultOpen
      onOpenChange={(open) => {
        if (!open)
          requestAnimationFrame(() => {
            const lost = document.activeElement === null || document.activeElement === document.body;
            if (lost) trigger.current?.focus();
          });
      }}
    >
      <Button ref={trigger} className={s.accountButton} aria-label={label} data-account-menu="trigger">
        {menu.account}
      </Button>
      <Popover className={m.popover} placement="bottom end" data-account-menu="popover">
        <div className={m.identity}>
          <p className={m.name}>
            <span data-account-field="account">{menu.account}</span>
            {menu.mainAccount && (
              <span className={m.tag} data-account-field="mainAccount">
                {i18n._(menu.mainAccountTag)}
              </span>
            )}
          </p>
          <p className={m.detail}>
            {i18n._(menu.idLabel)}: <span data-account-field="id">{menu.id}</span>
          </p>
          {menu.phone && (
            <p className={m.detail} data-account-field="phone">
              {menu.phone}
            </p>
          )}
          {menu.email && (
            <p className={m.detail} data-account-field="email">
              {menu.email}
            </p>
          )}
        </div>
        <Menu
          className={m.menu}
          aria-label={label}
          autoFocus="first"
          onAction={(key) => {
            if (key === SIGN_OUT) sendSessionEvent({ type: "logout-requested" });
          }}
        >
          {menu.links
            .filter((l) => !l.hide)
            .map((l) => (
              <MenuItem
                key={l.id}
                id={l.id}
                className={m.item}
                data-nav-id={l.id}
                {...(l.path === undefined ? {} : { href: l.path })}
              >
                {i18n._(l.name)}
              </MenuItem>
            ))}
          <MenuItem id={SIGN_OUT} className={m.item} data-nav-id="account.signOut">
            {i18n._(menu.signOut.name)}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
