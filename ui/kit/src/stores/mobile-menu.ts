// The mobile menu (spec §4 Navigation): a hamburger opens an accordion whose sub-menus toggle; it
// collapses on every route change and when the width reaches CONSOLE_MENU_COLLAPSE_PX or more, and on
// the public site a width of PUBLIC_MENU_COLLAPSE_PX or more keeps it closed.
// Decision: "reaches" is a crossing (a resize from below the width to it or above), so a tablet
// between 768 and 1199 px can still open the menu; at 1200 and up it is always closed.
import { CONSOLE_MENU_COLLAPSE_PX, PUBLIC_MENU_COLLAPSE_PX } from "@portolan/core";
import { atom } from "nanostores";

export interface MobileMenuState {
  readonly open: boolean;
  /** Ids of the sub-menus shown open. */
  readonly expanded: readonly string[];
}

export type MenuSite = "public" | "console";

export const CLOSED_MENU: MobileMenuState = { open: false, expanded: [] };

export const toggleMenu = (state: MobileMenuState, width: number, site: MenuSite): MobileMenuState =>
  state.open || (site === "public" && width >= PUBLIC_MENU_COLLAPSE_PX)
    ? CLOSED_MENU
    : { open: true, expanded: [] };

export const toggleSubmenu = (state: MobileMenuState, id: string): MobileMenuState => ({
  ...state,
  expanded: state.expanded.includes(id) ? state.expanded.filter((x) => x !== id) : [...state.expanded, id],
});

export const menuAfterResize = (
  state: MobileMenuState,
  previousWidth: number,
  width: number,
  site: MenuSite,
): MobileMenuState => {
  if (site === "public" && width >= PUBLIC_MENU_COLLAPSE_PX) return CLOSED_MENU;
  return previousWidth < CONSOLE_MENU_COLLAPSE_PX && width >= CONSOLE_MENU_COLLAPSE_PX ? CLOSED_MENU : state;
};

export const $mobileMenu = atom<MobileMenuState>(CLOSED_MENU);

/** Every route change collapses the menu. */
export const collapseMobileMenu = (): void => $mobileMenu.set(CLOSED_MENU);
