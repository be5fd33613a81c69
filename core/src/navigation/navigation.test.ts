// Hand-written expected menus (spec §2.6), one per representative session. Written from the spec's
// list of entries, not from the builder.

import { describe, expect, it } from "vitest";
import { flattenMenu, visibleMenuIds } from "./flatten-menu.ts";
import { TEST_BASES, testSession } from "./nav-fixtures.ts";
import { buildNavigation } from "./navigation.ts";

const H = "https://www.portolan.test";
const D = "https://data.portolan.test";
const C = "https://crm.portolan.test";
const K = "https://console.portolan.test";

const DATA_ZH = [
  ["data.search", `${D}/shipments/search`],
  ["data.partnersReport", `${D}/shipments/partners-report`],
  ["data.collect", `${D}/shipments/collect`],
  ["data.buyer", `${D}/buyer`],
];
const PRODUCTS_TO_LABEL = [
  ["business.product.list", `${H}/business/product/list`],
  ["business.product.classify", `${H}/business/product/classify`],
  ["business.product.release", `${H}/business/product/release`],
  ["business.product.pictures", `${H}/business/product/pictures`],
  ["business.follow", `${C}/crm-focus`],
  ["business.trace", `${H}/business/trace`],
  ["business.label", `${H}/business/label`],
];
const TOOLS = [
  ["tools.email", `${H}/tools/email`],
  ["tools.social", `${H}/tools/social`],
  ["tools.translate", `${H}/tools/translate`],
];
const SERVICES_ZH = [
  ["services.debtCollection", "/cn/service/debtcollection"],
  ["services.airwallex", "/cn/service/airwallex"],
  ["services.cedarRose", "/cn/service/cedarRose"],
  ["services.tuv", "/cn/service/tuv"],
  ["services.ningbo", "/cn/service/ningbo"],
  ["services.xinhai", "/cn/service/xinhai"],
  ["services.amass", "/cn/service/amass"],
  ["services.yixin", "/cn/service/yixin"],
  ["services.yiwandian", "/cn/service/yiwandian"],
  ["services.zhaodaka", "/cn/service/zhaodaka"],
];
const MARKETING_ALL = [
  ["marketing.companies.customs", `${H}/marketing/companies/customs`],
  ["marketing.companies.map", `${H}/marketing/companies/map`],
  ["marketing.companies.b2b", `${H}/marketing/companies/b2b`],
  ["marketing.companies.socialMedia", `${H}/marketing/companies/social-media`],
  ["marketing.companies.exhibitions", `${H}/marketing/companies/exhibitions`],
  ["marketing.product.socialMedia", `${H}/marketing/product/social-media`],
  ["marketing.product.searchEngine", `${H}/marketing/product/search-engine`],
  ["marketing.recommend", `${H}/marketing/recommend`],
  ["marketing.intelligent.company", `${H}/marketing/intelligent/company`],
  ["marketing.intelligent.product", `${H}/marketing/intelligent/product`],
  ["marketing.pool", `${H}/marketing/pool`],
];
const CRM = [
  ["business.crm.private", `${C}/crm/crm-private`],
  ["business.crm.public", `${C}/crm/crm-public`],
  ["business.crm.cooperative", `${C}/crm/crm-cooperative`],
  ["business.crm.statistics", `${C}/crm/crm-statistics`],
];
const EMAIL = [
  ["business.email.mail", `${H}/business/ec/mail`],
  ["business.email.template", `${H}/business/ec/template`],
  ["business.email.report", `${H}/business/ec/report`],
];

const entries = (pairs: string[][]) => pairs.map(([id, href]) => ({ id, href }));

