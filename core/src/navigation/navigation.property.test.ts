// Laws of the navigation model, over arbitrary sessions, permissions, locales, bases and variants.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../locale/locale.ts";
import type { Permissions } from "../permissions/permission-tree.ts";
import type { Session } from "../session/session.ts";
import { flattenMenu, visibleMenuIds } from "./flatten-menu.ts";
import type { NavBases, NavItem } from "./nav-model.ts";
import { buildNavigation, type NavInput } from "./navigation.ts";

const permissionsArb: fc.Arbitrary<Permissions> = fc.record(
  {
    TS: fc.record(
      {
        SO: fc.boolean(),
        AI: fc.boolean(),
        MARKET: fc.boolean(),
        EMAIL: fc.boolean(),
        RECOMMEND: fc.boolean(),
        CDS: fc.record({ download_limit: fc.boolean() }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    ),
    OPENS: fc.boolean(),
  },
  { requiredKeys: [] },
);
const sessionArb: fc.Arbitrary<Session> = fc.record({
  id: fc.nat(),
  account: fc.string(),
  level: fc.nat(5),
  nickname: fc.string(),
  oemDomains: fc.constant([]),
  userRole: fc.subarray(["admin", "info", "payment", "other"]),
  permissions: permissionsArb,
  membership: fc.nat(1023),
  customs_data_source: fc.constant(""),
  deptInfo: fc.constantFrom({ name: "Sales" }, undefined),
}) as fc.Arbitrary<Session>;
const baseArb = fc
  .webUrl({ withFragments: false, withQueryParameters: false })
  .map((u) => u.replace(/\/+$/, ""));
const basesArb: fc.Arbitrary<NavBases> = fc.record({
  home: baseArb,
  data: baseArb,
  crm: baseArb,
  console: baseArb,
  backend: baseArb,
});
const inputArb: fc.Arbitrary<NavInput> = fc.record({
  bases: basesArb,
  session: fc.option(sessionArb, { nil: undefined }),
  locale: fc.constantFrom(...LOCALES),
  variant: fc.constantFrom("standard", "alternative"),
});

/** Ids of items that are hidden themselves or sit under a hidden item. */
const hiddenIds = (items: readonly NavItem[], underHidden = false): string[] =>
  items.flatMap((i) => {
    const hidden = underHidden || i.hide;
    return [...(hidden ? [i.id] : []), ...hiddenIds(i.children ?? [], hidden)];
  });

describe("navigation laws", () => {
  it("never lists a hidden entry, or one under a hidden group", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const menu = buildNavigation(input);
        const hidden = new Set(hiddenIds(menu));
        for (const id of visibleMenuIds(menu)) expect(hidden.has(id)).toBe(false);
        for (const e of flattenMenu(menu)) expect(hidden.has(e.id)).toBe(false);
      }),
    );
  });

  it("links only to a configured base address or a /cn, /en or /ru public path", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const bases = Object.values(input.bases);
        for (const { href } of flattenMenu(buildNavigation(input))) {
          const onBase = bases.some((b) => href.startsWith(`${b}/`));
          expect(onBase || /^\/(cn|en|ru)\//.test(href)).toBe(true);
        }
      }),
    );
  });

  it("is deterministic: equal inputs build equal menus", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(buildNavigation(structuredClone(input))).toEqual(buildNavigation(input));
      }),
    );
  });

  it("lists each visible id once", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const ids = visibleMenuIds(buildNavigation(input));
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it("never shows more to an account with fewer permissions (gates are monotone)", () => {
    fc.assert(
      fc.property(sessionArb, fc.constantFrom(...LOCALES), (session, locale) => {
        const bases: NavBases = { home: "h:", data: "d:", crm: "c:", console: "k:", backend: "b:" };
        const none = visibleMenuIds(
          buildNavigation({ bases, session: { ...session, userRole: [] }, locale, permissions: {} }),
        ).filter((id) => id !== "cost");
        const some = new Set(visibleMenuIds(buildNavigation({ bases, session, locale })));
        for (const id of none) expect(some.has(id)).toBe(true);
      }),
    );
  });
});
