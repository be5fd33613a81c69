// A buyer's language from the order to the console (issue 29 items 5–7; D285, D286): a Russian buyer
// orders on /ru/package, pays on /ru/payment/{id}, switches language there without losing the order,
// and lands in a Russian console; a paid order's page says so, with the receipt and "Open the
// console", in each language; a fresh browser opens `/` and /login in its own language. Words written
// out by hand from the catalogues.

import type { BrowserContext, Page } from "@playwright/test";
import type { Locale } from "@portolan/core";
import { registerAccount } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";
import type { E2eProvider } from "./support/provider.ts";

const NATIVE_NAMES: Readonly<Record<Locale, string>> = { zh: "简体中文", en: "English", ru: "Русский" };
const SEGMENT: Readonly<Record<Locale, string>> = { zh: "cn", en: "en", ru: "ru" };

const WORDS = {
  zh: {
    order: (id: string) => `订单 ${id}`,
    pay: "支付",
    paidLead: "已付款，您的套餐已生效。",
    openConsole: "进入控制台",
    invoice: "下载发票（PDF）",
    unpaidLead: "未付款的订单保留 7 天。请在截止日期前付款，套餐即可生效。",
    dashboard: "工作台",
  },
  en: {
    order: (id: string) => `Order ${id}`,
    pay: "Pay",
    paidLead: "Paid. Your package is active.",
    openConsole: "Open the console",
    invoice: "Download the invoice (PDF)",
    unpaidLead: "Unpaid orders are reserved for 7 days. Pay before the deadline to start your package.",
    dashboard: "Dashboard",
  },
  ru: {
    order: (id: string) => `Заказ ${id}`,
    pay: "Оплатить",
    paidLead: "Оплачено. Ваш пакет активен.",
    openConsole: "Открыть консоль",
    invoice: "Скачать счёт (PDF)",
    unpaidLead:
      "Неоплаченный заказ резервируется на 7 дн. Оплатите его до конца срока, чтобы пакет начал действовать.",
    dashboard: "Панель управления",
  },
} as const;

const signInAs = async (context: BrowserContext, provider: E2eProvider, email: string) => {
  const token = await registerAccount(provider, email, "harbour-2026");
  await context.addCookies([{ name: "token", value: token, url: provider.origin, httpOnly: true }]);
  return token;
};

/** An order placed over HTTP as the purchase form would. */
const placeOrder = async (provider: E2eProvider, token: string, tierId: string): Promise<string> => {
  const response = await fetch(`${provider.origin}/pay/payment`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: provider.origin,
      cookie: `token=${token}`,
      "Idempotency-Key": `e2e-${tierId}-${Math.random()}`,
    },
    body: JSON.stringify({ tierId }),
  });
  const body = (await response.json()) as { data: { id: string } };
  return body.data.id;
};

const hero = (page: Page) => page.locator("main header");

const pay = async (page: Page, locale: Locale) => {
  await page.getByRole("button", { name: WORDS[locale].pay, exact: true }).click();
  await expect(hero(page)).toContainText(WORDS[locale].paidLead);
};

test.use({ locale: "ru-RU" });

