// The demo accounts: seeded once, each can sign in, and together they open and close every gate.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  ACCOUNT_LEVELS,
  buildAccountMenu,
  buildNavigation,
  buildSystemSwitcher,
  canManageInformation,
  canOpenAdminPages,
  costPageTarget,
  EXPORT_ROW_LIMIT_STAFF,
  exportRowLimit,
  hasDownloadLimit,
  isOwnershipCode,
  isPaymentUser,
  isValidPermissionValue,
  MEMBERSHIP_TIERS,
  membershipTierOf,
  type NavGates,
  navGates,
  ownedFlags,
  type Session,
  visibleMenuIds,
} from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthHarness, GOOD_CAPTCHA, startAuthHarness } from "./auth-test-harness.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoEmail } from "./demo-accounts.ts";
import { DEMO_ACCOUNTS_DOC, demoAccountsMarkdown } from "./demo-accounts-doc.ts";

const BASES = {
  home: "https://www.portolan.test",
  data: "https://data.portolan.test",
  crm: "https://crm.portolan.test",
  console: "https://console.portolan.test",
  backend: "https://admin.portolan.test",
};

let h: AuthHarness;
const sessions = new Map<string, Session>();
beforeAll(async () => {
  h = startAuthHarness();
  await h.area.seed(h.clock.now());
  for (const demo of DEMO_ACCOUNTS) {
    if (demo.status !== undefined) continue;
    const answer = await h
      .client()
      .post("/api/public/login", { login: demoEmail(demo), password: DEMO_PASSWORD, captcha: GOOD_CAPTCHA });
    expect(answer.code, demo.account).toBe(200);
    sessions.set(demo.account, answer.data as Session);
  }
});
afterAll(() => h.stop());

const all = () => [...sessions.values()];
const openFor = (test: (s: Session) => boolean) =>
  all()
    .filter(test)
    .map((s) => s.account);

