// Pages kept as prerendered (ui/site/src/pages/kept-content.ts): a visitor landing on a page with nothing
// to hydrate gets its prerendered content as it is, and no module of that page is fetched; its links
// still navigate on the client, and the page rendered later by React is the one prerendered.

import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";

const pageMeta = (page: Page, name: string) =>
  page.locator(`meta[name="${name}"]`).evaluateAll((metas) => metas.map((m) => m.getAttribute("content")));

/** The content as a visitor reads it, and its structure (element names and ids, in order). */
const contentOf = (page: Page) =>
  page.locator("main").evaluate((main) => ({
    text: main.textContent,
    shape: [...main.querySelectorAll("*")].map((e) => `${e.tagName}${e.id ? `#${e.id}` : ""}`).join(" "),
  }));

for (const path of ["/cn", "/en", "/ru"]) {
  test(`${path} is kept as prerendered: no page module loads, and React renders the same page later`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    const requested: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
      requested.push(new URL(r.url()).pathname);
    });
    await page.goto(path);
    await waitForHydration(page);
    expect(await pageMeta(page, "portolan-page")).toEqual([]);
    expect(await pageMeta(page, "portolan-kept")).toEqual([path === "/cn" ? "default" : "english"]);
    expect(scripts.filter((s) => /\/home-[\w-]+\.js$/.test(s))).toEqual([]);
    const prerendered = await contentOf(page);
    expect(prerendered.text?.length).toBeGreaterThan(200);

    // A link in the kept content navigates on the client (no new document), and back renders the page.
    let documents = 0;
    page.on("request", (r) => {
      if (r.isNavigationRequest()) documents += 1;
    });
    await page.locator(`main a[href^="${path}/"]`).first().dispatchEvent("click");
    await expect(page).not.toHaveURL((url) => url.pathname === path);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === path);
    // Loaded then, or fetched ahead by link prefetch (app/prefetch.ts) and taken from the cache.
    await expect.poll(() => requested.some((s) => /\/home-[\w-]+\.js$/.test(s))).toBe(true);
    await expect.poll(() => contentOf(page)).toEqual(prerendered);
    expect(documents).toBe(0);
  });
}

test("a page with a form is hydrated with its module", async ({ page }) => {
  await page.goto("/cn/contact");
  await waitForHydration(page);
  expect(await pageMeta(page, "portolan-kept")).toEqual([]);
  expect(await pageMeta(page, "portolan-page")).toHaveLength(1);
  await expect(page.locator("main form")).toBeVisible();
});
