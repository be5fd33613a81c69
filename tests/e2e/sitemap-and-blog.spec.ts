// The footer's sitemap and blog (decisions D191, D192): the sitemap is an HTML page per language that
// links to every page of that language under group headings; the blog is a list of articles.

import { prerenderPaths } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";

const LANGUAGES = [
  { home: "/cn", heading: "网站地图", blog: "/cn/news", article: "/cn/news/detail" },
  { home: "/en", heading: "Sitemap", blog: "/en/content/press", article: "/en/content/press-scmp" },
  { home: "/ru", heading: "Карта сайта", blog: "/ru/content/press", article: "/en/content/press-scmp" },
] as const;

const pathsOf = (home: string) => prerenderPaths().filter((p) => p === home || p.startsWith(`${home}/`));

for (const { home, heading, blog, article } of LANGUAGES) {
  test(`${home}: the footer's sitemap opens an HTML page listing every page of the language`, async ({
    page,
  }) => {
    await page.goto(home);
    await waitForHydration(page);
    await page.locator(`footer a[href="${home}/sitemap"]`).click();
    await expect(page).toHaveURL(new RegExp(`${home}/sitemap$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await page.locator("main h2").count()).toBeGreaterThanOrEqual(4);
    const hrefs = await page.locator("main li a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect([...hrefs].sort()).toEqual(pathsOf(home).sort());
    // Every entry has a name of its own.
    const names = await page.locator("main li a").allTextContents();
    expect(names.every((n) => n.trim() !== "")).toBe(true);
  });

  test(`${home}: the footer's blog opens a list of articles`, async ({ page, request }) => {
    await page.goto(home);
    await waitForHydration(page);
    await page.locator(`footer a[href="${blog}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${blog}$`));
    const articleLink = page.locator(`main a[href="${article}"]`).first();
    await expect(articleLink).toBeVisible();
    expect((await request.get(article)).status()).toBe(200);
  });
}

test("/sitemap.xml stays for crawlers and lists the HTML sitemaps and press lists", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  for (const path of ["/cn/sitemap", "/en/sitemap", "/ru/sitemap", "/en/content/press", "/ru/content/press"])
    expect(xml).toContain(`${path}</loc>`);
});
