// Data API keys on the account page (issue 14 §3), against the real provider: a key is created and
// shown once, it answers the trade search for its account over plain HTTP, it is revoked and then
// refused, once confirmed in a dialog; the section reads in Russian; axe at 0. Words written out by hand from the catalogues.

import { setLanguage, signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/page-helpers.ts";

test.describe("data API keys", () => {
  test("a key is made, used from outside the browser, and revoked", async ({ page, provider, request }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto("/account");
    const keys = page.getByTestId("api-keys");
    await expect(keys.getByRole("heading", { level: 2 })).toHaveText("Data API keys");
    // The documented demo key is listed by its start only.
    await expect(keys.getByText("ptl_demo…")).toBeVisible();
    await keys.getByLabel("Name of a new key").fill("CRM sync");
    await keys.getByRole("button", { name: "Create key" }).click();
    await expect(keys.getByText("Copy your new key now: it is not shown again.")).toBeVisible();
    const key = await keys.getByLabel("New API key").inputValue();
    expect(key).toMatch(/^ptl_[A-Za-z0-9_-]{32}$/);
    expect(await axeViolations(page)).toEqual([]);

    const search = `${provider.origin}/searching/cds?datasets=IMP_USA_BL_SEA`;
    const ok = await request.get(search, { headers: { authorization: `Bearer ${key}` } });
    expect((await ok.json()).code).toBe(200);

    const row = keys.getByRole("row").filter({ hasText: "CRM sync" });
    // Revoking is asked once more (issue 31 item 12): going back keeps the key working.
    await row.getByRole("button", { name: "Revoke CRM sync" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Revoke the key “CRM sync”?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Keep the key" })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Keep the key" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole("button", { name: "Revoke CRM sync" })).toBeVisible();
    const kept = await request.get(search, { headers: { authorization: `Bearer ${key}` } });
    expect((await kept.json()).code).toBe(200);
    await row.getByRole("button", { name: "Revoke CRM sync" }).click();
    await dialog.getByRole("button", { name: "Revoke", exact: true }).click();
    await expect(row.getByText(/^Revoked /)).toBeVisible();
    const refused = await request.get(search, { headers: { authorization: `Bearer ${key}` } });
    expect((await refused.json()).code).toBe(53003);
  });

  test("reads in Russian, the revoke dialog too", async ({ page, provider }) => {
    await page.context().addCookies([{ name: "lang", value: "ru", url: provider.origin }]);
    await signInContext(page.context(), provider, "sub@demo.portolan.test");
    await page.goto("/account");
    const keys = page.getByTestId("api-keys");
    await expect(keys.getByRole("heading", { level: 2 })).toHaveText("Ключи API данных");
    await keys.getByLabel("Название нового ключа").fill("Склад");
    await keys.getByRole("button", { name: "Создать ключ" }).click();
    await keys.getByRole("button", { name: "Отозвать Склад" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Отозвать ключ «Склад»?" });
    await expect(dialog.getByRole("button", { name: "Оставить ключ" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(keys.getByRole("button", { name: "Отозвать Склад" })).toBeVisible();
  });
});
