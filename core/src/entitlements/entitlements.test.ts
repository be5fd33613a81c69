import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PACKAGE_TIER_IDS } from "../constants/packages.ts";
import {
  isOwnershipCode,
  NO_OWNERSHIP,
  OWNERSHIP_CODE_LENGTH,
  ownsCustomsDataset,
} from "../datasets/ownership-bits.ts";
import { ACCOUNT_LEVELS, membershipTierOf } from "../permissions/account-levels.ts";
import { hasMarketAnalysis, hasTradeSo } from "../permissions/permission-checks.ts";
import type { Permissions } from "../permissions/permission-tree.ts";
import {
  hasFeatureBit,
  isValidPermissionValue,
  PERMISSION_FEATURE_NAMES,
} from "../permissions/permission-value.ts";
import {
  deriveEntitlements,
  type Entitlements,
  isTermActive,
  NO_ENTITLEMENTS,
  type PackageTerm,
} from "./entitlements.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24);
const term = (tierId: PackageTerm["tierId"], startsAt: number, days = 365): PackageTerm => ({
  tierId,
  startsAt,
  expiresAt: startsAt + days * DAY,
});

const bits = fc
  .array(fc.boolean(), { minLength: OWNERSHIP_CODE_LENGTH, maxLength: OWNERSHIP_CODE_LENGTH })
  .map((b) => b.map((x) => (x ? "1" : "0")).join(""));
