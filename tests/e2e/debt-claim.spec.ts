// The International Claim Placement form of /en/service/debtcollection (spec §3 Debt claim form, §5
// Debt claim messages in their order, §8 success message); the captcha box (issue 13, D279); a failed
// placement keeps every field.

import type { Locator, Page } from "@playwright/test";
import { debtClaim } from "@portolan/contracts";
import { errorMessages, validationMessages } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import {
  captchaBox,
  expectNotice,
  FAILED_CALL_CONSOLE,
  failCalls,
  solveCaptcha,
  spoilNextCaptcha,
} from "./support/forms.ts";
import { waitForHydration } from "./support/page-helpers.ts";

const openForm = async (page: Page) => {
  await page.goto("/en/service/debtcollection");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "International Claim Placement" });
  await expect(form).toBeVisible();
  return form;
};
const creditor = (form: Locator) => form.getByRole("group", { name: "Creditor (your company)" });
const debtor = (form: Locator) => form.getByRole("group", { name: "Debtor" });
const input = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

const fillAll = async (form: Locator) => {
  await solveCaptcha(form);
  await input(creditor(form), "Company name").fill("Qingdao Tools Ltd");
  await input(creditor(form), "Contact name").fill("Zhang Wei");
  await input(creditor(form), "Contact email").fill("zhang.wei@example.com");
  await input(creditor(form), "Phone").fill("+86 532 8888 1234");
  await input(debtor(form), "Company name").fill("Rotterdam Hardware BV");
  await input(debtor(form), "Contact name").fill("Jan de Vries");
  await input(debtor(form), "Debt value").fill("12,500.00");
  await input(debtor(form), "Details of the last contact").fill(
    "Called on 3 March; promised payment by April.",
  );
};

test("the messages come in the spec's order", async ({ page }) => {
  const form = await openForm(page);
  const steps: readonly [keyof typeof validationMessages, () => Promise<void>][] = [
    [
      "validation.debtClaim.creditorNameRequired",
      () => input(creditor(form), "Contact name").fill("Zhang Wei"),
    ],
    [
      "validation.debtClaim.creditorEmailRequired",
      () => input(creditor(form), "Contact email").fill("zhang.wei@"),
    ],
    ["validation.email.invalid", () => input(creditor(form), "Contact email").fill("zhang.wei@example.com")],
    ["validation.debtClaim.creditorPhoneRequired", () => input(creditor(form), "Phone").fill("12")],
    ["validation.phone.invalid", () => input(creditor(form), "Phone").fill("+86 532 8888 1234")],
    [
      "validation.debtClaim.debtorCompanyNameRequired",
      () => input(debtor(form), "Company name").fill("Rotterdam BV"),
    ],
    ["validation.debtClaim.debtorContactNameRequired", () => input(debtor(form), "Contact name").fill("Jan")],
    ["validation.debtClaim.debtValueRequired", () => input(debtor(form), "Debt value").fill("12500")],
    [
      "validation.debtClaim.lastContactDetailsRequired",
      () => input(debtor(form), "Details of the last contact").fill("Called in March."),
    ],
    ["validation.debtClaim.captchaRequired", async () => {}],
  ];
  for (const [messageId, fillIt] of steps) {
    await form.getByRole("button", { name: "Place the claim" }).click();
    await expectNotice(page, "status", validationMessages[messageId]);
    await fillIt();
  }
});

test("a complete claim is placed", async ({ page }) => {
  const form = await openForm(page);
  await fillAll(form);
  await form.getByRole("button", { name: "Place the claim" }).click();
  await expectNotice(page, "status", errorMessages["errors.success.claimPlacement"]);
});