describe("demo accounts", () => {
  it("are seeded once: a second seed writes nothing", async () => {
    // Every name contains the empty text: the search lists every account (up to the limit).
    const count = async () => (await h.deps.storage.accounts.search("", 10 * DEMO_ACCOUNTS.length)).length;
    expect(await count()).toBe(DEMO_ACCOUNTS.length);
    await h.area.seed(h.clock.now());
    expect(await count()).toBe(DEMO_ACCOUNTS.length);
  });

  it("sign in with the shared password, except the frozen and the cancelled one", () => {
    expect(sessions.size).toBe(DEMO_ACCOUNTS.length - 2);
  });

  const gates: readonly (keyof NavGates)[] = [
    "tradeSo",
    "aiMarketing",
    "marketAnalysis",
    "email",
    "recommend",
    "marketing",
    "openPlatform",
    "department",
    "adminPages",
    "infoManage",
  ];
  it.each(gates)("open the %s gate for some and keep it closed for others", (gate) => {
    const open = openFor((s) => navGates(s, s.permissions, "zh")[gate] === true);
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(sessions.size);
  });

  it("reach every cost page target, the download limit, and each role", () => {
    const targets = new Set(all().map((s) => costPageTarget(s.permissions, s.userRole)));
    expect([...targets].sort()).toEqual(["overview", "paymentLink", "records"]);
    expect(openFor((s) => hasDownloadLimit(s.permissions))).toEqual(["demo-download"]);
    expect(openFor((s) => isPaymentUser(s.userRole))).toEqual(["demo-payment"]);
    expect(openFor((s) => canOpenAdminPages(s.userRole))).toEqual(["demo-admin"]);
    expect(openFor((s) => canManageInformation(s.userRole)).sort()).toEqual(["demo-admin", "demo-info"]);
  });

  it("show and hide menu entries through core's navigation", () => {
    const menuOf = (account: string) => {
      const s = sessions.get(account);
      return s === undefined
        ? []
        : visibleMenuIds(buildNavigation({ bases: BASES, session: s, locale: "zh" }));
    };
    expect(menuOf("demo-trade")).toEqual(expect.arrayContaining(["so", "business.crm", "consoleDashboard"]));
    expect(menuOf("demo-main")).not.toEqual(expect.arrayContaining(["so"]));
    expect(menuOf("demo-main")).not.toContain("consoleDashboard");
    expect(menuOf("demo-ai")).toEqual(expect.arrayContaining(["marketing", "marketing.recommend"]));
    expect(menuOf("demo-email")).not.toContain("marketing");
    expect(menuOf("demo-market")).toContain("data.market");
    expect(menuOf("demo-trade")).not.toContain("data.market");
    expect(menuOf("demo-email")).toContain("business.email");
    expect(menuOf("demo-trade")).not.toContain("business.email");
  });

  it("cover every membership tier 0 to 8, valid permission values, and main and sub-accounts", async () => {
    const tiers = new Set(all().map((s) => membershipTierOf(s.membership)));
    for (const d of DEMO_ACCOUNTS) tiers.add(d.tier);
    expect([...tiers].sort()).toEqual([...MEMBERSHIP_TIERS].sort());
    for (const s of all()) expect(isValidPermissionValue(s.membership), s.account).toBe(true);
    expect(ACCOUNT_LEVELS[membershipTierOf(sessions.get("demo-main")?.membership ?? -1)]).toBe(0);
    expect(openFor((s) => s.level === 0).length).toBeGreaterThan(0);
    expect(openFor((s) => s.level >= 1).sort()).toEqual(["demo-trade-sub", "demo-trade-sub2"]);
    const { accounts } = h.deps.storage;
    const parents = [];
    for (const demo of DEMO_ACCOUNTS) {
      const parentId = (await accounts.findByLogin(demo.account))?.parentId;
      if (parentId !== undefined)
        parents.push({ account: demo.account, parent: (await accounts.findById(parentId))?.account });
    }
    expect(parents).toEqual([
      { account: "demo-trade-sub", parent: "demo-trade" },
      { account: "demo-trade-sub2", parent: "demo-trade" },
    ]);
    const main = sessions.get("demo-main");
    expect(main && buildAccountMenu(BASES, main).mainAccount).toBe(true);
    const sub = sessions.get("demo-trade-sub");
    expect(sub && buildAccountMenu(BASES, sub).mainAccount).toBe(false);
  });

  it("give the main account nothing, and the export limits of §6 (per file, D321)", () => {
    expect(sessions.get("demo-main")).toMatchObject({ permissions: {}, userRole: [], membership: 0 });
    expect(exportRowLimit("member", sessions.get("demo-main")?.membership ?? 0)).toBe(20);
    expect(exportRowLimit("admin", 0)).toBe(EXPORT_ROW_LIMIT_STAFF);
  });

  it("hold valid and different data-set ownership codes", () => {
    const codes = all().map((s) => s.customs_data_source);
    for (const code of codes) expect(isOwnershipCode(code)).toBe(true);
    expect(new Set(codes).size).toBeGreaterThanOrEqual(codes.length - 2);
    expect(ownedFlags(sessions.get("demo-trade")?.customs_data_source).customs.IMP_USA_BL_SEA).toBe(true);
    expect(ownedFlags(sessions.get("demo-download")?.customs_data_source)).toMatchObject({
      ship: true,
      transit: true,
    });
    expect(sessions.get("demo-main")?.customs_data_source).toMatch(/^0+$/);
  });

  it("list OEM systems reached through the SSO redirect and by a direct link", () => {
    const oem = sessions.get("demo-oem");
    expect(oem).toBeDefined();
    const switcher = oem ? buildSystemSwitcher(BASES, oem, oem.permissions, "en") : { entries: [] };
    expect(switcher.entries.map((e) => [e.text ?? e.name, e.action.kind])).toEqual([
      ["CRM Cloud", "sso"],
      ["Trade ERP", "sso"],
      ["https://open.oem.portolan.test/portal", "link"],
      ["nav.switcher.openPlatform", "link"],
    ]);
  });

  it("are listed in docs/demo-accounts.md exactly as seeded", () => {
    const file = readFileSync(join(import.meta.dirname, "../../../..", DEMO_ACCOUNTS_DOC), "utf8");
    expect(file).toBe(demoAccountsMarkdown());
  });
});
