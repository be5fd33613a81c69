// The menus the console must show. Two sources, on purpose: the table derived from core's model
// (flattenMenu of buildNavigation for the account's own session), and lists written by hand from the
// spec (§2.6 Signed-in main navigation, §6 Navigation gating) and docs/demo-accounts.md, not from the
// model, so that a mistake in the model itself fails the suite.

import {
  buildNavigation,
  flattenMenu,
  type Locale,
  type NavBases,
  type NavVariant,
  type Session,
  utilitiesMenuItems,
  withUtilitiesRows,
} from "@portolan/core";
import type { UtilityRow } from "./console-nav-support.ts";

/** The demo accounts of docs/demo-accounts.md that can sign in (not demo-frozen, demo-cancelled). */
export const SIGN_IN_ACCOUNTS: readonly string[] = [
  "demo-main",
  "demo-trade",
  "demo-trade-sub",
  "demo-trade-sub2",
  "demo-ai",
  "demo-email",
  "demo-market",
  "demo-download",
  "demo-payment",
  "demo-admin",
  "demo-info",
  "demo-oem",
];

const bases = (origin: string): NavBases => ({
  home: origin,
  data: origin,
  crm: origin,
  console: origin,
  backend: origin,
});

/** Core's menu for this session, with the server's utilities rows, as sorted "id href" lines. */
export const modelEntries = (
  origin: string,
  session: Session,
  locale: Locale,
  rows: readonly UtilityRow[],
  variant: NavVariant = "standard",
): string[] => {
  const menu = buildNavigation({ bases: bases(origin), session, locale, variant });
  const withRows = withUtilitiesRows(menu, utilitiesMenuItems({ code: 0, data: { rows } }));
  return flattenMenu(withRows)
    .map((e) => `${e.id} ${e.href}`)
    .sort();
};

// ---- Written by hand from the spec. Each block is the spec's list of one section. ----
type Pair = readonly [id: string, path: string];

const DASHBOARD: Pair[] = [["dashboard", "/dashboard"]];
/** §2.6 "The console dashboard link shows only with a department session." */
const CONSOLE_DASHBOARD: Pair[] = [["consoleDashboard", "/dashboard"]];
/** §2.6 Data centre: advanced search, partners report, my collection. */
const DATA: Pair[] = [
  ["data.search", "/shipments/search"],
  ["data.partnersReport", "/shipments/partners-report"],
  ["data.collect", "/shipments/collect"],
];
/** §2.6 "Buyer search {data}/buyer (Chinese only)". */
const BUYER: Pair[] = [["data.buyer", "/buyer"]];
/** §2.6 "Market analysis (market-analysis permission): /stats/cn and /stats/un". */
const MARKET: Pair[] = [
  ["data.market.cn", "/stats/cn"],
  ["data.market.un", "/stats/un"],
];
/** §2.6 "Trade search: {home}/so (trade-SO permission)". */
const TRADE_SEARCH: Pair[] = [["so", "/so"]];
/** §2.6 Marketing (AI-marketing or recommend), without the recommended entry. */
const MARKETING: Pair[] = [
  ["marketing.companies.customs", "/marketing/companies/customs"],
  ["marketing.companies.map", "/marketing/companies/map"],
  ["marketing.companies.b2b", "/marketing/companies/b2b"],
  ["marketing.companies.socialMedia", "/marketing/companies/social-media"],
  ["marketing.companies.exhibitions", "/marketing/companies/exhibitions"],
  ["marketing.product.socialMedia", "/marketing/product/social-media"],
  ["marketing.product.searchEngine", "/marketing/product/search-engine"],
  ["marketing.intelligent.company", "/marketing/intelligent/company"],
  ["marketing.intelligent.product", "/marketing/intelligent/product"],
  ["marketing.pool", "/marketing/pool"],
];
/** §2.6 "/marketing/recommend (recommend permission)". */
const RECOMMEND: Pair[] = [["marketing.recommend", "/marketing/recommend"]];
/** §2.6 CRM (trade-SO permission). */
const CRM: Pair[] = [
  ["business.crm.private", "/crm/crm-private"],
  ["business.crm.public", "/crm/crm-public"],
  ["business.crm.cooperative", "/crm/crm-cooperative"],
  ["business.crm.statistics", "/crm/crm-statistics"],
];
/** §2.6 Email centre (email permission). */
const EMAIL: Pair[] = [
  ["business.email.mail", "/business/ec/mail"],
  ["business.email.template", "/business/ec/template"],
  ["business.email.report", "/business/ec/report"],
];
/** §2.6 Business management for everyone: products, my follow, trace, label. */
const BUSINESS: Pair[] = [
  ["business.product.list", "/business/product/list"],
  ["business.product.classify", "/business/product/classify"],
  ["business.product.release", "/business/product/release"],
  ["business.product.pictures", "/business/product/pictures"],
  ["business.follow", "/crm-focus"],
  ["business.trace", "/business/trace"],
  ["business.label", "/business/label"],
];
/** §2.6 AI tools (the utilities list is checked against the server's rows on its own). */
const TOOLS: Pair[] = [
  ["tools.email", "/tools/email"],
  ["tools.social", "/tools/social"],
  ["tools.translate", "/tools/translate"],
];
/** §2.6 Third-party services under /cn/service, in Chinese. */
const SERVICES_ZH: Pair[] = [
  "debtcollection",
  "airwallex",
  "cedarRose",
  "tuv",
  "ningbo",
  "xinhai",
  "amass",
  "yixin",
  "yiwandian",
  "zhaodaka",
].map((slug, i) => [
  [
    "services.debtCollection",
    "services.airwallex",
    "services.cedarRose",
    "services.tuv",
    "services.ningbo",
    "services.xinhai",
    "services.amass",
    "services.yixin",
    "services.yiwandian",
    "services.zhaodaka",
  ][i] ?? "",
  `/cn/service/${slug}`,
]);
/** §2.6 "Only debt collection and credit check show in English" (the /en pages). */
const SERVICES_EN: Pair[] = [
  ["services.debtCollection", "/en/service/debtcollection"],
  ["services.cedarRose", "/en/service/cedarRose"],
];
/** §2.6 cost page: /paymentLink for a payment user, /records without cost permission. */
const COST: Pair[] = [["cost", "/cost"]];
const COST_RECORDS: Pair[] = [["cost", "/cost/records"]];
const COST_PAYMENT: Pair[] = [["cost", "/cost/paymentLink"]];
/** §2.5 "a package page ... (shown in the console nav for non-Chinese users only)". */
const PACKAGE_EN: Pair[] = [["package", "/en/package"]];