test("a refused captcha is named beside its box, which is unticked, and the claim is kept", async ({
  page,
}) => {
  const form = await openForm(page);
  await fillAll(form);
  await spoilNextCaptcha(page, debtClaim.path);
  await form.getByRole("button", { name: "Place the claim" }).click();
  await expect(form).toContainText(validationMessages["validation.purchase.captchaIncorrect"]);
  await expect(captchaBox(form)).not.toBeChecked();
  await expect(input(debtor(form), "Company name")).toHaveValue("Rotterdam Hardware BV");
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Place the claim" }).click();
  await expectNotice(page, "status", errorMessages["errors.success.claimPlacement"]);
});

test.describe("a failed placement keeps every field", () => {
  test.use({ allowedConsoleErrors: FAILED_CALL_CONSOLE });
  test("when the network is down", async ({ page }) => {
    const form = await openForm(page);
    await fillAll(form);
    await failCalls(page, debtClaim.path, "network down");
    await form.getByRole("button", { name: "Place the claim" }).click();
    await expect(page.getByRole("alert")).not.toBeEmpty();
    await expect(input(creditor(form), "Contact name")).toHaveValue("Zhang Wei");
    await expect(input(creditor(form), "Contact email")).toHaveValue("zhang.wei@example.com");
    await expect(input(debtor(form), "Company name")).toHaveValue("Rotterdam Hardware BV");
    await expect(input(debtor(form), "Debt value")).toHaveValue("12,500.00");
    await expect(input(debtor(form), "Details of the last contact")).toHaveValue(
      "Called on 3 March; promised payment by April.",
    );
  });
});

// Issue 29 item 14 (D293): a last contact of 2030-05-01 and the phone "abc" had been accepted. Each is
// named beside its own field, in the page's language (the words written out by hand from the
// catalogues), and everything typed stays. The claim form is on the Chinese and English pages only
// (spec §2.1: a Russian service path goes to the Russian home).
const NONSENSE = [
  {
    path: "/en/service/debtcollection",
    phone: "Specify a valid phone number.",
    future: "The last contact cannot be in the future. Enter the day you last spoke or wrote to the debtor.",
  },
  {
    path: "/cn/service/debtcollection",
    phone: "请输入有效的电话号码。",
    future: "最后一次联系的日期不能在未来。请填写您最后一次与债务人通话或通信的日期。",
  },
] as const;

for (const { path, phone, future } of NONSENSE) {
  test(`${path}: a phone "abc" and a last contact in 2030 are named beside their fields; the claim stays`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const byId = (field: string) => page.locator(`#debt-${field}`);
    const typed: Readonly<Record<string, string>> = {
      creditorContactName: "Zhang Wei",
      creditorEmail: "zhang.wei@example.com",
      creditorPhone: "abc",
      debtorCompanyName: "Rotterdam Hardware BV",
      debtorContactName: "Jan de Vries",
      lastContactWithDebtor: "2030-05-01",
      debtValue: "12,500.00",
      lastContactDetails: "Called on 3 March; promised payment by April.",
    };
    for (const [name, value] of Object.entries(typed)) await byId(name).fill(value);
    await page
      .locator("form")
      .filter({ has: byId("creditorPhone") })
      .locator("button[type=submit]")
      .click();
    await expect(byId("creditorPhone")).toHaveAttribute("aria-invalid", "true");
    await expect(byId("creditorPhone")).toHaveAccessibleDescription(phone);
    await expect(byId("creditorPhone")).toBeFocused();
    await expect(byId("lastContactWithDebtor")).toHaveAttribute("aria-invalid", "true");
    await expect(byId("lastContactWithDebtor")).toHaveAccessibleDescription(future);
    await expect(byId("debtValue")).not.toHaveAttribute("aria-invalid", "true");
    for (const [name, value] of Object.entries(typed)) await expect(byId(name)).toHaveValue(value);
    // Corrected, the date's message goes and nothing else is said about it.
    await byId("lastContactWithDebtor").fill("2026-03-03");
    await expect(byId("lastContactWithDebtor")).not.toHaveAttribute("aria-invalid", "true");
  });
}
