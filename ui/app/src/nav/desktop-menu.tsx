// The main menu at 768 px and up (spec §2.6): top-level entries, and dropdowns that open on hover or
// with their button. A disclosure navigation, not an ARIA menu: every entry is a link in the tab
// order; the buttons carry aria-expanded. Keys: Enter or Space toggles; Down opens and goes to the
// first link; Up and Down move between links of a dropdown; Left and Right move between top-level
// entries (Home, End to the ends); Escape closes and returns to the button; leaving closes.
import type { NavItem } from "@portolan/core";
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { MenuPanel } from "./menu-panel.tsx";
import * as s from "./nav.css.ts";
import { hasPath, isCurrent, NavLink, shown, useNavLabel } from "./nav-link.tsx";

const HOVER_CLOSE_MS = 150;
/** A click this soon after the pointer opened a dropdown keeps it open (the user meant to open it). */
const HOVER_CLICK_GRACE_MS = 600;

const focusables = (root: Element | null, selector: string): HTMLElement[] =>
  root === null ? [] : [...root.querySelectorAll<HTMLElement>(selector)];

/** Moves focus within a list by key; true when the key was one of the moves. */
const moveFocus = (items: HTMLElement[], from: Element, key: string, prev: string, next: string): boolean => {
  const at = items.indexOf(from as HTMLElement);
  const target =
    key === next
      ? items[(at + 1) % items.length]
      : key === prev
        ? items[(at - 1 + items.length) % items.length]
        : key === "Home"
          ? items[0]
          : key === "End"
            ? items.at(-1)
            : undefined;
  target?.focus();
  return target !== undefined;
};

export function DesktopMenu({
  menu,
  path,
  label,
}: {
  readonly menu: readonly NavItem[];
  readonly path: string;
  readonly label: string;
}) {
  const navLabel = useNavLabel();
  const [open, setOpen] = useState<string>();
  const hoverOpenedAt = useRef(Number.NEGATIVE_INFINITY);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listRef = useRef<HTMLUListElement>(null);
  // Every route change closes the dropdowns.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger.
  useEffect(() => setOpen(undefined), [path]);
  useEffect(() => () => clearTimeout(closing.current), []);

  const onTopKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    if (!target.hasAttribute("data-nav-top")) return;
    if (
      moveFocus(focusables(listRef.current, "[data-nav-top]"), target, event.key, "ArrowLeft", "ArrowRight")
    )
      event.preventDefault();
  };

  return (
    <nav className={s.desktopNav} aria-label={label} data-nav="main">
      <ul ref={listRef} className={s.topList} onKeyDown={onTopKeyDown}>
        {shown(menu).map((item) => {
          if (shown(item.children).length === 0)
            return hasPath(item) ? (
              <li key={item.id} className={s.topItem}>
                <NavLink item={item} className={s.topControl} current={isCurrent(item.path, path)} top />
              </li>
            ) : null;
          const isOpen = open === item.id;
          const panelId = `nav-panel-${item.id}`;
          const buttonId = `nav-button-${item.id}`;
          const close = (focusButton: boolean) => {
            setOpen(undefined);
            if (focusButton) document.getElementById(buttonId)?.focus();
          };
          const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
            if (event.key === "Escape" && isOpen) {
              event.stopPropagation();
              close(true);
            }
          };
          const onBlur = (event: FocusEvent<HTMLLIElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null) && isOpen)
              setOpen(undefined);
          };
          const onLinkKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
            const links = focusables(document.getElementById(panelId), "a[href]");
            if (moveFocus(links, event.currentTarget, event.key, "ArrowUp", "ArrowDown"))
              event.preventDefault();
          };
          return (
            <li
              key={item.id}
              className={s.topItem}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
              onPointerEnter={(event) => {
                if (event.pointerType !== "mouse") return;
                clearTimeout(closing.current);
                if (!isOpen) hoverOpenedAt.current = performance.now();
                setOpen(item.id);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType !== "mouse") return;
                closing.current = setTimeout(
                  () => setOpen((o) => (o === item.id ? undefined : o)),
                  HOVER_CLOSE_MS,
                );
              }}
            >
              <button
                id={buttonId}
                type="button"
                className={s.topControl}
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-nav-top=""
                data-nav-group={item.id}
                onClick={() => {
                  const justHovered = performance.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS;
                  hoverOpenedAt.current = Number.NEGATIVE_INFINITY;
                  if (!(isOpen && justHovered)) setOpen(isOpen ? undefined : item.id);
                }}
                onKeyDown={(event) => {
                  if (event.key !== "ArrowDown") return;
                  event.preventDefault();
                  setOpen(item.id);
                  requestAnimationFrame(() =>
                    focusables(document.getElementById(panelId), "a[data-nav-id]")[0]?.focus(),
                  );
                }}
              >
                {navLabel(item)}
                <span className={s.caret} aria-hidden="true">
                  ▾
                </span>
              </button>
              <div id={panelId} hidden={!isOpen}>
                <MenuPanel item={item} path={path} onLinkKeyDown={onLinkKeyDown} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
