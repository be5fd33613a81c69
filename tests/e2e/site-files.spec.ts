// Site-wide facts of the prerendered site: every page has a title of its own, sitemap.xml lists every
// prerendered path (and nothing else) and robots.txt points at it, all at the provider's own origin.

import { matchRoute, pageVariantsOf, prerenderPaths } from "@portolan/core";
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

test("every label of a prerendered page names a control on it, and no textarea has a type (Nu checker)", async ({
  request,
}) => {
  const problems: string[] = [];
  for (const path of prerenderPaths()) {
    const html = await (await request.get(path)).text();
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const [, target] of html.matchAll(/<label[^>]*\sfor="([^"]+)"/g))
      if (!ids.has(target)) problems.push(`${path}: label for="${target}" names nothing`);
    if (/<textarea[^>]*\stype=/.test(html)) problems.push(`${path}: a textarea with a type`);
  }
  expect(problems).toEqual([]);
});

test("sitemap.xml lists every prerendered path and every page variant once", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL((m[1] ?? "").replace(/&amp;/g, "&"));
    return `${url.pathname}${url.search}`;
  });
  const variants = prerenderPaths().flatMap((path) =>
    pageVariantsOf(matchRoute(path)?.route.id ?? "").map((v) => `${path}${v.search}`),
  );
  expect(variants).toContain("/en/countrydetail?country=US");
  expect([...locs].sort()).toEqual([...prerenderPaths(), ...variants].sort());
});

test("canonical, hreflang, sitemap and robots.txt carry the provider's public origin, not the build's", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const page = await (await request.get("/en/aboutus")).text();
  const links = [...page.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1] ?? "",
  );
  expect(links.length).toBeGreaterThan(1);
  for (const link of links) expect(new URL(link).origin).toBe(origin);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g))
    expect(new URL(loc ?? "").origin).toBe(origin);
  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test("robots.txt references the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const sitemapLine = (await response.text()).split("\n").find((l) => /^sitemap:/i.test(l));
  expect(sitemapLine).toBeDefined();
  expect(new URL((sitemapLine ?? "").replace(/^sitemap:\s*/i, "")).pathname).toBe("/sitemap.xml");
});

test("the footer links to the language's HTML sitemap, not the crawlers' XML (D191)", async ({ page }) => {
  for (const [home, sitemap] of [
    ["/cn", "/cn/sitemap"],
    ["/en", "/en/sitemap"],
    ["/ru", "/ru/sitemap"],
  ] as const) {
    await page.goto(home);
    await expect(page.locator(`footer a[href="${sitemap}"]`)).toHaveCount(1);
    await expect(page.locator('footer a[href$="/sitemap.xml"]')).toHaveCount(0);
  }
});
