// The demo accounts seeded on an empty database (issue 3 "Demo data"): together they open and close
// every membership tier, permission, role and menu gate of the console (spec §6). All share one
// memorable local password. docs/demo-accounts.md lists them (a test keeps it in step).

import type {
  AccountType,
  MembershipTier,
  OemDomain,
  PermissionFeature,
  Permissions,
  SessionRole,
} from "@portolan/core";

export const DEMO_PASSWORD = "portolan-demo";
export const DEMO_EMAIL_DOMAIN = "demo.portolan.test";

export interface DemoDatasets {
  /** Customs data-set codes of core's catalogue, or every one of them. */
  readonly customs: readonly string[] | "all";
  readonly ship?: boolean;
  readonly transit?: boolean;
}

export interface DemoAccount {
  readonly account: string;
  /** Local part; the address is `<local>@demo.portolan.test`. */
  readonly emailLocal: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly nickname: string;
  /** What signing in as this account shows. */
  readonly shows: string;
  readonly level: number;
  /** The main account (by account name) of a sub-account. */
  readonly parent?: string;
  readonly department?: string;
  readonly phone?: string;
  readonly accountType: AccountType;
  readonly roles: readonly SessionRole[];
  readonly permissions: Permissions;
  readonly tier: MembershipTier;
  readonly features: readonly PermissionFeature[];
  readonly datasets: DemoDatasets;
  /** For a sub-account: which of its main account's data sets it was assigned (absent: all). */
  readonly shared?: DemoDatasets;
  readonly oemDomains?: readonly OemDomain[];
  readonly status?: "frozen" | "cancelled";
}

