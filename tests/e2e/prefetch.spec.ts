// Link prefetch (spec §9), the ordinary way: PREFETCH_IDLE_TIMEOUT_MS after the page has loaded, at
// idle, a link to another page of the site that comes into view or under the pointer gets a
// `<link rel="prefetch">`, so the browser has the next page before the click; on 2g or with data
// saver on, nothing is prefetched.

import type { Page } from "@playwright/test";
import { PREFETCH_IDLE_TIMEOUT_MS } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";

const CONTACT_LINK = 'a[href="/en/contact"]';

const prefetchLinks = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
      (l) => new URL(l.href).pathname,
    ),
  );

test("after the idle delay the pages of visible links are prefetched, each once, and others' are not", async ({
  page,
}) => {
  const documentRequests: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "other" || r.resourceType() === "document")
      documentRequests.push(new URL(r.url()).pathname);
  });
  await page.goto("/en");
  await waitForHydration(page);
  const loadEnd = await page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
  );
  await expect.poll(() => prefetchLinks(page), { timeout: 15_000 }).toContain("/en/products");
  const firstAt = await page.evaluate(() => performance.now());
  expect(firstAt - loadEnd).toBeGreaterThanOrEqual(PREFETCH_IDLE_TIMEOUT_MS);
  // The contact link of the footer, below the fold: pointing at it asks for its page.
  await page.locator(CONTACT_LINK).last().dispatchEvent("pointerover");
  await expect.poll(() => prefetchLinks(page)).toContain("/en/contact");
  await page.locator(CONTACT_LINK).first().dispatchEvent("pointerover");
  const links = await prefetchLinks(page);
  expect(links.filter((l) => l === "/en/contact")).toHaveLength(1);
  // Only pages of the site in this language: not the page itself, not the console, not the language
  // bar's other languages (serving those would remember their language in the lang cookie).
  expect(links).not.toContain("/en");
  expect(links.every((l) => /^\/en\//.test(l))).toBe(true);
  // The browser fetched the page itself, ahead of any click.
  await expect.poll(() => documentRequests).toContain("/en/contact");
  expect(page.url()).toMatch(/\/en$/);
});

for (const [name, connection] of [
  ["with data saver on", { saveData: true, effectiveType: "4g" }],
  ["on 2g", { saveData: false, effectiveType: "2g" }],
] as const) {
  test(`nothing is prefetched ${name}`, async ({ page }) => {
    await page.addInitScript((facts) => {
      Object.defineProperty(navigator, "connection", { value: facts, configurable: true });
    }, connection);
    await page.goto("/en");
    await waitForHydration(page);
    await page.locator(CONTACT_LINK).last().dispatchEvent("pointerover");
    // The delay, then at most the idle callback's deadline (adapters' afterIdle), and a margin.
    await page.waitForTimeout(PREFETCH_IDLE_TIMEOUT_MS + 2_000 + 1_000);
    await page.locator(CONTACT_LINK).last().dispatchEvent("pointerover");
    await page.waitForTimeout(500);
    expect(await prefetchLinks(page)).toEqual([]);
  });
}