test("a Russian buyer orders on /ru/package, keeps the order across languages, pays and lands in a Russian console", async ({
  page,
  provider,
}) => {
  await signInAs(page.context(), provider, "ivan.pokupatelev@example.com");
  await page.goto("/ru/package");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Покупка пакета данных" });
  await form.getByRole("button", { name: "Заказать и оплатить" }).click();
  await expect(page).toHaveURL((url) => /^\/ru\/payment\/[^/]+$/.test(url.pathname), { timeout: 15_000 });
  const id = new URL(page.url()).pathname.split("/")[3] ?? "";
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(WORDS.ru.order(id));
  await expect(hero(page)).toContainText(WORDS.ru.unpaidLead);

  // Every language link names this order, before and after the header's script runs.
  for (const l of ["zh", "en", "ru"] as const)
    await expect(
      page.locator("header").getByRole("link", { name: NATIVE_NAMES[l], exact: true }),
    ).toHaveAttribute("href", `/${SEGMENT[l]}/payment/${id}`);
  await page.locator("header").getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/en/payment/${id}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(WORDS.en.order(id));
  await expect(hero(page)).toContainText(WORDS.en.unpaidLead);
  await page.locator("header").getByRole("link", { name: "Русский", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/ru/payment/${id}`);
  await waitForHydration(page);

  await pay(page, "ru");
  const next = page.getByTestId("paid-next");
  await expect(next.getByRole("link", { name: WORDS.ru.invoice })).toHaveAttribute(
    "href",
    `/console/account/invoice/${id}`,
  );
  await next.getByRole("link", { name: WORDS.ru.openConsole }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: WORDS.ru.dashboard })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("ru");
});

test("buying the package one holds again says it is a renewal, and the dashboard shows both terms", async ({
  page,
  provider,
}) => {
  const token = await signInAs(page.context(), provider, "renew.again@example.com");
  const first = await placeOrder(provider, token, "PRO");
  await page.goto(`/ru/payment/${first}`);
  await waitForHydration(page);
  await pay(page, "ru");

  await page.goto("/ru/package?tier=PRO");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Покупка пакета данных" });
  await expect(form.getByTestId("purchase-kind")).toContainText("Этот заказ продлевает ваш пакет PRO");
  await form.getByRole("button", { name: "Заказать и оплатить" }).click();
  await expect(page).toHaveURL((url) => /^\/ru\/payment\/[^/]+$/.test(url.pathname), { timeout: 15_000 });
  await waitForHydration(page);
  await pay(page, "ru");
  await page.getByTestId("paid-next").getByRole("link", { name: WORDS.ru.openConsole }).click();
  const card = page.getByTestId("package");
  await expect(card.getByTestId("package-current")).toContainText("Действует с");
  await expect(card.getByTestId("package-next")).toContainText("Следующий срок: PRO");
});

for (const locale of ["zh", "en", "ru"] as const) {
  test(`a paid order's page in ${locale} says paid, offers the receipt and opens the console`, async ({
    page,
    provider,
  }) => {
    const token = await signInAs(page.context(), provider, `paid.${locale}@example.com`);
    const id = await placeOrder(provider, token, "PRO");
    await page.goto(`/${SEGMENT[locale]}/payment/${id}`);
    await waitForHydration(page);
    await expect(hero(page)).toContainText(WORDS[locale].unpaidLead);
    await pay(page, locale);
    // Read again (a later visit): paid, the receipt and the way on; no reservation, no deadline.
    await page.reload();
    await waitForHydration(page);
    await expect(hero(page)).toContainText(WORDS[locale].paidLead);
    await expect(hero(page)).not.toContainText(WORDS[locale].unpaidLead);
    await expect(page.getByTestId("bank-transfer")).toHaveCount(0);
    const next = page.getByTestId("paid-next");
    const download = page.waitForEvent("download");
    await next.getByRole("link", { name: WORDS[locale].invoice }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^PTL-\\d{4}-${id}\\.pdf$`));
    await next.getByRole("link", { name: WORDS[locale].openConsole }).click();
    await expect(page.getByRole("heading", { level: 1, name: WORDS[locale].dashboard })).toBeVisible();
  });
}

test.describe("a fresh browser without a cookie opens the site in its own language (D286)", () => {
  for (const [browserLocale, home, login] of [
    ["ru-RU", "/ru", "Вход"],
    ["en-US", "/en", "Log in"],
  ] as const) {
    test.describe(browserLocale, () => {
      test.use({ locale: browserLocale });
      test(`/ goes to ${home} and /login is in its language`, async ({ page }) => {
        await page.goto("/");
        await expect(page).toHaveURL((url) => url.pathname === home);
        await page.context().clearCookies();
        await page.goto("/login");
        await expect(page.getByRole("form", { name: login })).toBeVisible();
      });
      test("a reset link from a Russian mail opens in Russian", async ({ page }) => {
        await page.goto("/reset-password?token=made-up&lang=ru");
        await expect(page.getByRole("form", { name: "Новый пароль" })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe("ru");
      });
    });
  }
});