const none: DemoDatasets = { customs: [] };
const member = { accountType: "member", roles: [], level: 0 } as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    ...member,
    account: "demo-main",
    emailLocal: "main",
    firstName: "Mina",
    lastName: "Main",
    nickname: "Mina",
    shows:
      "Level-0 main account with no permissions, tier normal, no data sets: the smallest menu; cost page goes to records.",
    permissions: {},
    tier: "NORMAL",
    features: [],
    datasets: none,
  },
  {
    ...member,
    account: "demo-trade",
    emailLocal: "trade",
    firstName: "Tariq",
    lastName: "Trade",
    nickname: "Tariq",
    shows:
      "Main account of a team with two sub-accounts; trade search (SO) and CRM; department Sales; US and Mexico data; tier bronze.",
    department: "Sales",
    phone: "+86 138 0000 0001",
    permissions: { TS: { SO: true } },
    tier: "BRONZE",
    features: ["TRADE_SO", "TRADE_SO_PLUS"],
    datasets: { customs: ["IMP_USA_BL_SEA", "EXP_USA_BL_SEA", "IMP_MEXICO_CD_SEA", "EXP_MEXICO_CD_SEA"] },
  },
  {
    ...member,
    account: "demo-trade-sub",
    emailLocal: "sub",
    firstName: "Sara",
    lastName: "Sub",
    nickname: "Sara",
    shows:
      "Sub-account (level 1) of demo-trade: no main-account tag; trade search; tier silver; US import only.",
    level: 1,
    parent: "demo-trade",
    department: "Sales",
    permissions: { TS: { SO: true } },
    tier: "SILVER",
    features: ["TRADE_SO"],
    datasets: { customs: ["IMP_USA_BL_SEA"] },
    shared: { customs: ["IMP_USA_BL_SEA"] },
  },
  {
    ...member,
    account: "demo-trade-sub2",
    emailLocal: "sub2",
    firstName: "Sven",
    lastName: "Sub",
    nickname: "Sven",
    shows:
      "Sub-account (level 2) of demo-trade, department Purchasing, no permissions; ship data only; tier gold.",
    level: 2,
    parent: "demo-trade",
    department: "Purchasing",
    permissions: {},
    tier: "GOLD",
    features: [],
    datasets: { customs: [], ship: true },
    shared: none,
  },
  {
    ...member,
    account: "demo-ai",
    emailLocal: "ai",
    firstName: "Aiko",
    lastName: "Intelligence",
    nickname: "Aiko",
    shows: "AI marketing and recommend: the marketing menu with recommended marketing; tier pro; India data.",
    permissions: { TS: { AI: true, RECOMMEND: true } },
    tier: "SHIPMENT_PRO",
    features: ["AI"],
    datasets: { customs: ["IMP_INDIA_CD_DEF", "EXP_INDIA_CD_DEF"] },
  },
  {
    ...member,
    account: "demo-email",
    emailLocal: "email",
    firstName: "Emil",
    lastName: "Mailer",
    nickname: "Emil",
    shows: "Email centre; tier global; Vietnam and Indonesia data.",
    permissions: { TS: { EMAIL: true } },
    tier: "GLOBAL",
    features: [],
    datasets: { customs: ["IMP_VIETNAM_CD_DEF", "EXP_VIETNAM_CD_DEF", "IMP_INDONESIA_CD_DEF"] },
  },
  {
    ...member,
    account: "demo-market",
    emailLocal: "market",
    firstName: "Marta",
    lastName: "Analyst",
    nickname: "Marta",
    shows: "Market analysis (statistics pages) and partner report; tier global plus; Russia and Turkey data.",
    permissions: { TS: { MARKET: true } },
    tier: "GLOBAL_PLUS",
    features: ["MARKET_ANALYSIS", "PARTNER_REPORT"],
    datasets: {
      customs: ["IMP_RUSSIA_CD_DEF", "EXP_RUSSIA_CD_DEF", "IMP_TURKEY_CD_DEF", "EXP_TURKEY_CD_DEF"],
    },
  },
  {
    ...member,
    account: "demo-download",
    emailLocal: "download",
    firstName: "Dana",
    lastName: "Download",
    nickname: "Dana",
    shows:
      "A download limit (CDS download_limit) and global buyers; tier global luxury; ship and transit data.",
    permissions: { TS: { CDS: { download_limit: true } } },
    tier: "GLOBAL_LUXURY",
    features: ["GLOBAL_BUYERS"],
    datasets: { customs: ["IMP_GLOBAL_BL_DEF"], ship: true, transit: true },
  },
  {
    ...member,
    account: "demo-payment",
    emailLocal: "payment",
    firstName: "Paul",
    lastName: "Payer",
    nickname: "Paul",
    shows: "Payment user (role payment): the cost page opens on the payment link; tier global deluxe.",
    roles: ["payment"],
    permissions: {},
    tier: "GLOBAL_DELUXE",
    features: [],
    datasets: { customs: ["IMP_BRAZIL_CD_DEF", "EXP_BRAZIL_CD_DEF"] },
  },
  {
    account: "demo-admin",
    emailLocal: "admin",
    firstName: "Ada",
    lastName: "Admin",
    nickname: "Ada",
    shows:
      "Admin role and account type: every permission but the download limit, the open platform, the admin pages, every data set; department Operations; tier global deluxe.",
    level: 0,
    department: "Operations",
    phone: "+44 20 7946 0000",
    accountType: "admin",
    roles: ["admin"],
    permissions: {
      TS: { SO: true, AI: true, MARKET: true, EMAIL: true, RECOMMEND: true, CDS: { download_limit: false } },
      OPENS: true,
    },
    tier: "GLOBAL_DELUXE",
    features: ["PARTNER_REPORT", "GLOBAL_BUYERS", "TRADE_SO", "MARKET_ANALYSIS", "TRADE_SO_PLUS", "AI"],
    datasets: { customs: "all", ship: true, transit: true },
  },
  {
    ...member,
    account: "demo-info",
    emailLocal: "info",
    firstName: "Ines",
    lastName: "Info",
    nickname: "Ines",
    shows: "Info role (information management only), account type superuser; tier gold.",
    accountType: "superuser",
    roles: ["info"],
    permissions: {},
    tier: "GOLD",
    features: [],
    datasets: { customs: ["IMP_UK_ED_DEF", "EXP_UK_ED_DEF"] },
  },
  {
    ...member,
    account: "demo-oem",
    emailLocal: "oem",
    firstName: "Otto",
    lastName: "Partner",
    nickname: "Otto",
    shows:
      "OEM systems in the system switcher (two through the SSO redirect, one direct link) and the open platform; tier silver.",
    permissions: { OPENS: true },
    tier: "SILVER",
    features: [],
    datasets: none,
    oemDomains: [
      {
        companyDomain: "https://crm.oem.portolan.test",
        systemName: { "zh-cn": "客户管理云", en: "CRM Cloud" },
      },
      {
        companyDomain: "https://erp.oem.portolan.test:8443",
        systemName: { "zh-cn": "外贸ERP", en: "Trade ERP" },
      },
      { link: "https://open.oem.portolan.test/portal" },
    ],
  },
  {
    ...member,
    account: "demo-frozen",
    emailLocal: "frozen",
    firstName: "Fritz",
    lastName: "Frozen",
    nickname: "Fritz",
    shows: "Frozen account (all functions): sign-in is refused with code 20002.",
    permissions: { TS: { SO: true } },
    tier: "BRONZE",
    features: ["TRADE_SO"],
    datasets: { customs: ["IMP_CHILE_CD_DEF"] },
    status: "frozen",
  },
  {
    ...member,
    account: "demo-cancelled",
    emailLocal: "cancelled",
    firstName: "Cleo",
    lastName: "Cancelled",
    nickname: "Cleo",
    shows: "Cancelled account (breach of terms): sign-in is refused with code 20003; it could appeal.",
    permissions: {},
    tier: "SHIPMENT_PRO",
    features: [],
    datasets: { customs: ["IMP_PERU_CD_DEF"] },
    status: "cancelled",
  },
];

export const demoEmail = (a: DemoAccount): string => `${a.emailLocal}@${DEMO_EMAIL_DOMAIN}`;

/** The documented data API key of a demo account (issue 14 §3), as public as its password. */
export const demoApiKey = (a: Pick<DemoAccount, "account">): string => `ptl_${a.account.padEnd(32, "0")}`;