const tsPermissions: fc.Arbitrary<Permissions> = fc.record(
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
const own: fc.Arbitrary<Entitlements> = fc.record({
  membership: fc.integer({ min: 0, max: 1023 }).filter(isValidPermissionValue),
  permissions: tsPermissions,
  customsDataSource: bits,
});
const terms = fc.array(
  fc
    .record({
      tierId: fc.constantFrom(...PACKAGE_TIER_IDS),
      startsAt: fc.integer({ min: NOW - 800 * DAY, max: NOW + 30 * DAY }),
      days: fc.integer({ min: 1, max: 400 }),
    })
    .map((t) => term(t.tierId, t.startsAt, t.days)),
  { maxLength: 5 },
);

const granted = (v: unknown) => v !== undefined && v !== null && v !== false;
/** a grants no more than b: tier, feature bits, data sets and permission entries. */
const atMost = (a: Entitlements, b: Entitlements): boolean =>
  ACCOUNT_LEVELS[membershipTierOf(a.membership)] <= ACCOUNT_LEVELS[membershipTierOf(b.membership)] &&
  PERMISSION_FEATURE_NAMES.every((f) => !hasFeatureBit(a.membership, f) || hasFeatureBit(b.membership, f)) &&
  [...a.customsDataSource].every((bit, i) => bit === "0" || b.customsDataSource[i] === "1") &&
  (["SO", "AI", "MARKET", "EMAIL", "RECOMMEND", "CDS"] as const).every(
    (k) => !granted(a.permissions.TS?.[k]) || granted(b.permissions.TS?.[k]),
  ) &&
  (!granted(a.permissions.OPENS) || granted(b.permissions.OPENS));

describe("deriveEntitlements", () => {
  it("a new account that paid for Global gets tier 5, market analysis, partner report and 19 import countries", () => {
    const e = deriveEntitlements({ own: NO_ENTITLEMENTS, terms: [term("GLOBAL", NOW - DAY)] }, NOW);
    expect(membershipTierOf(e.membership)).toBe("GLOBAL");
    expect(hasFeatureBit(e.membership, "PARTNER_REPORT")).toBe(true);
    expect(hasFeatureBit(e.membership, "MARKET_ANALYSIS")).toBe(true);
    expect(hasFeatureBit(e.membership, "TRADE_SO")).toBe(false);
    expect(hasMarketAnalysis(e.permissions)).toBe(true);
    expect(hasTradeSo(e.permissions)).toBe(false);
    expect(ownsCustomsDataset(e.customsDataSource, "IMP_USA_BL_SEA")).toBe(true);
    expect(ownsCustomsDataset(e.customsDataSource, "EXP_USA_BL_SEA")).toBe(false);
  });

  it("ends the grant at the expiry instant and keeps the account's own grants", () => {
    const mine: Entitlements = {
      membership: 1 + 64,
      permissions: { TS: { SO: true } },
      customsDataSource: NO_OWNERSHIP,
    };
    const t = term("PRO", NOW - 365 * DAY);
    expect(membershipTierOf(deriveEntitlements({ own: mine, terms: [t] }, t.expiresAt - 1).membership)).toBe(
      "SHIPMENT_PRO",
    );
    const after = deriveEntitlements({ own: mine, terms: [t] }, t.expiresAt);
    expect(after).toEqual({ ...mine, membership: 1 + 64 });
    expect(isTermActive(t, t.startsAt)).toBe(true);
  });

  it("a term not yet started grants nothing", () => {
    expect(deriveEntitlements({ own: NO_ENTITLEMENTS, terms: [term("DELUXE", NOW + DAY)] }, NOW)).toEqual(
      NO_ENTITLEMENTS,
    );
  });

  it("keeps a download cap the account carries (a cap is not a grant a package takes away)", () => {
    const capped: Entitlements = {
      ...NO_ENTITLEMENTS,
      permissions: { TS: { CDS: { download_limit: true } } },
    };
    const e = deriveEntitlements({ own: capped, terms: [term("PRO", NOW - DAY)] }, NOW);
    expect(e.permissions.TS?.CDS).toEqual({ download_limit: true });
  });

  test.prop([own, terms, terms, fc.integer({ min: NOW - 900 * DAY, max: NOW + 400 * DAY })])(
    "is monotone: more packages never grant less",
    (mine, some, more, at) => {
      const fewer = deriveEntitlements({ own: mine, terms: some }, at);
      const all = deriveEntitlements({ own: mine, terms: [...some, ...more] }, at);
      expect(atMost(fewer, all)).toBe(true);
      expect(atMost(mine, fewer)).toBe(true);
    },
  );

  test.prop([own, terms, fc.nat({ max: 4 })])(
    "expiry removes exactly the expired grant",
    (mine, ts, pick) => {
      fc.pre(ts.length > 0);
      const expiring = ts[pick % ts.length] as PackageTerm;
      const at = expiring.expiresAt;
      const without = ts.filter((t) => t !== expiring);
      expect(deriveEntitlements({ own: mine, terms: ts }, at)).toEqual(
        deriveEntitlements({ own: mine, terms: without }, at),
      );
    },
  );

  test.prop([own, terms, fc.option(own, { nil: undefined }), terms, fc.option(bits, { nil: undefined })])(
    "always answers a valid permission number and ownership code",
    (mine, ts, main, mainTerms, assigned) => {
      const team =
        main === undefined
          ? undefined
          : { mainOwn: main, mainTerms, ...(assigned === undefined ? {} : { assigned }) };
      const e = deriveEntitlements({ own: mine, terms: ts, ...(team === undefined ? {} : { team }) }, NOW);
      expect(isValidPermissionValue(e.membership)).toBe(true);
      expect(isOwnershipCode(e.customsDataSource)).toBe(true);
    },
  );

  test.prop([own, own, terms, bits])(
    "a sub-account gets no data set beyond its own and what was assigned of its main account's",
    (mine, main, mainTerms, assigned) => {
      const e = deriveEntitlements(
        { own: mine, terms: [], team: { mainOwn: main, mainTerms, assigned } },
        NOW,
      );
      [...e.customsDataSource].forEach((bit, i) => {
        if (bit === "1") expect(mine.customsDataSource[i] === "1" || assigned[i] === "1").toBe(true);
      });
    },
  );

  it("a sub-account shares its main account's package tier and data sets, not its hand-given permissions", () => {
    const main: Entitlements = {
      membership: 64,
      permissions: { TS: { SO: true } },
      customsDataSource: NO_OWNERSHIP,
    };
    const e = deriveEntitlements(
      { own: NO_ENTITLEMENTS, terms: [], team: { mainOwn: main, mainTerms: [term("GLOBAL", NOW - DAY)] } },
      NOW,
    );
    expect(membershipTierOf(e.membership)).toBe("GLOBAL");
    expect(hasTradeSo(e.permissions)).toBe(false);
    expect(hasFeatureBit(e.membership, "TRADE_SO")).toBe(false);
    expect(ownsCustomsDataset(e.customsDataSource, "IMP_INDIA_CD_DEF")).toBe(true);
    const none = deriveEntitlements(
      {
        own: NO_ENTITLEMENTS,
        terms: [],
        team: { mainOwn: main, mainTerms: [term("GLOBAL", NOW - DAY)], assigned: NO_OWNERSHIP },
      },
      NOW,
    );
    expect(none.customsDataSource).toBe(NO_OWNERSHIP);
  });
});
