// The wide-screen navigation (1200 px and up): links, and groups that open on hover or with their
// button (a disclosure: Escape closes it and returns to the button; leaving it with Tab closes it).
import { useLingui } from "@lingui/react";
import { type FocusEvent, type KeyboardEvent, useId, useState } from "react";
import * as s from "./header.css.ts";
import type { NavEntryModel, NavGroupModel } from "./site-nav-model.ts";

function NavGroup({ group }: { readonly group: NavGroupModel }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    event.currentTarget.querySelector("button")?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    <li className={s.group} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        type="button"
        className={s.navLink}
        aria-expanded={open}
        aria-controls={id}
        data-current={group.current}
        onClick={() => setOpen(!open)}
      >
        {i18n._(group.label)} <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} className={s.dropdown} data-open={open}>
        {group.links.map((l) => (
          <li key={l.id}>
            <a className={s.navLink} href={l.href} aria-current={l.current ? "page" : undefined}>
              {i18n._(l.label)}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function DesktopNav({ nav }: { readonly nav: readonly NavEntryModel[] }) {
  const { i18n } = useLingui();
  return (
    <nav className={s.desktopNav} aria-label={i18n._("chrome.nav.main")}>
      <ul className={s.navList}>
        {nav.map((entry) =>
          entry.kind === "group" ? (
            <NavGroup key={entry.id} group={entry} />
          ) : (
            <li key={entry.id}>
              <a className={s.navLink} href={entry.href} aria-current={entry.current ? "page" : undefined}>
                {i18n._(entry.label)}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
