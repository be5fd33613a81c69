// The pages the embedded default serves (issue 5 "Pages the embedded default serves"): the dashboard
// (account, tier and permissions in words, the data sets of the customs_data_source bits, package,
// orders awaiting payment), basic info (view, edit, an email change confirmed by the code sent to the
// new address) and the three cost-page variants, against the real provider; axe on each page in zh
// and en, and no sideways scrolling at phone width. Expected words are written out by hand from the
// console's catalogues, so a wrong rule or a wrong word fails.

import type { Page } from "@playwright/test";
import { type ConsoleLanguage, setLanguage, signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { expectNotice, field, requestCode, sentCode } from "./support/forms.ts";
import { axeViolations } from "./support/page-helpers.ts";
import type { E2eProvider } from "./support/provider.ts";

const signInAs = async (
  page: Page,
  provider: E2eProvider,
  login: string,
  language: ConsoleLanguage,
): Promise<string> => {
  await setLanguage(page.context(), provider.origin, language);
  return signInContext(page.context(), provider, login);
};

interface PlacedOrder {
  readonly id: string;
  readonly reservedUntil: number;
}

let keys = 0;
/** The purchase flow's create-order call over HTTP, as the signed-in account. */
const createOrder = async (provider: E2eProvider, token: string, tierId: string): Promise<PlacedOrder> => {
  const response = await fetch(`${provider.origin}/pay/payment`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: `token=${token}`,
      origin: provider.origin,
      "Idempotency-Key": `console-pages-${Date.now()}-${++keys}`,
    },
    body: JSON.stringify({ tierId }),
  });
  const body = (await response.json()) as { code: number; data: PlacedOrder };
  expect(body.code, "create order").toBe(200);
  return body.data;
};

/** Opens a payment-provider order for an order (the payment page's first call): a payment record. */
const openProviderOrder = async (provider: E2eProvider, orderId: string) => {
  const response = await fetch(`${provider.origin}/public/paypal`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: provider.origin,
      "Idempotency-Key": `console-pages-po-${++keys}`,
    },
    body: JSON.stringify({ orderId }),
  });
  expect(((await response.json()) as { code: number }).code, "provider order").toBe(200);
};

/** The deadline as the page's language writes it (the browser's Intl, as the page does). */
const deadlineText = (page: Page, ms: number, tag: string) =>
  page.evaluate(
    ([at, lang]) =>
      new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(at as number),
    [ms, tag] as const,
  );

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

const listed = async (page: Page, groupName: string) =>
  page.getByRole("table", { name: groupName }).getByRole("rowheader").allTextContents();

test.describe("dashboard", () => {
  test("lists exactly the data sets of two different bit strings, by continent (en, zh)", async ({
    page,
    provider,
  }) => {
    await signInAs(page, provider, "trade@demo.portolan.test", "en");
    await page.goto("/dashboard");
    const datasets = page.getByTestId("datasets");
    await expect(datasets.getByRole("heading", { level: 3 })).toHaveText(["North America"]);
    expect(await listed(page, "North America")).toEqual([
      "United States imports, bills of lading (sea)",
      "United States exports, bills of lading (sea)",
      "Mexico imports, customs declarations (sea)",
      "Mexico exports, customs declarations (sea)",
    ]);

    await page.context().clearCookies();
    await signInAs(page, provider, "ai@demo.portolan.test", "zh");
    await page.goto("/dashboard");
    await expect(page.getByTestId("datasets").getByRole("heading", { level: 3 })).toHaveText(["亚洲"]);
    expect(await listed(page, "亚洲")).toEqual(["印度进口（海关报关数据）", "印度出口（海关报关数据）"]);
  });

  test("says none when the bits own nothing", async ({ page, provider }) => {
    await signInAs(page, provider, "main@demo.portolan.test", "en");
    await page.goto("/dashboard");
    await expect(page.getByTestId("datasets")).toContainText("No data sets");
    await expect(page.getByTestId("permissions-none")).toHaveText("No permissions");
    await expect(page.getByTestId("membership-tier")).toHaveText("Normal");
  });

  test("shows the account, the tier and the permissions in words for two accounts", async ({
    page,
    provider,
  }) => {
    await signInAs(page, provider, "trade@demo.portolan.test", "en");
    await page.goto("/dashboard");
    const facts = page.getByTestId("account-facts");
    await expect(facts).toContainText("Account namedemo-trade");
    await expect(facts).toContainText("Account typeMain account");
    await expect(facts).toContainText("DepartmentSales");
    await expect(page.getByTestId("membership-tier")).toHaveText("Bronze");
    await expect(page.getByTestId("permissions").getByRole("listitem")).toHaveText([
      "Trade search and CRM",
      "Trade search plus",
    ]);

    await page.context().clearCookies();
    await signInAs(page, provider, "market@demo.portolan.test", "zh");
    await page.goto("/dashboard");
    await expect(page.getByTestId("membership-tier")).toHaveText("全球增强版");
    await expect(page.getByTestId("permissions").getByRole("listitem")).toHaveText([
      "市场分析",
      "贸易伙伴报告",
    ]);
    await expect(page.getByTestId("account-facts")).toContainText("部门无部门");
  });

  test("shows an order awaiting payment with its deadline and the link to pay", async ({
    page,
    provider,
  }) => {
    const token = await signInAs(page, provider, "sub@demo.portolan.test", "en");
    const order = await createOrder(provider, token, "PRO");
    await page.goto("/dashboard");
    const awaiting = page.getByTestId("orders-awaiting");
    const item = awaiting.locator(`[data-order="${order.id}"]`);
    await expect(item).toContainText(`Order ${order.id}`);
    await expect(item).toContainText(
      `Awaiting payment until ${await deadlineText(page, order.reservedUntil, "en")}`,
    );
    await expect(item.getByRole("link", { name: `Pay order ${order.id}` })).toHaveAttribute(
      "href",
      `/en/payment/${order.id}`,
    );
    await expect(page.getByTestId("package")).toContainText("No package bought yet.");
  });
});

