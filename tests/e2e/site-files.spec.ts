// Site-wide facts of the prerendered site: every page has a title of its own, sitemap.xml lists every
// prerendered path (and nothing else) and robots.txt points at it.

import { prerenderPaths } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";

const titleOf = (html: string): string =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replace(/&amp;/g, "&").trim();

test("every prerendered page has a title no other page has", async ({ request }) => {
  const titles = new Map<string, string[]>();
  for (const path of prerenderPaths()) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const title = titleOf(await response.text());
    expect(title, `title of ${path}`).not.toBe("");
    titles.set(title, [...(titles.get(title) ?? []), path]);
  }
  const shared = [...titles]
    .filter(([, paths]) => paths.length > 1)
    .map(([title, paths]) => ({ title, paths }));
  expect(shared).toEqual([]);
});

test("sitemap.xml lists every prerendered path once", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? "").pathname,
  );
  expect([...locs].sort()).toEqual([...prerenderPaths()].sort());
});

test("robots.txt references the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const sitemapLine = (await response.text()).split("\n").find((l) => /^sitemap:/i.test(l));
  expect(sitemapLine).toBeDefined();
  expect(new URL((sitemapLine ?? "").replace(/^sitemap:\s*/i, "")).pathname).toBe("/sitemap.xml");
});

test("the footer links to the sitemap", async ({ page }) => {
  await page.goto("/en");
  await expect(page.locator('footer a[href$="/sitemap.xml"]')).toHaveCount(1);
});
