// Link prefetch (spec §9): PREFETCH_IDLE_TIMEOUT_MS after the page has loaded, at idle, a linked
// page's files are fetched into the HTTP cache (not evaluated), so the page then shows even with the
// network down; on 2g or with data saver on, nothing is prefetched.

import type { Page } from "@playwright/test";
import { PREFETCH_IDLE_TIMEOUT_MS } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";

interface PageFilesTable {
  readonly navigation: readonly string[];
  readonly pages: Readonly<Record<string, readonly string[]>>;
}

const TABLE = /\/assets\/page-files-table-[\w-]+\.json$/;
const CONTACT_LINK = 'a[href="/en/contact"]';

/** The page module a prerendered page names (boot-meta.ts PAGE_META_NAME). */
const pageModuleOf = (html: string): string => {
  const module = /<meta name="portolan-page" content="([^"]+)"/.exec(html)?.[1];
  if (module === undefined) throw new Error("the page names no module");
  return module;
};

/** The files this document has loaded or linked, as paths. */
const filesInDocument = (page: Page): Promise<string[]> =>
  page.evaluate(() => [
    ...performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname),
    ...[...document.querySelectorAll<HTMLLinkElement>("link[href]")].map((l) => new URL(l.href).pathname),
  ]);

test.describe("link prefetch", () => {
  test.use({ allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to load resource/ });

  test("after the idle delay a linked page's files are fetched, not run, and the page then shows offline", async ({
    page,
    context,
    request,
  }) => {
    const contactModule = pageModuleOf(await (await request.get("/en/contact")).text());
    const finished = new Set<string>();
    page.on("requestfinished", (r) => finished.add(new URL(r.url()).pathname));
    await page.goto("/en");
    await waitForHydration(page);
    const tableRequest = await page.waitForRequest(TABLE, { timeout: 15_000 });
    // What the document has once prefetching starts (the prefetch module's own chunks among them).
    const before = new Set(await filesInDocument(page));
    expect(before.has(contactModule)).toBe(false);
    const tableUrl = new URL(tableRequest.url()).pathname;
    const timing = await page.evaluate((url) => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const [table] = performance.getEntriesByName(new URL(url, location.href).href);
      return { load: navigation?.loadEventEnd ?? Number.NaN, table: table?.startTime ?? Number.NaN };
    }, tableUrl);
    expect(timing.table - timing.load).toBeGreaterThanOrEqual(PREFETCH_IDLE_TIMEOUT_MS);

    const table = (await (await request.get(tableUrl)).json()) as PageFilesTable;
    const contactFiles = Object.values(table.pages).find((files) => files.includes(contactModule));
    expect(contactFiles, "the contact page's files in the build's table").toBeDefined();
    // The link is in the footer, below the fold: pointing at it asks for its page.
    await page.locator(CONTACT_LINK).last().dispatchEvent("pointerover");
    const needed = [...table.navigation, ...(contactFiles ?? [])].filter((f) => !before.has(f));
    expect(needed).toContain(contactModule);
    await expect.poll(() => needed.filter((f) => !finished.has(f)), { timeout: 15_000 }).toEqual([]);
    // Fetched, not imported: no preload or stylesheet link was inserted for them.
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>("link[href]")].map((l) => new URL(l.href).pathname),
    );
    expect(
      linked.filter((f) => needed.includes(f)),
      "files linked into the document",
    ).toEqual([]);

    await context.setOffline(true);
    await page.locator(CONTACT_LINK).last().dispatchEvent("click");
    await expect(page).toHaveURL((url) => url.pathname === "/en/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await expect(page.locator("#contact-form form")).toBeVisible();
    await context.setOffline(false);
  });

  for (const [name, connection] of [
    ["with data saver on", { saveData: true, effectiveType: "4g" }],
    ["on 2g", { saveData: false, effectiveType: "2g" }],
  ] as const) {
    test(`nothing is prefetched ${name}`, async ({ page }) => {
      await page.addInitScript((facts) => {
        Object.defineProperty(navigator, "connection", { value: facts, configurable: true });
      }, connection);
      const tableRequests: string[] = [];
      page.on("request", (r) => {
        if (TABLE.test(r.url())) tableRequests.push(r.url());
      });
      await page.goto("/en");
      await waitForHydration(page);
      await page.locator(CONTACT_LINK).last().dispatchEvent("pointerover");
      // The delay, then at most the idle callback's deadline (adapters' afterIdle), and a margin.
      await page.waitForTimeout(PREFETCH_IDLE_TIMEOUT_MS + 2_000 + 1_000);
      await page.locator(CONTACT_LINK).last().dispatchEvent("pointerover");
      await page.waitForTimeout(500);
      expect(tableRequests).toEqual([]);
    });
  }
});