test.describe("basic info", () => {
  test("edits nickname and department; the change is kept after a reload", async ({ page, provider }) => {
    await signInAs(page, provider, "info@demo.portolan.test", "en");
    await page.goto("/account/basicinfo");
    const card = page.getByRole("region", { name: "Account" });
    await card.getByRole("button", { name: "Edit" }).click();
    await expect(field(page, "Nickname")).toHaveValue("Ines");
    await field(page, "Nickname").fill("Ines Q.");
    await field(page, "Department").fill("Research");
    await page.getByRole("button", { name: "Save" }).click();
    await expectNotice(page, "status", "Your basic information was saved.");
    const facts = page.getByTestId("basic-info");
    await expect(facts.locator('[data-field="nickname"] dd')).toHaveText("Ines Q.");
    await expect(facts.locator('[data-field="department"] dd')).toHaveText("Research");
    await page.reload();
    await expect(page.getByTestId("basic-info").locator('[data-field="nickname"] dd')).toHaveText("Ines Q.");
    await expect(page.getByTestId("basic-info").locator('[data-field="department"] dd')).toHaveText(
      "Research",
    );
  });

  test("refuses a blank nickname and a bad email beside the fields, keeping what was typed", async ({
    page,
    provider,
  }) => {
    await signInAs(page, provider, "sub2@demo.portolan.test", "en");
    await page.goto("/account");
    await page.getByRole("button", { name: "Edit" }).click();
    await field(page, "Nickname").fill(" ");
    await field(page, "Email").fill("not-an-address");
    await page.getByRole("button", { name: "Save" }).click();
    await expectNotice(page, "status", "Please enter a nickname.");
    await expect(page.getByText("Enter a valid email address.").first()).toBeVisible();
    await expect(field(page, "Email")).toHaveValue("not-an-address");
    await expect(field(page, "Nickname")).toBeFocused();
  });

  test("changes the email with the code sent to the new address; a wrong code keeps every field", async ({
    page,
    provider,
  }) => {
    const next = "otto.new@demo.portolan.test";
    await signInAs(page, provider, "oem@demo.portolan.test", "en");
    await page.goto("/account/basicinfo");
    await page.getByRole("button", { name: "Edit" }).click();
    await field(page, "Phone").fill("+49 30 1234 5678");
    await field(page, "Email").fill(next);
    const form = page.getByRole("form", { name: "Edit basic information" });
    await requestCode(form);
    const code = await sentCode(provider, next);

    const wrong = code === "000000" ? "111111" : "000000";
    await field(page, "Verification code sent to the new email").fill(wrong);
    await page.getByRole("button", { name: "Save" }).click();
    await expectNotice(page, "alert", "Verification code error.");
    await expect(field(page, "Email")).toHaveValue(next);
    await expect(field(page, "Phone")).toHaveValue("+49 30 1234 5678");
    await expect(field(page, "Verification code sent to the new email")).toHaveValue(wrong);
    await expect(field(page, "Verification code sent to the new email")).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    await field(page, "Verification code sent to the new email").fill(code);
    await page.getByRole("button", { name: "Save" }).click();
    await expectNotice(page, "status", "Your basic information was saved.");
    const facts = page.getByTestId("basic-info");
    await expect(facts.locator('[data-field="email"] dd')).toHaveText(next);
    await expect(facts.locator('[data-field="phone"] dd')).toHaveText("+49 30 1234 5678");
    // The header's session follows: the account menu shows the new address.
    await page.getByRole("button", { name: /^Account menu: / }).click();
    await expect(page.locator('[data-account-menu="popover"] [data-account-field="email"]')).toHaveText(next);
  });
});

