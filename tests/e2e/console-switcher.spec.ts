// The system-switcher drawer (spec §2.6, §7 OEM redirect URL, §8 "OEM redirect failure") for the
// demo-oem account: two systems reached through the redirect call, one direct link, the open
// platform. A good redirect opens the OEM host's address in a new tab without opener access (the
// outside host is answered by the test, never loaded); a hostile one shows an error and opens nothing.

import type { BrowserContext, Page } from "@playwright/test";
import { errorMessages } from "@portolan/core";
import { openDashboard, signInBrowser } from "./support/console-nav-support.ts";
import { expect, test } from "./support/fixtures.ts";
import { expectNotice } from "./support/forms.ts";
import { axeViolations } from "./support/page-helpers.ts";

const REDIRECT_CALL = "**/auth/public/sso/getRedirectUrl?**";
const REFUSED = errorMessages["errors.oem.hostRefused"];

/** Outside hosts are answered here, so no real site is ever loaded. */
const answerOutsideHosts = async (context: BrowserContext) => {
  for (const host of [
    "crm.oem.portolan.test",
    "erp.oem.portolan.test:8443",
    "open.oem.portolan.test",
    "evil.example",
  ])
    await context.route(`https://${host}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>OEM</title><p>OEM system</p>" }),
    );
};

/** Every page the context opens from now on. */
const watchPopups = (context: BrowserContext): Page[] => {
  const opened: Page[] = [];
  context.on("page", (p) => opened.push(p));
  return opened;
};

const openDrawer = async (page: Page) => {
  await page.locator('[data-switcher="open"]').click();
  const drawer = page.locator('[data-switcher="drawer"]');
  await expect(drawer).toBeVisible();
  return drawer;
};

test.beforeEach(async ({ context, provider }) => {
  await answerOutsideHosts(context);
  await signInBrowser(context, provider, "demo-oem", "en");
});

test("the drawer lists the session's OEM systems and the open platform", async ({ page, provider }) => {
  await openDashboard(page, 0);
  const drawer = await openDrawer(page);
  await expect(drawer.getByRole("heading", { name: "Switch system" })).toBeVisible();
  const entries = drawer.locator("[data-switcher-id]");
  await expect(entries).toHaveText([
    "CRM Cloud",
    "Trade ERP",
    /https:\/\/open\.oem\.portolan\.test\/portal/,
    /Open platform/,
  ]);
  const direct = drawer.locator('[data-switcher-id="oem.2"]');
  await expect(direct).toHaveAttribute("href", "https://open.oem.portolan.test/portal");
  await expect(direct).toHaveAttribute("target", "_blank");
  await expect(direct).toHaveAttribute("rel", "noopener noreferrer");
  const platform = drawer.locator('[data-switcher-id="openPlatform"]');
  await expect(platform).toHaveAttribute("href", `${provider.origin}/open-platform`);
  await expect(platform).toHaveAttribute("rel", "noopener noreferrer");
  expect(await axeViolations(page)).toEqual([]);
});

test("a good redirect opens the OEM system's address in a new tab without opener access", async ({
  page,
  context,
}) => {
  await openDashboard(page, 0);
  const drawer = await openDrawer(page);
  const popup = context.waitForEvent("page");
  await drawer.locator('[data-switcher-id="oem.0"]').click();
  const opened = await popup;
  await opened.waitForLoadState();
  expect(opened.url()).toMatch(/^https:\/\/crm\.oem\.portolan\.test\/sso\?ticket=[^&]+$/);
  expect(await opened.evaluate(() => window.opener)).toBeNull();
  await expect(drawer).toBeHidden();
  // The second system keeps its port.
  const drawer2 = await openDrawer(page);
  const popup2 = context.waitForEvent("page");
  await drawer2.locator('[data-switcher-id="oem.1"]').click();
  expect((await popup2).url()).toMatch(/^https:\/\/erp\.oem\.portolan\.test:8443\/sso\?ticket=/);
});

test("a direct link opens in a new tab without opener access", async ({ page, context }) => {
  await openDashboard(page, 0);
  const drawer = await openDrawer(page);
  const popup = context.waitForEvent("page");
  await drawer.locator('[data-switcher-id="oem.2"]').click();
  const opened = await popup;
  await opened.waitForLoadState();
  expect(opened.url()).toBe("https://open.oem.portolan.test/portal");
  expect(await opened.evaluate(() => window.opener)).toBeNull();
});

for (const [what, redirect] of [
  ["a javascript: address", "javascript:alert(document.domain)//"],
  ["a host that is not allowed", "https://evil.example/login"],
] as const)
  test(`the provider refuses ${what}: an error shows and nothing opens`, async ({ page, context }) => {
    // The request leaves the page with a hostile redirect; the real provider answers it.
    await page.route(REDIRECT_CALL, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("redirect", redirect);
      return route.continue({ url: url.toString() });
    });
    const answers: unknown[] = [];
    page.on("response", async (r) => {
      if (r.url().includes("/auth/public/sso/getRedirectUrl")) answers.push(await r.json());
    });
    await openDashboard(page, 0);
    const popups = watchPopups(context);
    await (await openDrawer(page)).locator('[data-switcher-id="oem.0"]').click();
    await expectNotice(page, "alert", REFUSED);
    // The body is read asynchronously after the response event: wait for it.
    await expect
      .poll(() => answers)
      .toMatchObject([{ code: 40001, data: { messageId: "errors.oem.hostRefused" } }]);
    await page.waitForTimeout(500);
    expect(popups).toEqual([]);
  });

for (const [what, data] of [
  ["a javascript: URL", "javascript:alert(document.domain)"],
  ["a data: URL", "data:text/html,<script>alert(1)</script>"],
  ["a host of no OEM system", "https://evil.example/sso?ticket=x"],
  ["an address without a scheme", "evil.example/sso"],
] as const)
  test(`an answer with ${what} is never opened`, async ({ page, context }) => {
    await page.route(REDIRECT_CALL, (route) => route.fulfill({ json: { code: 200, msg: "", data } }));
    await openDashboard(page, 0);
    const popups = watchPopups(context);
    await (await openDrawer(page)).locator('[data-switcher-id="oem.1"]').click();
    await expectNotice(page, "alert", REFUSED);
    await page.waitForTimeout(500);
    expect(popups).toEqual([]);
  });

test("another refusal shows the server's message", async ({ page, context }) => {
  await page.route(REDIRECT_CALL, (route) =>
    route.fulfill({ json: { code: 77001, msg: "The SSO service is down", data: null } }),
  );
  await openDashboard(page, 0);
  const popups = watchPopups(context);
  await (await openDrawer(page)).locator('[data-switcher-id="oem.0"]').click();
  await expectNotice(page, "alert", "The SSO service is down");
  expect(popups).toEqual([]);
});

test("keyboard only: the drawer", async ({ page, context }) => {
  await openDashboard(page, 0);
  const trigger = page.locator('[data-switcher="open"]');
  await trigger.focus();
  await page.keyboard.press("Enter");
  const drawer = page.locator('[data-switcher="drawer"]');
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  const first = drawer.locator('[data-switcher-id="oem.0"]');
  for (let i = 0; i < 5 && !(await first.evaluate((e) => e === document.activeElement)); i += 1)
    await page.keyboard.press("Tab");
  await expect(first).toBeFocused();
  const popup = context.waitForEvent("page");
  await page.keyboard.press("Enter");
  expect((await popup).url()).toMatch(/^https:\/\/crm\.oem\.portolan\.test\/sso\?ticket=/);
});

test("no switcher for a session without OEM systems or open platform", async ({
  page,
  context,
  provider,
}) => {
  await context.clearCookies();
  await signInBrowser(context, provider, "demo-main", "zh");
  await openDashboard(page, 0);
  await expect(page.locator('[data-account-menu="trigger"]')).toBeVisible();
  await expect(page.locator('[data-switcher="open"]')).toHaveCount(0);
});
