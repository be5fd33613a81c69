// The provider's configuration, read once from the environment (README "Configuration").
// Every setting has a default that runs the whole product on one machine.

import { join, resolve } from "node:path";
import type { BankAccount } from "@portolan/contracts";
import { SESSION_DATA_CALLS_PER_MINUTE } from "@portolan/core";
import { bankAccountsOf } from "./config/bank-accounts.ts";
import { parseTrustedProxies } from "./config/trusted-proxies.ts";

export interface NavBasesConfig {
  readonly home: string;
  readonly data: string;
  readonly crm: string;
  readonly console: string;
  readonly backend: string;
}

export type MailConfig =
  | { readonly kind: "outbox"; readonly dir: string }
  | { readonly kind: "smtp"; readonly url: string; readonly from: string };

export type PaymentConfig =
  | { readonly kind: "sandbox" }
  /** No card payments (outside demo mode without PayPal): bank transfers still work. */
  | { readonly kind: "none" }
  | {
      readonly kind: "paypal";
      readonly baseUrl: string;
      readonly clientId: string;
      readonly clientSecret: string;
      readonly webhookId: string;
    };

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  /** The address users reach the product at; the only origin allowed to send cookie-authenticated writes. */
  readonly publicOrigin: string;
  /** Whether PORTOLAN_PUBLIC_ORIGIN was given, not the loopback default (mail-origin.ts, D338). */
  readonly publicOriginGiven: boolean;
  readonly dataDir: string;
  readonly databaseFile: string;
  /** Export files (PORTOLAN_EXPORTS_DIR): a folder every provider reaches when there are several (D368). */
  readonly exportsDir: string;
  /** Where the accounts live: the SQLite file above (one machine) or PostgreSQL (several; D357). */
  readonly accountStorage: AccountStorageConfig;
  /** The trade data (bills, declarations, firms): a file of its own (issue 14). */
  readonly tradeDatabaseFile: string;
  /** Which engine holds the trade data, chosen once at start (README "Trade data engines"). */
  readonly tradeEngine: TradeEngineConfig;
  /** Trade statistics (UN Comtrade, China customs; issue 16): a file of their own (D240). */
  readonly statsDatabaseFile: string;
  /** The built UI to serve, when it exists. */
  readonly uiDir: string;
  /** The separate host of the utilities list (spec §7); this process by default. */
  readonly utilitiesBase: string;
  readonly navBases: NavBasesConfig;
  /** The console's menu: the standard one or the alternative variant of spec §2.6. */
  readonly navVariant: "standard" | "alternative";
  /** Hosts an OEM system may be reached at through the SSO redirect (besides the session's own domains). */
  readonly oemAllowedHosts: readonly string[];
  readonly mail: MailConfig;
  /** Where the public forms' notifications go (PORTOLAN_SALES_EMAIL). */
  readonly salesEmail: string;
  /** The seller named on order confirmations, receipts and invoices (PORTOLAN_SELLER_NAME). */
  readonly sellerName: string;
  readonly payments: PaymentConfig;
  /** Idle lifetime of a session. */
  readonly sessionTtlMs: number;
  /** Cookies carry `Secure` (behind https). */
  readonly secureCookies: boolean;
  /** Demo mode (PORTOLAN_DEMO_MODE): the outbox pages and sandbox payments, for trying the product. */
  readonly demoMode: boolean;
  /** Development pages (the mail outbox, with every verification code) are served: demo mode only. */
  readonly devPages: boolean;
  /** Seed the demo accounts and data on an empty database. */
  readonly seedDemo: boolean;
  /** How many shipment records the demo data generates (statistics are computed from them). */
  readonly demoRecords: number;
  /** How big the demo trade statistics are (PORTOLAN_DEMO_STATS: full, small for tests, or off). */
  readonly demoStats: "full" | "small" | "off";
  /**
   * How long an alert mail claimed by a sender is held before another run may send it: a sender
   * killed mid-send leaves its mails this long (PORTOLAN_ALERT_MAIL_LEASE_SECONDS, D235).
   */
  readonly alertMailLeaseMs: number;
  /** The seller's accounts for bank transfers (PORTOLAN_BANK_ACCOUNTS; demo values by default). */
  readonly bankAccounts: readonly BankAccount[];
  /** Proxies whose X-Forwarded-For is believed (addresses and CIDR ranges); none by default. */
  readonly trustedProxies: readonly string[];
  /** Captcha challenges one client address may be issued per minute. */
  readonly captchasPerMinute: number;
  /** Public try-searches one client address may make per minute (PORTOLAN_TRY_SEARCHES_PER_MINUTE). */
  readonly trySearchesPerMinute: number;
  /** Data calls one signed-in account may make per minute (PORTOLAN_DATA_CALLS_PER_MINUTE, D334). */
  readonly sessionDataCallsPerMinute: number;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Captchas issued to one address per window by default (PORTOLAN_CAPTCHAS_PER_MINUTE): a person needs a few. */
