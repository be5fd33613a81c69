// Buyer search and trade search (issue 16) against the real provider and its demo data: each
// permission gate (global buyers 32 for /buyer, trade search 64 for /so: refused in words with the
// packages), buyer search in Chinese only (a user of another language is told so and may switch),
// the main flows (search, order by a column, save to collection, open a profile; find firms by name
// and by goods), a sub-account's own grants, bad input said in words, three languages at phone
// width; axe at 0. Words written out by hand from the catalogues.

import type { BrowserContext, Page } from "@playwright/test";
import { setLanguage, signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/page-helpers.ts";

const ADMIN = "admin@demo.portolan.test";
const TRADE = "trade@demo.portolan.test";
const SUB = "sub@demo.portolan.test";
const SUB2 = "sub2@demo.portolan.test";
const MAIN = "main@demo.portolan.test";

const russian = (context: BrowserContext, origin: string) =>
  context.addCookies([{ name: "lang", value: "ru", url: origin }]);
const bodyRows = (page: Page, region: RegExp) =>
  page.getByRole("region", { name: region }).locator("tbody tr");

test.describe("buyer search", () => {
  test("finds buyers in Chinese, orders them by last shipment, saves one and opens its profile", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "zh");
    await signInContext(page.context(), provider, ADMIN);
    await page.goto("/buyer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("采购商搜索");
    await expect(page).toHaveTitle(/^采购商搜索 · /);
    const summary = page.getByRole("status").filter({ hasText: /^找到 [\d,]+ 个采购商/ });
    await expect(summary).toBeVisible();
    const rows = bodyRows(page, /找到/);
    await expect(rows).toHaveCount(20);
    // The busiest first: shipments never grow down the page.
    const shipments = (await rows.locator("td:nth-child(2)").allTextContents()).map((n) =>
      Number(n.replace(/\D/g, "")),
    );
    expect(shipments).toEqual([...shipments].sort((a, b) => b - a));
    expect(await axeViolations(page)).toEqual([]);

    const last = page.getByRole("columnheader", { name: /最近货运/ });
    await last.getByRole("button").click();
    await expect(page).toHaveURL(/\/buyer\?sort=last$/);
    await expect(last).toHaveAttribute("aria-sort", "descending");
    const dates = await rows.locator("td:nth-child(4)").allTextContents();
    expect(dates).toEqual([...dates].sort().reverse());

    await page.getByLabel("进口国").selectOption("US");
    await page.getByRole("button", { name: "查找采购商" }).click();
    await expect(page).toHaveURL(/\/buyer\?country=US&sort=last$/);
    await expect(rows.first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("进口国")).toHaveValue("US");

    const first = rows.first();
    const name = (await first.locator("td").first().getByRole("link").textContent()) ?? "";
    const save = first.getByRole("button", { name: "收藏" });
    await save.click();
    await expect(first.getByRole("button", { name: "已收藏" })).toHaveAttribute("aria-pressed", "true");
    await first.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(/\/shipments\/company\?id=\d+&datasets=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("says a wrong HS code in words, in the form and from the address", async ({ page, provider }) => {
    await setLanguage(page.context(), provider.origin, "zh");
    await signInContext(page.context(), provider, ADMIN);
    await page.goto("/buyer");
    await page.getByLabel("HS 编码").fill("chairs");
    await page.getByRole("button", { name: "查找采购商" }).click();
    await expect(page.getByText("HS 编码为 2 到 10 位数字。")).toBeVisible();
    await expect(page).toHaveURL(/\/buyer$/);
    // An address typed by hand is read by the provider, which says why in the user's language.
    await page.goto("/buyer?hs=abc");
    await expect(page.getByRole("alert").filter({ hasText: "请输入2到10位的HS编码。" })).toBeVisible();
  });

  test("is refused without global buyers, in words with the packages", async ({ page, provider }) => {
    await setLanguage(page.context(), provider.origin, "zh");
    await signInContext(page.context(), provider, TRADE);
    await page.goto("/buyer");
    const refusal = page.getByRole("alert").filter({ hasText: "您的套餐" });
    await expect(refusal).toContainText("您的套餐不包含采购商搜索。");
    await expect(refusal.getByRole("link", { name: "查看包含该功能的套餐" })).toBeVisible();
    await expect(page.locator("table")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("tells an English or Russian user it is offered in Chinese, and switches on request", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, ADMIN);
    await page.goto("/buyer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buyer search");
    await expect(page.getByText("Buyer search is offered in Chinese only.")).toBeVisible();
    // The menu of an English user does not offer it (spec §2.6: Chinese only).
    await expect(page.locator('a[data-nav-id="data.buyer"]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await russian(page.context(), provider.origin);
    await page.reload();
    await expect(page.getByText("Поиск покупателей доступен только на китайском языке.")).toBeVisible();
    await page.getByRole("button", { name: "Переключить на китайский (简体中文)" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("采购商搜索");
    await expect(page.getByRole("status").filter({ hasText: /^找到/ })).toBeVisible();
  });

  test("fits a phone's width in Chinese", async ({ page, provider }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await setLanguage(page.context(), provider.origin, "zh");
    await signInContext(page.context(), provider, ADMIN);
    await page.goto("/buyer");
    await expect(bodyRows(page, /找到/).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("trade search", () => {
  test("finds firms by a piece of a name, then by goods everywhere, and opens a profile", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, TRADE);
    await page.goto("/so");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trade search");
    await expect(page.getByRole("radio", { name: "Company name" })).toBeChecked();
    const summary = page.getByRole("status").filter({ hasText: /compan(y|ies) found/ });
    const everyone = Number((await summary.textContent())?.replace(/\D/g, ""));
    expect(everyone).toBeGreaterThan(20);
    const rows = bodyRows(page, /found/);
    const firm = (await rows.first().locator("td").first().getByRole("link").textContent()) ?? "";
    const piece = (firm.match(/[A-Za-z]{4,}/g) ?? []).sort((a, b) => b.length - a.length)[0] ?? "";
    await page.getByRole("searchbox", { name: "Words" }).fill(piece.toLowerCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/so\\?keyword=${piece.toLowerCase()}$`));
    await expect(rows.first()).toContainText("Found by name");
    await expect(page.getByRole("link", { name: firm, exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A website is searched as the domain of a firm's e-mails.
    await page.goto("/so");
    const email = (await page.locator('a[href^="mailto:"]').first().textContent()) ?? "";
    const domain = email.split("@")[1] ?? "";
    expect(domain).toMatch(/\.example$/);
    await page.getByRole("radio", { name: "Website or e-mail", exact: true }).check();
    await page.getByRole("searchbox", { name: "Words" }).fill(domain);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/so\\?keyword=${domain.replaceAll(".", "\\.")}&searchType=website-email$`),
    );
    await expect(rows.first()).toContainText("Found by website or e-mail");
    await expect(page.getByRole("link", { name: email, exact: true }).first()).toBeVisible();

    await page.getByRole("radio", { name: "Name, goods, website or e-mail" }).check();
    await page.getByRole("searchbox", { name: "Words" }).fill("other");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/so\?keyword=other&searchType=com-all$/);
    await expect(rows.first()).toContainText(/Found by .*goods/);
    const goodsFirm = (await rows.first().locator("td").first().getByRole("link").textContent()) ?? "";
    await rows.first().getByRole("link", { name: goodsFirm, exact: true }).click();
    await expect(page).toHaveURL(/\/shipments\/company\?id=\d+&datasets=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(goodsFirm);
  });

  test("gives a sub-account its own grants: fewer firms than its main account", async ({
    browser,
    provider,
  }) => {
    const count = async (who: string) => {
      const context = await browser.newContext({ baseURL: provider.origin });
      await setLanguage(context, provider.origin, "en");
      await signInContext(context, provider, who);
      const page = await context.newPage();
      await page.goto("/so");
      const text = await page
        .getByRole("status")
        .filter({ hasText: /compan(y|ies) found/ })
        .textContent();
      await context.close();
      return Number(text?.replace(/\D/g, ""));
    };
    const main = await count(TRADE);
    const sub = await count(SUB);
    expect(sub).toBeGreaterThan(0);
    expect(sub).toBeLessThan(main);
  });

  test("is refused without trade search, in words with the packages", async ({ browser, provider }) => {
    for (const who of [MAIN, SUB2]) {
      const context = await browser.newContext({ baseURL: provider.origin });
      await setLanguage(context, provider.origin, "en");
      await signInContext(context, provider, who);
      const page = await context.newPage();
      await page.goto("/so");
      const refusal = page.getByRole("alert").filter({ hasText: "Your package" });
      await expect(refusal).toContainText("Your package does not include trade search.");
      await expect(refusal.getByRole("link", { name: "See the packages that include it" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });

  test("reads in Chinese and Russian at a phone's width", async ({ page, provider }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await setLanguage(page.context(), provider.origin, "zh");
    await signInContext(page.context(), provider, TRADE);
    await page.goto("/so?keyword=co&searchType=com-all");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("外贸搜索");
    await expect(page.getByRole("status").filter({ hasText: /^找到 [\d,]+ 家公司$/ })).toBeVisible();
    await expect(page.getByRole("radio", { name: "名称、商品、网站或邮箱" })).toBeChecked();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await russian(page.context(), provider.origin);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Торговый поиск");
    await expect(page.getByRole("status").filter({ hasText: /^Найден[оа]? [\d\s]+ компани/ })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
