// Each gate of spec §6, with and without its permission; the locale differences of spec §2.6.

import { describe, expect, it } from "vitest";
import type { Permissions } from "../permissions/permission-tree.ts";
import type { Session } from "../session/session.ts";
import { flattenMenu, visibleMenuIds } from "./flatten-menu.ts";
import { TEST_BASES, testSession } from "./nav-fixtures.ts";
import type { NavLocale } from "./nav-model.ts";
import { buildNavigation } from "./navigation.ts";

const ids = (session: Session, locale: NavLocale = "zh") =>
  visibleMenuIds(buildNavigation({ bases: TEST_BASES, session, locale }));
const hrefOf = (session: Session, id: string, locale: NavLocale = "zh") =>
  flattenMenu(buildNavigation({ bases: TEST_BASES, session, locale })).find((e) => e.id === id)?.href;

describe("permission gates", () => {
  it.each([
    ["market analysis", { TS: { MARKET: true } }, ["data.market", "data.market.cn", "data.market.un"]],
    ["trade-SO: trade search", { TS: { SO: true } }, ["so"]],
    [
      "trade-SO: CRM",
      { TS: { SO: true } },
      [
        "business.crm",
        "business.crm.private",
        "business.crm.public",
        "business.crm.cooperative",
        "business.crm.statistics",
      ],
    ],
    [
      "AI marketing: marketing",
      { TS: { AI: true } },
      ["marketing", "marketing.companies.customs", "marketing.pool"],
    ],
    ["recommend: marketing", { TS: { RECOMMEND: true } }, ["marketing", "marketing.intelligent.product"]],
    [
      "email: email centre",
      { TS: { EMAIL: true } },
      ["business.email", "business.email.mail", "business.email.report"],
    ],
  ] as const)("%s shows with the permission and not without", (_, permissions, gated) => {
    const withIt = ids(testSession({ permissions: permissions as Permissions }));
    const without = ids(testSession());
    for (const id of gated) {
      expect(withIt).toContain(id);
      expect(without).not.toContain(id);
    }
  });

  it("shows recommended marketing only with recommend, even when AI opens the marketing menu", () => {
    expect(ids(testSession({ permissions: { TS: { AI: true } } }))).not.toContain("marketing.recommend");
    expect(ids(testSession({ permissions: { TS: { RECOMMEND: true } } }))).toContain("marketing.recommend");
  });

  it("shows a permission flag set to false as no permission", () => {
    const off = ids(
      testSession({ permissions: { TS: { SO: false, AI: false, RECOMMEND: false, MARKET: false } } }),
    );
    for (const id of ["so", "business.crm", "marketing", "data.market"]) expect(off).not.toContain(id);
  });

  it("shows the console dashboard only with a department session", () => {
    expect(ids(testSession({ deptInfo: { name: "Sales" } }))).toContain("consoleDashboard");
    expect(ids(testSession())).not.toContain("consoleDashboard");
  });

  it.each([
    [{}, [], "https://console.portolan.test/cost/records"],
    [{ TS: { AI: true } }, [], "https://console.portolan.test/cost"],
    [{ TS: { SO: true } }, [], "https://console.portolan.test/cost"],
    [{ TS: { EMAIL: true } }, [], "https://console.portolan.test/cost"],
    [{ TS: { CDS: { download_limit: true } } }, [], "https://console.portolan.test/cost"],
    [{ TS: { MARKET: true, RECOMMEND: true } }, [], "https://console.portolan.test/cost/records"],
    [{}, ["payment"], "https://console.portolan.test/cost/paymentLink"],
    [{ TS: { AI: true } }, ["payment"], "https://console.portolan.test/cost/paymentLink"],
  ] as const)("cost page for %j and roles %j goes to %s", (permissions, userRole, href) => {
    expect(hrefOf(testSession({ permissions: permissions as Permissions, userRole }), "cost")).toBe(href);
  });

  it("reads the permissions given over the session's own", () => {
    const session = testSession({ permissions: { TS: { SO: true } } });
    const menu = buildNavigation({ bases: TEST_BASES, session, locale: "zh", permissions: {} });
    expect(visibleMenuIds(menu)).not.toContain("so");
  });
});

describe("Chinese, English and Russian", () => {
  const s = testSession();
  it("shows buyer search and the utilities list in Chinese only", () => {
    expect(ids(s, "zh")).toEqual(expect.arrayContaining(["data.buyer", "tools.utilities"]));
    for (const locale of ["en", "ru"] as const) {
      expect(ids(s, locale)).not.toContain("data.buyer");
      expect(ids(s, locale)).not.toContain("tools.utilities");
    }
  });

  it("shows all ten services in Chinese, two in English, none in Russian", () => {
    const services = (locale: NavLocale) => ids(s, locale).filter((id) => id.startsWith("services."));
    expect(services("zh")).toHaveLength(10);
    expect(services("en")).toEqual(["services.debtCollection", "services.cedarRose"]);
    expect(services("ru")).toEqual([]);
    expect(ids(s, "ru")).not.toContain("services");
  });

  it("links debt collection and credit check to the page of the language", () => {
    expect(hrefOf(s, "services.debtCollection", "zh")).toBe("/cn/service/debtcollection");
    expect(hrefOf(s, "services.debtCollection", "en")).toBe("/en/service/debtcollection");
    expect(hrefOf(s, "services.cedarRose", "zh")).toBe("/cn/service/cedarRose");
    expect(hrefOf(s, "services.cedarRose", "en")).toBe("/en/service/cedarRose");
  });

  it("shows the package page to non-Chinese users only", () => {
    expect(ids(s, "zh")).not.toContain("package");
    expect(hrefOf(s, "package", "en")).toBe("/en/package");
    expect(hrefOf(s, "package", "ru")).toBe("/ru/package");
  });

  it("points the learn-more links at the public product pages of the language", () => {
    const more = (locale: NavLocale) =>
      Object.fromEntries(
        buildNavigation({ bases: TEST_BASES, session: s, locale }).map((i) => [i.id, i.more_href]),
      );
    expect(more("zh")).toMatchObject({
      data: "/cn/product/search",
      marketing: "/cn/product/tuoke",
      business: "/cn/product/crm",
      services: "/cn/service",
    });
    expect(more("en")).toMatchObject({
      data: "/en/products",
      marketing: "/en/products",
      business: "/en/products",
    });
    expect(more("en").services).toBeUndefined();
    expect(more("ru").data).toBe("/ru/products");
  });
});