/** Public-site paths stay relative; the configured sites are on the provider's own origin. */
const lines = (origin: string, pairs: readonly Pair[]): string[] =>
  pairs.map(([id, path]) => `${id} ${/^\/(cn|en|ru)\//.test(path) ? path : `${origin}${path}`}`).sort();

const common = {
  zh: [...DASHBOARD, ...DATA, ...BUYER, ...BUSINESS, ...TOOLS, ...SERVICES_ZH],
  en: [...DASHBOARD, ...DATA, ...BUSINESS, ...TOOLS, ...SERVICES_EN, ...PACKAGE_EN],
};

/** By hand, per account and language (docs/demo-accounts.md says what each one holds). */
const HAND_WRITTEN: Readonly<Record<string, Readonly<Record<"zh" | "en", readonly Pair[]>>>> = {
  // No permissions, no department: the smallest menu; cost goes to records.
  "demo-main": { zh: [...common.zh, ...COST_RECORDS], en: [...common.en, ...COST_RECORDS] },
  // Trade search and CRM, department Sales.
  "demo-trade": {
    zh: [...common.zh, ...CONSOLE_DASHBOARD, ...TRADE_SEARCH, ...CRM, ...COST],
    en: [...common.en, ...CONSOLE_DASHBOARD, ...TRADE_SEARCH, ...CRM, ...COST],
  },
  // Sub-account of demo-trade, department Purchasing, no permissions.
  "demo-trade-sub2": {
    zh: [...common.zh, ...CONSOLE_DASHBOARD, ...COST_RECORDS],
    en: [...common.en, ...CONSOLE_DASHBOARD, ...COST_RECORDS],
  },
  // AI marketing and recommend: the marketing menu with recommended marketing.
  "demo-ai": {
    zh: [...common.zh, ...MARKETING, ...RECOMMEND, ...COST],
    en: [...common.en, ...MARKETING, ...RECOMMEND, ...COST],
  },
  // Email centre.
  "demo-email": { zh: [...common.zh, ...EMAIL, ...COST], en: [...common.en, ...EMAIL, ...COST] },
  // Market analysis: the statistics pages; market analysis is not a cost permission (§6).
  "demo-market": {
    zh: [...common.zh, ...MARKET, ...COST_RECORDS],
    en: [...common.en, ...MARKET, ...COST_RECORDS],
  },
  // Payment user: the cost page opens on the payment link.
  "demo-payment": { zh: [...common.zh, ...COST_PAYMENT], en: [...common.en, ...COST_PAYMENT] },
  // Every permission, department Operations.
  "demo-admin": {
    zh: [
      ...common.zh,
      ...CONSOLE_DASHBOARD,
      ...MARKET,
      ...TRADE_SEARCH,
      ...MARKETING,
      ...RECOMMEND,
      ...CRM,
      ...EMAIL,
      ...COST,
    ],
    en: [
      ...common.en,
      ...CONSOLE_DASHBOARD,
      ...MARKET,
      ...TRADE_SEARCH,
      ...MARKETING,
      ...RECOMMEND,
      ...CRM,
      ...EMAIL,
      ...COST,
    ],
  },
};

/** The hand-written menu of an account, or undefined when none is written for it. */
export const handWrittenEntries = (
  origin: string,
  account: string,
  locale: "zh" | "en",
): string[] | undefined => {
  const pairs = HAND_WRITTEN[account]?.[locale];
  return pairs === undefined ? undefined : lines(origin, pairs);
};

/** §2.6 "Another nav variant lists: who viewed me, social profile, messages (...), ...", by hand. */
export const handWrittenAlternative = (origin: string): string[] =>
  lines(origin, [
    ["alt.whoViewedMe", "/who-viewed-me"],
    ["alt.socialProfile", "/social-profile"],
    ["alt.messages.inquiries", "/messages/inquiries"],
    ["alt.messages.notifications", "/messages/notifications"],
    ["alt.messages.comments", "/messages/comments"],
    ["alt.messages.chats", "/messages/chats"],
    ["alt.profile", "/profile"],
    ["alt.companyProfile", "/company/profile"],
    ["alt.products", "/company/products"],
    ["alt.reviews", "/company/reviews"],
    ["alt.historyTracking", "/tracking/history"],
    ["alt.marketInsight", "/market-insight"],
    ["alt.companyTracking", "/tracking/company"],
    ["alt.unifind", "/unifind"],
    ["alt.vouchers", "/vouchers"],
    ["alt.accountCenter", "/account"],
    ["alt.advertising", "/account/advertising"],
  ]);
