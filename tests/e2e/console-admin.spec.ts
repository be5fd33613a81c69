// The admin pages (issue 13; spec §2.6 account dropdown, §4 Accounts, §6 roles) in the browser against
// the real provider: the administrator finds an account, freezes it (its sign-in is refused at once)
// and unfreezes it, and sees the orders and the offer; the info role reads only; a member is told the
// page is not theirs. axe at 0. Words written out by hand from the console's catalogues.

import type { Page } from "@playwright/test";
import { registerAccount, signInCode } from "./support/accounts.ts";
import { setLanguage, signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/page-helpers.ts";
import type { E2eProvider } from "./support/provider.ts";

const signInAs = async (page: Page, provider: E2eProvider, login: string) => {
  await setLanguage(page.context(), provider.origin, "en");
  await signInContext(page.context(), provider, login);
};

test("the administrator freezes and unfreezes an account and sees orders and the offer", async ({
  page,
  provider,
}) => {
  const email = "nora.frozen@example.com";
  await registerAccount(provider, email, "nora-pass-1");
  await signInAs(page, provider, "admin@demo.portolan.test");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
  const accounts = page.getByTestId("admin-accounts");
  await accounts.getByLabel("Name or email contains").fill("nora.frozen");
  await accounts.getByRole("button", { name: "Find" }).click();
  const row = accounts.locator(`tr[data-account="${email}"]`);
  await expect(row.getByTestId("status")).toHaveText("Active");
  await row.getByRole("button", { name: `Freeze: ${email}` }).click();
  await expect(row.getByTestId("status")).toHaveText("Frozen");
  expect(await signInCode(provider, email, "nora-pass-1")).toBe(20002);
  await row.getByRole("button", { name: `Unfreeze: ${email}` }).click();
  await expect(row.getByTestId("status")).toHaveText("Active");
  expect(await signInCode(provider, email, "nora-pass-1")).toBe(200);

  // No decision is offered on the administrator's own account (the provider refuses it too).
  await accounts.getByLabel("Name or email contains").fill("admin@demo");
  await accounts.getByRole("button", { name: "Find" }).click();
  const own = accounts.locator('tr[data-account="demo-admin"]');
  await expect(own.getByTestId("status")).toHaveText("Active");
  await expect(own.getByRole("button")).toHaveCount(0);

  await expect(page.getByTestId("admin-orders").getByRole("table")).toBeVisible();
  await expect(page.getByTestId("admin-offers").locator('tr[data-tier="GLOBAL"]')).toContainText("$2,399.00");
  expect(await axeViolations(page)).toEqual([]);
});

test("the info role reads the accounts only; a member is told the page is not theirs", async ({
  page,
  provider,
}) => {
  await signInAs(page, provider, "info@demo.portolan.test");
  await page.goto("/info-manage");
  await expect(page.getByRole("heading", { level: 1, name: "Information management" })).toBeVisible();
  await expect(page.getByTestId("admin-accounts")).toContainText("You can read the accounts");
  await expect(page.getByTestId("admin-accounts").getByRole("button", { name: /^Freeze/ })).toHaveCount(0);
  await expect(page.getByTestId("admin-orders")).toHaveCount(0);

  await page.context().clearCookies();
  await signInAs(page, provider, "trade@demo.portolan.test");
  await page.goto("/admin");
  await expect(page.getByText("This page is for the provider's administrators.")).toBeVisible();
  await expect(page.getByTestId("admin-accounts")).toHaveCount(0);
});
