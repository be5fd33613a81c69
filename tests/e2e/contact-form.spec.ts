// The contact page's message form (spec §3 Contact form, §5 "all fields required", §7 Contact us): the
// first empty field is named and focused, a message with the image's text is sent, and a failed send
// (network down, server refusal, expired session) keeps every field filled.

import type { Page } from "@playwright/test";
import { contactUs } from "@portolan/contracts";
import { errorMessages, validationMessages } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import {
  expectNotice,
  FAILED_CALL_CONSOLE,
  FAILURE_KINDS,
  failCalls,
  field,
  solveCaptcha,
} from "./support/forms.ts";
import { waitForHydration } from "./support/page-helpers.ts";

const VALUES: readonly [string, string][] = [
  ["First name", "Ivan"],
  ["Last name", "Petrov"],
  ["Email", "ivan.petrov@example.com"],
  ["Subject", "Customs data for Kazakhstan"],
  ["Message", "Which import records of Kazakhstan does the Global package cover?"],
];

const openForm = async (page: Page) => {
  await page.goto("/en/contact");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Send us a message" });
  await expect(form).toBeVisible();
  return form;
};

test("each send names the first empty field, in the form's order", async ({ page }) => {
  const form = await openForm(page);
  const order: readonly [keyof typeof validationMessages, string][] = [
    ["validation.contact.firstNameRequired", "First name"],
    ["validation.contact.lastNameRequired", "Last name"],
    ["validation.contact.emailRequired", "Email"],
    ["validation.contact.subjectRequired", "Subject"],
    ["validation.contact.messageRequired", "Message"],
    ["validation.contact.captchaRequired", "Text in the image"],
  ];
  for (const [messageId, label] of order) {
    await form.getByRole("button", { name: "Send message" }).click();
    await expectNotice(page, "status", validationMessages[messageId]);
    await expect(field(form, label)).toBeFocused();
    await field(form, label).fill(VALUES.find(([l]) => l === label)?.[1] ?? "x");
  }
});

test("a message is sent and the form is emptied", async ({ page, provider }) => {
  const form = await openForm(page);
  for (const [label, value] of VALUES) await field(form, label).fill(value);
  await solveCaptcha(form, provider);
  await form.getByRole("button", { name: "Send message" }).click();
  await expectNotice(page, "status", errorMessages["errors.success.contact"]);
  await expect(field(form, "Subject")).toHaveValue("");
  await expect
    .poll(async () => (await provider.outbox()).some((m) => m.text.includes("Customs data for Kazakhstan")))
    .toBe(true);
});

test.describe("a failed send keeps every field", () => {
  test.use({ allowedConsoleErrors: FAILED_CALL_CONSOLE });
  for (const kind of FAILURE_KINDS) {
    test(`on ${kind}`, async ({ page, provider }) => {
      const form = await openForm(page);
      for (const [label, value] of VALUES) await field(form, label).fill(value);
      await solveCaptcha(form, provider);
      await failCalls(page, contactUs.path, kind);
      await form.getByRole("button", { name: "Send message" }).click();
      if (kind !== "expired session") await expect(page.getByRole("alert")).not.toBeEmpty();
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe("/en/contact");
      for (const [label, value] of VALUES) await expect(field(form, label)).toHaveValue(value);
    });
  }
});

test("a wrong image text is named beside its field, with a new image and every other field kept", async ({
  page,
}) => {
  const form = await openForm(page);
  for (const [label, value] of VALUES) await field(form, label).fill(value);
  const captcha = field(form, "Text in the image");
  await captcha.fill("WRONG1");
  const image = form.getByRole("img");
  const before = await image.getAttribute("src");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form).toContainText(validationMessages["validation.purchase.captchaIncorrect"]);
  await expect(captcha).toHaveValue("");
  await expect(captcha).toBeFocused();
  await expect.poll(() => image.getAttribute("src")).not.toBe(before);
  for (const [label, value] of VALUES) await expect(field(form, label)).toHaveValue(value);
});

test.describe("after a network drop", () => {
  test.use({ allowedConsoleErrors: FAILED_CALL_CONSOLE });
  test("the form says the network failed, keeps every field, and sends once the network is back", async ({
    page,
    context,
    provider,
  }) => {
    const form = await openForm(page);
    for (const [label, value] of VALUES) await field(form, label).fill(value);
    await solveCaptcha(form, provider);
    await context.setOffline(true);
    await form.getByRole("button", { name: "Send message" }).click();
    await expectNotice(page, "alert", errorMessages["errors.network.failed"]);
    for (const [label, value] of VALUES) await expect(field(form, label)).toHaveValue(value);
    // The image spent with the failed send cannot be replaced offline; a Send now says why (it
    // used to do nothing, whatever was typed for the image).
    await expect(form).toContainText("The image could not be loaded.");
    await field(form, "Text in the image").fill("ABCD");
    await form.getByRole("button", { name: "Send message" }).click();
    await expectNotice(page, "status", /The image was not shown, so nothing was sent/);
    await context.setOffline(false);
    await solveCaptcha(form, provider);
    await form.getByRole("button", { name: "Send message" }).click();
    await expectNotice(page, "status", errorMessages["errors.success.contact"]);
  });
});
