import { CONSOLE_MENU_COLLAPSE_PX, PUBLIC_MENU_COLLAPSE_PX } from "@portolan/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLOSED_MENU, menuAfterResize, toggleMenu, toggleSubmenu } from "./mobile-menu.ts";

const open = { open: true, expanded: ["products"] };

describe("mobile menu", () => {
  it("opens and closes with the hamburger; opening starts with every sub-menu folded", () => {
    const opened = toggleMenu(CLOSED_MENU, 390, "public");
    expect(opened).toEqual({ open: true, expanded: [] });
    expect(toggleMenu(open, 390, "public")).toEqual(CLOSED_MENU);
  });

  it("cannot open on the public site at 1200 px and up", () => {
    expect(toggleMenu(CLOSED_MENU, 1200, "public")).toEqual(CLOSED_MENU);
    expect(toggleMenu(CLOSED_MENU, 1200, "console").open).toBe(true);
  });

  it("toggles sub-menus independently, twice is no change", () => {
    fc.assert(
      fc.property(fc.constantFrom("a", "b", "c"), (id) => {
        expect(toggleSubmenu(toggleSubmenu(open, id), id).expanded.includes(id)).toBe(
          open.expanded.includes(id),
        );
      }),
    );
    expect(toggleSubmenu(open, "groups").expanded).toEqual(["products", "groups"]);
  });

  it("collapses when the width reaches 768 from below", () => {
    expect(menuAfterResize(open, 767, 768, "console")).toEqual(CLOSED_MENU);
    expect(menuAfterResize(open, 767, 768, "public")).toEqual(CLOSED_MENU);
    expect(menuAfterResize(open, 800, 900, "public")).toBe(open);
    expect(menuAfterResize(open, 390, 700, "public")).toBe(open);
    expect(CONSOLE_MENU_COLLAPSE_PX).toBe(768);
  });

  it("is forced closed on the public site at 1200 px and up, whatever the previous width", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: PUBLIC_MENU_COLLAPSE_PX, max: 4000 }),
        (a, b) => {
          expect(menuAfterResize(open, a, b, "public")).toEqual(CLOSED_MENU);
        },
      ),
    );
    expect(menuAfterResize(open, 1300, 1400, "console")).toBe(open);
  });
});
