// What the console navigation specs share: a provider started with extra environment (the
// alternative menu variant), signing a demo account into a browser context (token and lang cookies),
// the session the identity call returns, and the menu entries a page shows.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { formatLangCookie, type Locale, type Session } from "@portolan/core";
import { freePort } from "../../src/support/free-port.ts";
import { startProviderProcess } from "../../src/support/provider-process.ts";
import { DEMO_PASSWORD, signIn } from "../../src/support/sign-in.ts";
import { UI_DIR } from "./global-setup.ts";
import { E2E_CAPTCHA_LIMIT, type E2eProvider } from "./provider.ts";

/** A provider like the suite's own (support/provider.ts), with `env` added (e.g. PORTOLAN_NAV_VARIANT). */
export const startProviderWithEnv = async (env: Readonly<Record<string, string>>): Promise<E2eProvider> => {
  const dataDir = mkdtempSync(join(tmpdir(), "portolan-e2e-nav-"));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const provider = await startProviderProcess(dataDir, {
    PORTOLAN_PORT: String(port),
    PORTOLAN_PUBLIC_ORIGIN: origin,
    PORTOLAN_UI_DIR: UI_DIR,
    PORTOLAN_DEMO_RECORDS: "300",
    PORTOLAN_DEMO_STATS: "small",
    ...E2E_CAPTCHA_LIMIT,
    ...env,
  });
  return {
    origin,
    dataDir,
    outbox: async () => [],
    stop: async () => {
      await provider.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const tokens = new Map<string, string>();

/** The token cookie ("token=...") of a demo account on this provider; signed in once per provider. */
export const demoToken = async (provider: E2eProvider, account: string): Promise<string> => {
  const key = `${provider.origin} ${account}`;
  const known = tokens.get(key);
  if (known !== undefined) return known;
  const token = await signIn(provider.origin, account, DEMO_PASSWORD);
  tokens.set(key, token);
  return token;
};

/** Signs the browser context in as `account` and sets the language cookie. */
export const signInBrowser = async (
  context: BrowserContext,
  provider: E2eProvider,
  account: string,
  locale: Locale,
): Promise<string> => {
  const token = await demoToken(provider, account);
  const [name = "token", value = ""] = token.split("=", 2);
  await context.addCookies([
    { name, value, url: provider.origin },
    { name: "lang", value: formatLangCookie(locale), url: provider.origin },
  ]);
  return token;
};

/** The session the identity call answers for this token. */
export const sessionOf = async (provider: E2eProvider, token: string): Promise<Session> => {
  const response = await fetch(`${provider.origin}/console/user/identity`, { headers: { cookie: token } });
  const body = (await response.json()) as { code: number; data: Session };
  if (body.code !== 200 && body.code !== 1) throw new Error(`identity answered ${body.code}`);
  return body.data;
};

export interface UtilityRow {
  readonly name: string;
  readonly info: { readonly url: string };
}

/** The utilities list exactly as the provider serves it (spec §7: id 265, page 1, limit 10). */
export const serverUtilityRows = async (provider: E2eProvider): Promise<readonly UtilityRow[]> => {
  const response = await fetch(`${provider.origin}/api/public/utilities?id=265&page=1&limit=10&desc=false`);
  const body = (await response.json()) as { code: number; data: { rows: UtilityRow[] } };
  return body.data.rows;
};

/** The desktop main menu. */
export const mainNav = (page: Page): Locator => page.locator('nav[data-nav="main"]');

/** Every menu entry (link) in `scope`, as "id href", sorted. */
export const entriesIn = async (scope: Locator): Promise<string[]> =>
  (
    await scope
      .locator("a[data-nav-id]")
      .evaluateAll((links) => links.map((a) => `${a.getAttribute("data-nav-id")} ${a.getAttribute("href")}`))
  ).sort();

/** Opens /dashboard signed in and waits for the menu (and, in Chinese, the utilities rows). */
export const openDashboard = async (page: Page, utilities: number): Promise<void> => {
  await page.goto("/dashboard");
  await mainNav(page).waitFor({ state: "attached" });
  // The page itself too: its content arriving while a test is in a menu can take the focus from it.
  await page.locator("main h1").first().waitFor();
  if (utilities > 0)
    await page
      .locator('nav[data-nav="main"] a[data-nav-id^="tools.utilities."]')
      .nth(utilities - 1)
      .waitFor({ state: "attached" });
};
