// The header, footer and floating widgets hydrate after the page (ui/site/src/layout/deferred-chrome.tsx,
// decision D143): their code is fetched once the page is hydrated. Until then their prerendered HTML
// is on screen; a click on it is held and given again once they hydrate; and whatever moved in the
// meantime (the scroll, the session) is shown without a hydration mismatch (the fixture's guard fails
// a test on any console error or hydration warning).

import type { Page } from "@playwright/test";
import { HYDRATED_MARK } from "@portolan/core";
import { signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";

const CHROME_CHUNK = /\/assets\/chrome-parts-[\w-]+\.js$/;

/** Holds the parts' chunk until `release` is called. */
const holdChromeChunk = async (page: Page): Promise<() => void> => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CHROME_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

const frameHydrated = (page: Page) =>
  page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);

test("the parts' chunk is not in the first load: it is requested once the page is hydrated", async ({
  page,
}) => {
  await page.goto("/en");
  await waitForHydration(page);
  const preload = (await page.locator('meta[name="portolan-preload"]').getAttribute("content")) ?? "";
  expect(preload).not.toMatch(/chrome-parts-[\w-]+\.js/);
  const times = await page.evaluate((mark) => {
    // The parts' script (their stylesheet, chrome-parts-….css, paints with the page).
    const chunk = performance
      .getEntriesByType("resource")
      .find((e) => /\/chrome-parts-[\w-]+\.js$/.test(e.name));
    return { chunk: chunk?.startTime, hydrated: performance.getEntriesByName(mark)[0]?.startTime };
  }, HYDRATED_MARK);
  expect(times.chunk).toBeDefined();
  expect(times.hydrated).toBeDefined();
  expect(times.chunk ?? 0).toBeGreaterThanOrEqual(times.hydrated ?? Number.POSITIVE_INFINITY);
  // Hydrated in place: the footer's button works (back to top).
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  await page.locator("footer").getByRole("button", { name: "Back to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a tap on the hamburger before the header hydrates opens the menu once it does", async ({ page }) => {
    const release = await holdChromeChunk(page);
    await page.goto("/ru");
    await frameHydrated(page);
    // The header's one visible disclosure button at phone width, pinned by the panel it controls.
    const visible = page.locator("header button[aria-controls][aria-expanded]").filter({ visible: true });
    await expect(visible).toHaveCount(1);
    const panelId = (await visible.getAttribute("aria-controls")) ?? "";
    const hamburger = page.locator(`header button[aria-controls="${panelId}"]`);
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await hamburger.click();
    // Still the prerendered button: nothing happens yet, and the tap is not lost.
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
  });
});

test("a language picked before the header hydrates stores the lang cookie and opens that page", async ({
  page,
  context,
}) => {
  const release = await holdChromeChunk(page);
  await page.goto("/en/aboutus");
  await frameHydrated(page);
  await page.locator(`header[data-part="header"]`).getByRole("link", { name: "Русский" }).click();
  await page.waitForTimeout(200);
  await expect(page).toHaveURL(/\/en\/aboutus$/);
  release();
  await expect(page).toHaveURL(/\/ru\/aboutus$/);
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("ru");
});

test("scrolled and signed in before the header hydrates: it hydrates without a mismatch and shows both", async ({
  page,
  context,
  provider,
}) => {
  await signInContext(context, provider, "demo-main");
  const release = await holdChromeChunk(page);
  const identity = page.waitForResponse((r) => r.url().includes("/console/user/identity"));
  await page.goto("/en/aboutus");
  await frameHydrated(page);
  await identity;
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
  // The layout's scroll listener is throttled (300 ms): the store has the new position after it.
  await page.waitForTimeout(500);
  await expect(page.locator(`header[data-part="header"]`)).toHaveAttribute("data-bar-hidden", "false");
  release();
  await waitForHydration(page);
  await expect(page.locator(`header[data-part="header"]`)).toHaveAttribute("data-bar-hidden", "true");
  await expect(page.locator('header [data-account-menu="trigger"]')).toBeVisible();
  await expect(page.locator(`header[data-part="header"]`).getByRole("link", { name: "Log in" })).toHaveCount(
    0,
  );
});

test.describe("when the parts' chunk cannot be loaded", () => {
  test.use({ allowedConsoleErrors: /Failed to load resource|ERR_FAILED/ });

  test("the page reloads once; then its links, in the page and in the parts, still lead where they say", async ({
    page,
  }) => {
    let documents = 0;
    page.on("request", (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents += 1;
    });
    await page.route(CHROME_CHUNK, (route) => route.abort("failed"));
    await page.goto("/en");
    // The chunk-reload guard reloads once; the reloaded page fails again and keeps its HTML.
    await expect.poll(() => documents, { timeout: 10_000 }).toBe(2);
    await frameHydrated(page);
    await page.waitForTimeout(1_000);
    // A link in the page: the next page cannot sit in parts that never hydrate, so it is a new document.
    const inPage = page.locator('main a[href^="/en/"]').first();
    const target = (await inPage.getAttribute("href")) ?? "";
    await inPage.click();
    await expect.poll(() => documents).toBe(3);
    await expect(page).toHaveURL((url) => url.pathname === target);
    // A link in the header, which will never hydrate: followed by the browser itself.
    await frameHydrated(page);
    await page.locator(`header[data-part="header"]`).getByRole("link", { name: "Contact" }).first().click();
    await expect.poll(() => documents).toBe(4);
    await expect(page).toHaveURL((url) => url.pathname === "/en/contact");
  });
});
