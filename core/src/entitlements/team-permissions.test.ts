import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_OWNERSHIP, OWNERSHIP_CODE_LENGTH, ownsCustomsDataset } from "../datasets/ownership-bits.ts";
import { hasMarketAnalysis, hasTradeSo } from "../permissions/permission-checks.ts";
import { hasFeatureBit, isValidPermissionValue } from "../permissions/permission-value.ts";
import { deriveEntitlements, type Entitlements, NO_ENTITLEMENTS } from "./entitlements.ts";
import {
  holdsTeamPermission,
  TEAM_PERMISSIONS,
  type TeamPermission,
  teamPermissionsOf,
  withTeamPermissions,
} from "./team-permissions.ts";

const NOW = Date.UTC(2026, 10, 28);
const bits = fc
  .array(fc.boolean(), { minLength: OWNERSHIP_CODE_LENGTH, maxLength: OWNERSHIP_CODE_LENGTH })
  .map((b) => b.map((x) => (x ? "1" : "0")).join(""));
const flag = fc.option(fc.boolean(), { nil: undefined });
const entitlements: fc.Arbitrary<Entitlements> = fc.record({
  membership: fc.integer({ min: 0, max: 1023 }).filter(isValidPermissionValue),
  permissions: fc.record({
    TS: fc
      .record({ SO: flag, AI: flag, MARKET: flag, EMAIL: flag, RECOMMEND: flag })
      .map((ts) => Object.fromEntries(Object.entries(ts).filter(([, v]) => v !== undefined))),
  }),
  customsDataSource: bits,
});
const permissions = fc.subarray([...TEAM_PERMISSIONS]);
const subOf = (own: Entitlements, main: Entitlements, assigned?: string, perms?: readonly TeamPermission[]) =>
  deriveEntitlements(
    {
      own,
      terms: [],
      team: {
        mainOwn: main,
        mainTerms: [],
        ...(assigned === undefined ? {} : { assigned }),
        ...(perms === undefined ? {} : { assignedPermissions: perms }),
      },
    },
    NOW,
  );

describe("team permissions (issue 29 §10)", () => {
  it("take trade search back from a sub-account that holds it itself: the call's bit and the menu's entry", () => {
    const main: Entitlements = {
      membership: 64 + 256,
      permissions: { TS: { SO: true } },
      customsDataSource: NO_OWNERSHIP,
    };
    const sub: Entitlements = {
      membership: 2 + 64,
      permissions: { TS: { SO: true } },
      customsDataSource: NO_OWNERSHIP,
    };
    const before = subOf(sub, main);
    expect(hasTradeSo(before.permissions) && hasFeatureBit(before.membership, "TRADE_SO")).toBe(true);
    const after = subOf(sub, main, undefined, []);
    expect(hasTradeSo(after.permissions)).toBe(false);
    expect(hasFeatureBit(after.membership, "TRADE_SO")).toBe(false);
    // The tier is the sub-account's own.
    expect(after.membership % 16).toBe(2);
    // And hand on what the main account has.
    const plus = subOf(NO_ENTITLEMENTS, main, undefined, ["TRADE_SO_PLUS"]);
    expect(teamPermissionsOf(plus)).toEqual(["TRADE_SO_PLUS"]);
  });

  it("never hand on what the main account lacks", () => {
    const main: Entitlements = { membership: 0, permissions: {}, customsDataSource: NO_OWNERSHIP };
    const e = subOf(NO_ENTITLEMENTS, main, undefined, ["MARKET_ANALYSIS"]);
    expect(hasMarketAnalysis(e.permissions) || hasFeatureBit(e.membership, "MARKET_ANALYSIS")).toBe(false);
  });

  it("take a data set back from a sub-account that also holds it itself (sub@'s US imports)", () => {
    const us = (code: string) => ownsCustomsDataset(code, "IMP_USA_BL_SEA");
    const withUs = deriveEntitlements(
      { own: NO_ENTITLEMENTS, terms: [{ tierId: "PRO", startsAt: NOW - 1, expiresAt: NOW + 1 }] },
      NOW,
    ).customsDataSource;
    const main: Entitlements = { ...NO_ENTITLEMENTS, customsDataSource: withUs };
    const sub: Entitlements = { ...NO_ENTITLEMENTS, customsDataSource: withUs };
    expect(us(subOf(sub, main).customsDataSource)).toBe(true);
    expect(us(subOf(sub, main, NO_OWNERSHIP).customsDataSource)).toBe(false);
    // A data set the main account does not have stays the sub-account's own.
    expect(us(subOf(sub, NO_ENTITLEMENTS, NO_OWNERSHIP).customsDataSource)).toBe(true);
  });

  test.prop([entitlements, entitlements, permissions])(
    "the main account's choice decides every permission it has; the others are left as they were",
    (own, main, chosen) => {
      const e = subOf(own, main, undefined, chosen);
      const unchosen = subOf(own, main);
      const reach = teamPermissionsOf(main);
      for (const p of TEAM_PERMISSIONS)
        expect(holdsTeamPermission(e, p)).toBe(
          reach.includes(p) ? chosen.includes(p) : holdsTeamPermission(unchosen, p),
        );
      expect(isValidPermissionValue(e.membership)).toBe(true);
    },
  );

  test.prop([entitlements, entitlements, bits])(
    "the main account's choice decides every data set it has; the others are the sub-account's own",
    (own, main, assigned) => {
      const e = subOf(own, main, assigned);
      [...e.customsDataSource].forEach((bit, i) => {
        const mainHas = main.customsDataSource[i] === "1";
        expect(bit).toBe(mainHas ? assigned[i] : own.customsDataSource[i]);
      });
    },
  );

  test.prop([entitlements, permissions, permissions])(
    "deciding is idempotent and holds exactly the chosen permissions of the reach",
    (e, reach, chosen) => {
      const once = withTeamPermissions(e, reach, chosen);
      expect(withTeamPermissions(once, reach, chosen)).toEqual(once);
      for (const p of reach) expect(holdsTeamPermission(once, p)).toBe(chosen.includes(p));
    },
  );
});