export const CAPTCHAS_PER_ADDRESS_PER_MINUTE = 30;
/** Tries one address may make per window by default (PORTOLAN_TRY_SEARCHES_PER_MINUTE). */
export const TRY_SEARCHES_PER_ADDRESS_PER_MINUTE = 10;

const navVariant = (value: string | undefined): ServerConfig["navVariant"] => {
  if (value === undefined || value === "" || value === "standard") return "standard";
  if (value === "alternative") return value;
  throw new Error(`PORTOLAN_NAV_VARIANT must be "standard" or "alternative", not "${value}"`);
};

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not "${value}"`);
  return n;
};
const bool = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === "" ? fallback : ["1", "true", "yes", "on"].includes(value.toLowerCase());
const refuse = (message: string): never => {
  throw new Error(message);
};

/** 127.0.0.0/8, ::1 and localhost: only this machine can reach them. */
export const isLoopbackHost = (host: string): boolean =>
  host === "localhost" || host === "::1" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);

const list = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** The list as configured, once every entry has been read as an address or a range (else it throws). */
const checkedProxies = (entries: string[]): string[] => {
  parseTrustedProxies(entries);
  return entries;
};

export type TradeEngineConfig =
  | { readonly kind: "sqlite" }
  | { readonly kind: "chdb"; readonly dir: string; readonly database: string }
  | { readonly kind: "clickhouse"; readonly url: string; readonly database: string };

/**
 * PORTOLAN_TRADE_ENGINE: sqlite (the default, the file trade.sqlite), chdb (ClickHouse in-process,
 * on the data directory's clickhouse folder) or clickhouse (a server or cluster at
 * PORTOLAN_CLICKHOUSE_URL); PORTOLAN_CLICKHOUSE_DATABASE names the database (default portolan).
 */
export type AccountStorageConfig =
  | { readonly kind: "sqlite"; readonly file: string }
  | { readonly kind: "postgres"; readonly url: string };

/** PORTOLAN_DATABASE_URL=postgres://… selects PostgreSQL; without it the accounts are a SQLite file. */
const accountStorageOf = (env: Env, file: string): AccountStorageConfig => {
  const url = env.PORTOLAN_DATABASE_URL ?? "";
  if (url === "") return { kind: "sqlite", file };
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new Error("PORTOLAN_DATABASE_URL must be a postgres:// (or postgresql://) address");
  }
  return { kind: "postgres", url };
};

const tradeEngineOf = (env: Env, dataDir: string): TradeEngineConfig => {
  const kind = env.PORTOLAN_TRADE_ENGINE || (env.PORTOLAN_CLICKHOUSE_URL ? "clickhouse" : "sqlite");
  const database = env.PORTOLAN_CLICKHOUSE_DATABASE || "portolan";
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(database))
    throw new Error("PORTOLAN_CLICKHOUSE_DATABASE takes letters, digits and underscores");
  if (kind === "sqlite") return { kind };
  if (kind === "chdb") return { kind, dir: join(dataDir, "clickhouse"), database };
  if (kind === "clickhouse") {
    const url = env.PORTOLAN_CLICKHOUSE_URL;
    if (!url || !/^https?:\/\//.test(url))
      throw new Error("PORTOLAN_TRADE_ENGINE=clickhouse needs PORTOLAN_CLICKHOUSE_URL (http:// or https://)");
    return { kind, url, database };
  }
  throw new Error(`PORTOLAN_TRADE_ENGINE is sqlite, chdb or clickhouse, not ${kind}`);
};

export const loadConfig = (env: Env, cwd: string): ServerConfig => {
  const port = int(env.PORTOLAN_PORT, 8080, "PORTOLAN_PORT");
  const host = env.PORTOLAN_HOST || "127.0.0.1";
  const publicOrigin = (env.PORTOLAN_PUBLIC_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, "");
  const dataDir = resolve(cwd, env.PORTOLAN_DATA_DIR || ".data");
  const base = (name: string) => (env[name] || publicOrigin).replace(/\/+$/, "");
  const demoMode = bool(env.PORTOLAN_DEMO_MODE, false);
  // The outbox shows every verification code and the sandbox grants packages for free: never on an
  // address others can reach, unless whoever runs it says so on purpose.
  if (demoMode && !isLoopbackHost(host) && !bool(env.PORTOLAN_DEMO_MODE_PUBLIC, false))
    throw new Error(
      `PORTOLAN_DEMO_MODE serves every verification code (/dev/outbox) and free sandbox payments; it is refused on ${host}, which is not a loopback address, unless PORTOLAN_DEMO_MODE_PUBLIC=true`,
    );
  const mail: MailConfig = env.PORTOLAN_SMTP_URL
    ? {
        kind: "smtp",
        url: env.PORTOLAN_SMTP_URL,
        from: env.PORTOLAN_MAIL_FROM || "Portolan <no-reply@localhost>",
      }
    : { kind: "outbox", dir: join(dataDir, "outbox") };
  const payments: PaymentConfig =
    env.PORTOLAN_PAYMENTS === "paypal"
      ? {
          kind: "paypal",
          baseUrl: env.PORTOLAN_PAYPAL_BASE_URL || "https://api-m.sandbox.paypal.com",
          clientId: env.PORTOLAN_PAYPAL_CLIENT_ID || "",
          clientSecret: env.PORTOLAN_PAYPAL_CLIENT_SECRET || "",
          webhookId: env.PORTOLAN_PAYPAL_WEBHOOK_ID || "",
        }
      : env.PORTOLAN_PAYMENTS === "sandbox" || (env.PORTOLAN_PAYMENTS || "") === ""
        ? demoMode
          ? { kind: "sandbox" }
          : env.PORTOLAN_PAYMENTS === "sandbox"
            ? refuse(
                "PORTOLAN_PAYMENTS=sandbox takes payments without money: it needs PORTOLAN_DEMO_MODE=true",
              )
            : { kind: "none" }
        : refuse(`PORTOLAN_PAYMENTS must be "paypal" or "sandbox", not "${env.PORTOLAN_PAYMENTS}"`);
  if (payments.kind === "paypal" && (!payments.clientId || !payments.clientSecret || !payments.webhookId)) {
    throw new Error(
      "PORTOLAN_PAYMENTS=paypal needs PORTOLAN_PAYPAL_CLIENT_ID, PORTOLAN_PAYPAL_CLIENT_SECRET and PORTOLAN_PAYPAL_WEBHOOK_ID",
    );
  }
  return {
    host,
    port,
    publicOrigin,
    publicOriginGiven: (env.PORTOLAN_PUBLIC_ORIGIN ?? "") !== "",
    dataDir,
    databaseFile: join(dataDir, "portolan.sqlite"),
    exportsDir: resolve(cwd, env.PORTOLAN_EXPORTS_DIR || join(dataDir, "exports")),
    accountStorage: accountStorageOf(env, join(dataDir, "portolan.sqlite")),
    tradeDatabaseFile: join(dataDir, "trade.sqlite"),
    statsDatabaseFile: join(dataDir, "stats.sqlite"),
    tradeEngine: tradeEngineOf(env, dataDir),
    uiDir: resolve(cwd, env.PORTOLAN_UI_DIR || "ui/dist"),
    utilitiesBase: base("PORTOLAN_UTILITIES_BASE"),
    navBases: {
      home: base("PORTOLAN_HOME_BASE"),
      data: base("PORTOLAN_DATA_BASE"),
      crm: base("PORTOLAN_CRM_BASE"),
      console: base("PORTOLAN_CONSOLE_BASE"),
      backend: base("PORTOLAN_BACKEND_BASE"),
    },
    navVariant: navVariant(env.PORTOLAN_NAV_VARIANT),
    oemAllowedHosts: list(env.PORTOLAN_OEM_ALLOWED_HOSTS),
    mail,
    salesEmail: env.PORTOLAN_SALES_EMAIL || "sales@portolan.localhost",
    sellerName: env.PORTOLAN_SELLER_NAME || "Portolan Trade Intelligence Ltd (demo seller)",
    payments,
    sessionTtlMs: int(env.PORTOLAN_SESSION_TTL_MINUTES, 7 * 24 * 60, "PORTOLAN_SESSION_TTL_MINUTES") * 60_000,
    secureCookies: bool(env.PORTOLAN_SECURE_COOKIES, publicOrigin.startsWith("https:")),
    demoMode,
    devPages: demoMode,
    seedDemo: bool(env.PORTOLAN_SEED_DEMO, true),
    demoRecords: int(env.PORTOLAN_DEMO_RECORDS, 30_000, "PORTOLAN_DEMO_RECORDS"),
    demoStats:
      env.PORTOLAN_DEMO_STATS === "small" || env.PORTOLAN_DEMO_STATS === "off"
        ? env.PORTOLAN_DEMO_STATS
        : "full",
    alertMailLeaseMs:
      int(env.PORTOLAN_ALERT_MAIL_LEASE_SECONDS, 600, "PORTOLAN_ALERT_MAIL_LEASE_SECONDS") * 1000,
    bankAccounts: bankAccountsOf(env.PORTOLAN_BANK_ACCOUNTS),
    trustedProxies: checkedProxies(list(env.PORTOLAN_TRUSTED_PROXIES)),
    captchasPerMinute: int(
      env.PORTOLAN_CAPTCHAS_PER_MINUTE,
      CAPTCHAS_PER_ADDRESS_PER_MINUTE,
      "PORTOLAN_CAPTCHAS_PER_MINUTE",
    ),
    trySearchesPerMinute: int(
      env.PORTOLAN_TRY_SEARCHES_PER_MINUTE,
      TRY_SEARCHES_PER_ADDRESS_PER_MINUTE,
      "PORTOLAN_TRY_SEARCHES_PER_MINUTE",
    ),
    sessionDataCallsPerMinute: int(
      env.PORTOLAN_DATA_CALLS_PER_MINUTE,
      SESSION_DATA_CALLS_PER_MINUTE,
      "PORTOLAN_DATA_CALLS_PER_MINUTE",
    ),
  };
};