describe("expected menus of representative sessions", () => {
  it("a Chinese main account with no permissions", () => {
    const menu = buildNavigation({ bases: TEST_BASES, session: testSession(), locale: "zh" });
    expect(flattenMenu(menu)).toEqual(
      entries([
        ["dashboard", `${H}/dashboard`],
        ...DATA_ZH,
        ...PRODUCTS_TO_LABEL,
        ...TOOLS,
        ...SERVICES_ZH,
        ["cost", `${K}/cost/records`],
      ]),
    );
    expect(visibleMenuIds(menu)).toContain("tools.utilities");
  });

  it("a Chinese account with trade-SO and email", () => {
    const session = testSession({ permissions: { TS: { SO: true, EMAIL: true } } });
    expect(flattenMenu(buildNavigation({ bases: TEST_BASES, session, locale: "zh" }))).toEqual(
      entries([
        ["dashboard", `${H}/dashboard`],
        ...DATA_ZH,
        ["so", `${H}/so`],
        ...CRM,
        ...EMAIL,
        ...PRODUCTS_TO_LABEL,
        ...TOOLS,
        ...SERVICES_ZH,
        ["cost", `${K}/cost`],
      ]),
    );
  });

  it("an English account with AI marketing and recommend", () => {
    const session = testSession({ permissions: { TS: { AI: true, RECOMMEND: true } } });
    const menu = buildNavigation({ bases: TEST_BASES, session, locale: "en" });
    expect(flattenMenu(menu)).toEqual(
      entries([
        ["dashboard", `${H}/dashboard`],
        ["data.search", `${D}/shipments/search`],
        ["data.partnersReport", `${D}/shipments/partners-report`],
        ["data.collect", `${D}/shipments/collect`],
        ...MARKETING_ALL,
        ...PRODUCTS_TO_LABEL,
        ...TOOLS,
        ["services.debtCollection", "/en/service/debtcollection"],
        ["services.cedarRose", "/en/service/cedarRose"],
        ["cost", `${K}/cost`],
        ["package", "/en/package"],
      ]),
    );
    expect(visibleMenuIds(menu)).not.toContain("tools.utilities");
  });

  it("a Russian sub-account with market analysis and a department", () => {
    const session = testSession({
      level: 2,
      deptInfo: { name: "Sales" },
      permissions: { TS: { MARKET: true } },
    });
    expect(flattenMenu(buildNavigation({ bases: TEST_BASES, session, locale: "ru" }))).toEqual(
      entries([
        ["dashboard", `${H}/dashboard`],
        ["consoleDashboard", `${K}/dashboard`],
        ["data.search", `${D}/shipments/search`],
        ["data.partnersReport", `${D}/shipments/partners-report`],
        ["data.collect", `${D}/shipments/collect`],
        ["data.market.cn", `${D}/stats/cn`],
        ["data.market.un", `${D}/stats/un`],
        ...PRODUCTS_TO_LABEL,
        ...TOOLS,
        ["cost", `${K}/cost/records`],
        ["package", "/ru/package"],
      ]),
    );
  });

  it("a Chinese payment user without cost permission", () => {
    const session = testSession({ userRole: ["payment"], permissions: { TS: { MARKET: false } } });
    expect(flattenMenu(buildNavigation({ bases: TEST_BASES, session, locale: "zh" }))).toEqual(
      entries([
        ["dashboard", `${H}/dashboard`],
        ...DATA_ZH,
        ...PRODUCTS_TO_LABEL,
        ...TOOLS,
        ...SERVICES_ZH,
        ["cost", `${K}/cost/paymentLink`],
      ]),
    );
  });

  it("a Chinese admin with every permission and a department", () => {
    const session = testSession({
      userRole: ["admin"],
      deptInfo: { name: "HQ" },
      permissions: {
        TS: { SO: true, AI: true, MARKET: true, EMAIL: true, RECOMMEND: true, CDS: { download_limit: true } },
        OPENS: true,
      },
    });
    expect(flattenMenu(buildNavigation({ bases: TEST_BASES, session, locale: "zh" }))).toEqual(
      entries([
        ["dashboard", `${H}/dashboard`],
        ["consoleDashboard", `${K}/dashboard`],
        ["data.search", `${D}/shipments/search`],
        ["data.partnersReport", `${D}/shipments/partners-report`],
        ["data.collect", `${D}/shipments/collect`],
        ["data.market.cn", `${D}/stats/cn`],
        ["data.market.un", `${D}/stats/un`],
        ["data.buyer", `${D}/buyer`],
        ["so", `${H}/so`],
        ...MARKETING_ALL,
        ...CRM,
        ...EMAIL,
        ...PRODUCTS_TO_LABEL,
        ...TOOLS,
        ...SERVICES_ZH,
        ["cost", `${K}/cost`],
      ]),
    );
  });

  it("gives a visitor no signed-in menu", () => {
    expect(buildNavigation({ bases: TEST_BASES, session: undefined, locale: "zh" })).toEqual([]);
    expect(
      buildNavigation({ bases: TEST_BASES, session: undefined, locale: "en", variant: "alternative" }),
    ).toEqual([]);
  });
});