test.describe("cost page", () => {
  test("a payment user lands on the payment links, with the new order's link to copy", async ({
    page,
    provider,
  }) => {
    const token = await signInAs(page, provider, "payment@demo.portolan.test", "en");
    const order = await createOrder(provider, token, "GLOBAL");
    await page.goto("/cost");
    await expect(page).toHaveURL(/\/cost\/paymentLink$/);
    await expect(heading(page, "Payment link")).toBeVisible();
    const item = page.getByTestId("orders-awaiting").locator(`[data-order="${order.id}"]`);
    await expect(item).toContainText(
      `Awaiting payment until ${await deadlineText(page, order.reservedUntil, "en")}`,
    );
    await expect(item.getByRole("textbox")).toHaveValue(`${provider.origin}/en/payment/${order.id}`);
    await expect(
      item.getByRole("button", { name: `Copy the payment link of order ${order.id}` }),
    ).toBeVisible();
    await expect(item.getByRole("link", { name: `Pay order ${order.id}` })).toHaveAttribute(
      "href",
      `/en/payment/${order.id}`,
    );
  });

  test("a user without cost permission sees the payment records only", async ({ page, provider }) => {
    const token = await signInAs(page, provider, "main@demo.portolan.test", "zh");
    await page.goto("/cost");
    await expect(page).toHaveURL(/\/cost\/records$/);
    await expect(heading(page, "支付记录")).toBeVisible();
    await expect(page.getByTestId("payments")).toContainText("暂无支付记录。");
    const order = await createOrder(provider, token, "PRO");
    await openProviderOrder(provider, order.id);
    await page.reload();
    await expect(page.getByTestId("payments")).toContainText(`订单 ${order.id}`);
    await expect(page.getByTestId("payments")).toContainText("已发起，未完成");
    await expect(page.getByTestId("orders-awaiting")).toHaveCount(0);
  });

  test("a user with cost permission sees the overview: package, orders, payments", async ({
    page,
    provider,
  }) => {
    const token = await signInAs(page, provider, "trade@demo.portolan.test", "zh");
    await page.goto("/cost");
    await expect(heading(page, "费用中心")).toBeVisible();
    await expect(page.getByTestId("orders-all")).toContainText("暂无订单。");
    const order = await createOrder(provider, token, "PLUS");
    await page.reload();
    await expect(page).toHaveURL(/\/cost$/);
    const awaiting = page.getByTestId("orders-awaiting").locator(`[data-order="${order.id}"]`);
    await expect(awaiting).toContainText(
      `待付款，付款截止时间：${await deadlineText(page, order.reservedUntil, "zh-CN")}`,
    );
    await expect(page.getByTestId("orders-all")).toContainText(`订单 ${order.id}`);
    await expect(page.getByTestId("package")).toContainText("尚未购买套餐。");
    await expect(page.getByTestId("package").getByRole("link", { name: "购买数据套餐" })).toHaveAttribute(
      "href",
      "/cn/product/global",
    );
    await expect(page.getByTestId("payments")).toContainText("暂无支付记录。");
  });
});

const PAGES = [
  ["admin@demo.portolan.test", "/dashboard", { en: "Dashboard", zh: "工作台" }],
  ["admin@demo.portolan.test", "/account/basicinfo", { en: "Basic information", zh: "基本信息" }],
  ["trade@demo.portolan.test", "/cost", { en: "Cost centre", zh: "费用中心" }],
  ["payment@demo.portolan.test", "/cost/paymentLink", { en: "Payment link", zh: "支付链接" }],
  ["main@demo.portolan.test", "/cost/records", { en: "Payment records", zh: "支付记录" }],
] as const;

for (const language of ["zh", "en"] as const) {
  for (const [login, path, title] of PAGES) {
    test(`${path} passes axe, at 1280 and at phone width, without sideways scrolling (${language})`, async ({
      page,
      provider,
    }) => {
      const token = await signInAs(page, provider, login, language);
      if (path !== "/cost/records") await createOrder(provider, token, "PRO");
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(heading(page, title[language])).toBeVisible();
        await expect(page.getByRole("status").filter({ hasText: /Loading|加载中/ })).toHaveCount(0);
        expect(await axeViolations(page), `${path} at ${width}`).toEqual([]);
        // The page itself (the header is the navigation's): nothing in <main> reaches past the viewport.
        const right = await page.evaluate(() =>
          Math.max(
            0,
            ...[...document.querySelectorAll("main *")].map((e) => e.getBoundingClientRect().right),
          ),
        );
        expect(right, `${path} is wider than the screen at ${width}`).toBeLessThanOrEqual(width);
      }
      if (path === "/account/basicinfo") {
        await page.getByRole("button", { name: language === "en" ? "Edit" : "编辑" }).click();
        await field(page, language === "en" ? "Email" : "邮箱").fill("someone.else@demo.portolan.test");
        await expect(
          page.getByRole("button", { name: language === "en" ? "Send code" : "发送验证码" }),
        ).toBeVisible();
        expect(await axeViolations(page), "the edit form").toEqual([]);
      }
    });
  }
}
