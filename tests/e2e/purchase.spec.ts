// The package purchase of /en/package (spec §3 Purchase form, §5 Purchase, §7 Create order, Payment,
// Capture): a visitor creates the account (code mailed to the email, the captcha box ticked), orders, lands on
// /en/payment/{id} and pays through the sandbox provider; the form's checks; a failed order keeps the
// input (the account call fails: nothing was created yet).

import type { Locator, Page } from "@playwright/test";
import { register } from "@portolan/contracts";
import { PASSWORD_MIN_LENGTH, validationMessages } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import {
  captchaBox,
  expectNotice,
  FAILED_CALL_CONSOLE,
  failCalls,
  field,
  requestCode,
  sentCode,
  solveCaptcha,
  spoilNextCaptcha,
} from "./support/forms.ts";
import { waitForHydration } from "./support/page-helpers.ts";
import type { E2eProvider } from "./support/provider.ts";

const openForm = async (page: Page) => {
  await page.goto("/en/package");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Buy a data package" });
  await expect(form).toBeVisible();
  await expect(form.getByRole("button", { name: "Create account and order" })).toBeEnabled();
  return form;
};

/** The checkbox's input is visually hidden; a person clicks its label. */
const agreeToTerms = async (form: Locator) => {
  await form.getByText("I agree to the terms of the data packages").click();
  await expect(
    form.getByRole("checkbox", { name: /I agree to the terms of the data packages/ }),
  ).toBeChecked();
};

const fillAccount = async (form: Locator, provider: E2eProvider, email: string) => {
  // The form's own captcha box first: the send-code panel shows another one.
  await solveCaptcha(form);
  await field(form, "First name").fill("Olga");
  await field(form, "Last name").fill("Smirnova");
  await field(form, "Email").fill(email);
  await requestCode(form);
  await field(form, "Email verification code").fill(await sentCode(provider, email));
  await field(form, "Password").fill("harbour-2026");
  await agreeToTerms(form);
};

test("a visitor buys a package and pays it in the sandbox", async ({ page, provider }) => {
  const form = await openForm(page);
  await fillAccount(form, provider, "olga.smirnova@example.com");
  await form.getByRole("button", { name: "Create account and order" }).click();
  await expect(page).toHaveURL((url) => /^\/en\/payment\/[^/]+$/.test(url.pathname), { timeout: 15_000 });
  await waitForHydration(page);
  await expect(
    page.getByText("Sandbox payment — no money moves").or(page.getByRole("button", { name: "Pay" })),
  ).not.toHaveCount(0);
  await page
    .getByRole("button", { name: /^(Pay|Complete the payment)$/ })
    .first()
    .click();
  await expectNotice(page, "status", "Payment completed. Your package is active.");
  // The page and its checkout read the order through one query: the facts show it paid at once,
  // and the bank transfer, for unpaid orders only, is gone.
  const facts = page.locator("#order dl");
  await expect(
    facts.locator("dt", { hasText: "Status" }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText("Paid");
  await expect(page.getByTestId("bank-transfer")).toHaveCount(0);
  // Paying grants the package at once (issue 13): the console shows its tier and data.
  await page.context().addCookies([{ name: "lang", value: "en", url: provider.origin }]);
  await page.goto("/dashboard");
  await expect(page.getByTestId("membership-tier")).toHaveText("Pro");
  await expect(page.getByTestId("datasets")).toContainText("United States imports, bills of lading (sea)");
  await expect(page.getByTestId("permissions")).toContainText("Partner report");
});

test("the form checks email, password length, terms and the captcha box", async ({ page, provider }) => {
  const form = await openForm(page);
  await field(form, "First name").fill("Olga");
  await field(form, "Last name").fill("Smirnova");
  await field(form, "Email").fill("olga@");
  const submit = form.getByRole("button", { name: "Create account and order" });
  await submit.click();
  await expectNotice(page, "status", validationMessages["validation.email.invalid"]);
  await field(form, "Email").fill("olga.checks@example.com");
  await field(form, "Password").fill("x".repeat(PASSWORD_MIN_LENGTH - 1));
  await requestCode(form);
  await field(form, "Email verification code").fill(await sentCode(provider, "olga.checks@example.com"));
  await submit.click();
  await expectNotice(page, "status", validationMessages["validation.purchase.passwordTooShort"]);
  await field(form, "Password").fill("x".repeat(PASSWORD_MIN_LENGTH));
  await submit.click();
  await expectNotice(page, "status", validationMessages["validation.purchase.termsRequired"]);
  await agreeToTerms(form);
  await submit.click();
  await expectNotice(page, "status", validationMessages["validation.purchase.captchaRequired"]);
  await solveCaptcha(form);
  await spoilNextCaptcha(page, register.path);
  await submit.click();
  await expect(captchaBox(form)).not.toBeChecked();
  await expect(
    page.getByText(validationMessages["validation.purchase.captchaIncorrect"], { exact: false }).first(),
  ).toBeVisible();
  await expect(field(form, "Email")).toHaveValue("olga.checks@example.com");
});

test.describe("a failed account creation keeps every field", () => {
  test.use({ allowedConsoleErrors: FAILED_CALL_CONSOLE });
  test("when the network is down", async ({ page, provider }) => {
    const form = await openForm(page);
    await fillAccount(form, provider, "olga.offline@example.com");
    await failCalls(page, register.path, "network down");
    await form.getByRole("button", { name: "Create account and order" }).click();
    await expect(page.getByRole("alert")).not.toBeEmpty();
    expect(new URL(page.url()).pathname).toBe("/en/package");
    await expect(field(form, "First name")).toHaveValue("Olga");
    await expect(field(form, "Last name")).toHaveValue("Smirnova");
    await expect(field(form, "Email")).toHaveValue("olga.offline@example.com");
    await expect(field(form, "Password")).toHaveValue("harbour-2026");
    await expect(
      form.getByRole("checkbox", { name: /I agree to the terms of the data packages/ }),
    ).toBeChecked();
  });
});
