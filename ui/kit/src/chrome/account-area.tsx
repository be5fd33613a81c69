// The header's right side (spec §2.5, §6 Visitors): log in and free register for visitors; for a
// signed-in user the console shortcut (with department info) and the account menu. The menu
// (react-aria) and the sign-out dialog are fetched on first use, never with the page: the pointer or
// the focus reaching the menu's button fetches its module, a press opens it beside the button, which
// stays its trigger (D226).

import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import { buildPublicHeader, INITIAL_SESSION_STATE, type Locale, type NavBases } from "@portolan/core";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { NAV_BASES } from "../config/site-config.ts";
import { guardedImport } from "../runtime/chunk-failure.ts";
import { $session } from "../stores/session.ts";
import { useHydratingStore } from "../stores/use-hydrating-store.ts";
import type { AccountMenuPopoverProps } from "./account-menu-popover.tsx";
import * as s from "./header.css.ts";
import type { SignOutDialogProps } from "./sign-out-dialog.tsx";

// The menu shows the core's navigation words only (the site's part of the catalogue, always loaded).
const loadMenu = () => guardedImport(() => import("./account-menu-popover.tsx"));
const loadSignOut = () => guardedImport(() => import("./sign-out-dialog.tsx"));
const requestSignOut = () =>
  void guardedImport(() => import("../stores/session-events.ts")).then((m) =>
    m?.sendSessionEvent({ type: "logout-requested" }),
  );

/** The sign-out confirmation, loaded when the session asks for it. */
function SignOutHost({ locale, message }: { readonly locale: Locale; readonly message: string }) {
  const state = useStore($session);
  const asked = state.kind === "confirming-logout" || state.kind === "logging-out";
  const [Dialog, setDialog] = useState<ComponentType<SignOutDialogProps>>();
  useEffect(() => {
    if (asked && Dialog === undefined) void loadSignOut().then((m) => m && setDialog(() => m.SignOutDialog));
  }, [asked, Dialog]);
  return Dialog ? <Dialog isOpen={asked} locale={locale} message={message} /> : null;
}

/**
 * Header links: in the bar (`placement` "bar") or in the mobile menu ("menu"). The console passes its
 * run-time bases, and leaves out the public header's links to itself (`shortcut` false): its own menu
 * has them.
 */
export function AccountArea({
  locale,
  placement,
  bases = NAV_BASES,
  shortcut = true,
}: {
  readonly locale: Locale;
  readonly placement: "bar" | "menu";
  readonly bases?: NavBases;
  readonly shortcut?: boolean;
}) {
  const { i18n } = useLingui();
  const state = useHydratingStore($session, INITIAL_SESSION_STATE);
  // The menu's component once fetched; it opens beside the account button, which stays its trigger.
  const [Menu, setMenu] = useState<ComponentType<AccountMenuPopoverProps>>();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const header = buildPublicHeader(bases, state.kind === "logged-out" ? undefined : state.session);
  const shown = header.links.filter((l) => !l.hide && (shortcut || header.kind === "visitor"));
  if (header.kind === "visitor")
    return (
      <div className={placement === "bar" ? `${s.actions} ${s.hideOnMini}` : s.mobileActions}>
        {shown.map((l, i) => (
          <a key={l.id} className={i === 0 ? s.ghostButton : s.solidButton} href={l.path} data-nav-id={l.id}>
            {i18n._(l.name)}
          </a>
        ))}
      </div>
    );
  const menu = header.accountMenu;
  if (placement === "menu")
    return (
      <div className={s.mobileActions}>
        {shown.map((l) => (
          <a key={l.id} className={s.ghostButton} href={l.path}>
            {i18n._(l.name)}
          </a>
        ))}
        <button type="button" className={s.solidButton} onClick={requestSignOut}>
          {i18n._(menu.signOut.name)}
        </button>
      </div>
    );
  const label = `${i18n._("chrome.account.open")}: ${menu.account}`;
  const show = () =>
    void loadMenu().then((m) => {
      if (m === undefined) return;
      setMenu(() => m.AccountMenuPopover);
      setOpen(true);
    });
  // On closing, the focus comes back to the button when it was left nowhere (Escape, a click outside).
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost) trigger.current?.focus();
    });
  };
  const console = shown.find((l) => l.id === "header.console");
  return (
    <div className={s.actions}>
      {console && (
        <a className={`${s.ghostButton} ${s.hideOnMini}`} href={console.path}>
          {i18n._(console.name)}
        </a>
      )}
      <button
        ref={trigger}
        type="button"
        className={s.accountButton}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onFocus={() => void loadMenu()}
        onPointerEnter={() => void loadMenu()}
        onClick={() => (open ? close() : show())}
        onKeyDown={(event) => {
          // A menu button opens its menu on the arrow keys too (WAI-ARIA menu button).
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            show();
          }
        }}
        data-account-menu="trigger"
      >
        {menu.account}
      </button>
      {Menu ? <Menu menu={menu} label={label} triggerRef={trigger} isOpen={open} onClose={close} /> : null}
      <SignOutHost locale={locale} message={i18n._(menu.signOut.confirm)} />
    </div>
  );
}
