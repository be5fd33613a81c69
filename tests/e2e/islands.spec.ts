// The public site as islands (ui/site/src/islands/): a page is prerendered HTML that no script renders
// again; only its islands (a form, live figures, the header…) hydrate, each from its own module: the
// page's own islands at load, the frame's (header, footer, widgets, dialog) and the home page's live
// samples and try-search once the browser is idle.
// Whatever moved before an island hydrated (the scroll, the session) shows without a hydration
// mismatch (the fixture's guard fails a test on any console error or hydration warning).

import type { Page } from "@playwright/test";
import { HYDRATED_MARK } from "@portolan/core";
import { islandModuleFiles } from "./support/chunks.ts";
import { signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";

const islandFile = (name: string): string => {
  const file = islandModuleFiles().get(name);
  if (file === undefined) throw new Error(`no island module ${name} in the build`);
  return file;
};

/** Holds an island's module until `release` is called. */
const holdIsland = async (page: Page, name: string): Promise<() => void> => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const file = islandFile(name);
  await page.route(
    (url) => url.pathname === file,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
};

/** The content of <main> in a document's HTML, as the browser serialises it. */
const mainHtmlOf = (page: Page, html: string): Promise<string> =>
  page.evaluate(
    (text) => new DOMParser().parseFromString(text, "text/html").querySelector("main")?.innerHTML ?? "",
    html,
  );

for (const path of ["/cn", "/en", "/ru"]) {
  test(`${path}: the page's content stays the prerendered HTML and only islands' scripts load`, async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    // The live samples stay as prerendered (loading) while their call is held: the comparison below
    // is of the HTML the islands hydrated, not of the data that fills them later.
    await page.route("**/api/public/samples", () => undefined);
    await page.goto(path);
    await waitForHydration(page);
    const islands = new Set(islandModuleFiles().values());
    const loadedIslands = scripts.filter((s) => islands.has(s)).sort();
    expect(loadedIslands).toEqual(
      ["header", "try-search", "live-samples", "footer", "widgets", "demo-dialog", "notifications"]
        .map(islandFile)
        .sort(),
    );
    // No page module: the home page's script (a page file's chunk) is never requested.
    expect(scripts.filter((s) => /\/home-[\w-]+\.js$/.test(s))).toEqual([]);
    const prerendered = await mainHtmlOf(page, await (await request.get(path)).text());
    expect(prerendered.length).toBeGreaterThan(1_000);
    expect(await page.locator("main").evaluate((m) => m.innerHTML)).toBe(prerendered);
  });
}

test("the footer hydrates once the page is hydrated and the browser idle, and then works", async ({
  page,
}) => {
  await page.goto("/en");
  await waitForHydration(page);
  const times = await page.evaluate(
    ([mark, footer]) => ({
      footer: performance.getEntriesByType("resource").find((e) => new URL(e.name).pathname === footer)
        ?.startTime,
      hydrated: performance.getEntriesByName(mark)[0]?.startTime,
    }),
    [HYDRATED_MARK, islandFile("footer")] as const,
  );
  expect(times.footer).toBeDefined();
  expect(times.hydrated).toBeDefined();
  expect(times.footer ?? 0).toBeGreaterThanOrEqual(times.hydrated ?? Number.POSITIVE_INFINITY);
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  await page.locator("footer").getByRole("button", { name: "Back to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a language picked before the header hydrates opens that page and stores the lang cookie", async ({
  page,
  context,
}) => {
  const release = await holdIsland(page, "header");
  await page.goto("/en/aboutus");
  // The language bar is plain links: it works before any script.
  await page.locator("header[data-bar-hidden]").getByRole("link", { name: "Русский" }).click();
  await expect(page).toHaveURL(/\/ru\/aboutus$/);
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("ru");
  release();
});

test("scrolled and signed in before the header hydrates: it hydrates without a mismatch and shows both", async ({
  page,
  context,
  provider,
}) => {
  await signInContext(context, provider, "demo-main");
  const release = await holdIsland(page, "header");
  await page.goto("/en/aboutus");
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
  await expect(page.locator("header[data-bar-hidden]")).toHaveAttribute("data-bar-hidden", "false");
  release();
  await waitForHydration(page);
  // The header's scroll listener is throttled (300 ms): it reads the position it finds.
  await page.evaluate(() => window.scrollBy({ top: 10, behavior: "instant" }));
  await expect(page.locator("header[data-bar-hidden]")).toHaveAttribute("data-bar-hidden", "true");
  await expect(page.locator('header [data-account-menu="trigger"]')).toBeVisible();
  await expect(page.locator("header[data-bar-hidden]").getByRole("link", { name: "Log in" })).toHaveCount(0);
});

test.describe("when the header's module cannot be loaded", () => {
  test.use({ allowedConsoleErrors: /Failed to load resource|ERR_FAILED/ });

  test("the page reloads once; then the header's links still lead where they say", async ({ page }) => {
    let documents = 0;
    page.on("request", (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents += 1;
    });
    const file = islandFile("header");
    await page.route(
      (url) => url.pathname === file,
      (route) => route.abort("failed"),
    );
    await page.goto("/en");
    // The chunk-reload guard reloads once; the reloaded page fails again and keeps its HTML.
    await expect.poll(() => documents, { timeout: 10_000 }).toBe(2);
    await page.waitForTimeout(1_000);
    await page.locator("header[data-bar-hidden]").getByRole("link", { name: "Contact" }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/en/contact");
  });
});
