// The credit-report enquiry of /en/service/cedarRose (spec §3 Credit report enquiry form, §5 Credit
// enquiry): select a service first, then each field in turn, then the code texted to the mobile phone;
// a complete enquiry is sent; a failed one keeps every field.

import type { Locator, Page } from "@playwright/test";
import { creditReportEnquiry } from "@portolan/contracts";
import { errorMessages, validationMessages } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import {
  choose,
  expectNotice,
  FAILED_CALL_CONSOLE,
  failCalls,
  field,
  fillCombo,
  requestCode,
  sentCode,
} from "./support/forms.ts";
import { waitForHydration } from "./support/page-helpers.ts";
import type { E2eProvider } from "./support/provider.ts";

const PHONE = "+7 701 555 0134";
/** A number of its own per test: the provider limits how often one number is sent a code. */
const OFFLINE_PHONE = "+7 701 555 0177";

const openForm = async (page: Page) => {
  await page.goto("/en/service/cedarRose");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Credit report enquiry" });
  await expect(form).toBeVisible();
  return form;
};

const fillAll = async (page: Page, form: Locator, provider: E2eProvider, phone = PHONE) => {
  await choose(page, form, "Service", /^Credit report download/);
  await field(form, "Company name").fill("Almaty Grain Export LLP");
  await field(form, "Company website").fill("https://almaty-grain.example.kz");
  await fillCombo(page, form, "Country", "Kazakhstan");
  await field(form, "Mobile phone").fill(phone);
  await field(form, "Company address").fill("12 Abai Avenue, Almaty");
  await requestCode(form);
  await field(form, "Verification code").fill(await sentCode(provider, phone));
};

test("each send names the first missing field, the service first", async ({ page }) => {
  const form = await openForm(page);
  const steps: readonly [keyof typeof validationMessages, () => Promise<void>][] = [
    ["validation.creditEnquiry.serviceRequired", () => choose(page, form, "Service", /^Fresh investigation/)],
    ["validation.creditEnquiry.companyNameRequired", () => field(form, "Company name").fill("Almaty Grain")],
    [
      "validation.creditEnquiry.companyWebRequired",
      () => field(form, "Company website").fill("https://a.example"),
    ],
    ["validation.creditEnquiry.mobilePhoneRequired", () => field(form, "Mobile phone").fill(PHONE)],
    ["validation.creditEnquiry.countryRequired", () => fillCombo(page, form, "Country", "Kazakhstan")],
    ["validation.creditEnquiry.companyAddressRequired", () => field(form, "Company address").fill("Almaty")],
    ["validation.creditEnquiry.captchaRequired", async () => {}],
  ];
  for (const [messageId, fillIt] of steps) {
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expectNotice(page, "status", validationMessages[messageId]);
    await fillIt();
  }
});

test("a complete enquiry is sent", async ({ page, provider }) => {
  const form = await openForm(page);
  await fillAll(page, form, provider);
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expectNotice(page, "status", errorMessages["errors.success.creditEnquiry"]);
});

test.describe("a failed enquiry keeps every field", () => {
  test.use({ allowedConsoleErrors: FAILED_CALL_CONSOLE });
  test("when the network is down", async ({ page, provider }) => {
    const form = await openForm(page);
    await fillAll(page, form, provider, OFFLINE_PHONE);
    await failCalls(page, creditReportEnquiry.path, "network down");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("alert")).not.toBeEmpty();
    await expect(field(form, "Company name")).toHaveValue("Almaty Grain Export LLP");
    await expect(field(form, "Company website")).toHaveValue("https://almaty-grain.example.kz");
    await expect(form.getByRole("combobox", { name: /^Country/ })).toHaveValue("Kazakhstan");
    await expect(field(form, "Mobile phone")).toHaveValue(OFFLINE_PHONE);
    await expect(field(form, "Company address")).toHaveValue("12 Abai Avenue, Almaty");
    await expect(field(form, "Verification code")).not.toHaveValue("");
  });
});

test("the country list narrows as one types, ↓ Enter picks the first match, and text naming no country is not kept", async ({
  page,
}) => {
  const form = await openForm(page);
  const combo = form.getByRole("combobox", { name: /^Country/ });
  // Typed key by key, once the field is in view (a scroll closes the list).
  await combo.scrollIntoViewIfNeeded();
  await combo.click();
  await combo.pressSequentially("kaz", { delay: 50 });
  const options = page.getByRole("option");
  await expect(options).toHaveText(["Kazakhstan"]);
  await combo.press("ArrowDown");
  await combo.press("Enter");
  await expect(combo).toHaveValue("Kazakhstan");
  await combo.fill("Atlantis");
  await expect(page.getByRole("option")).toHaveCount(0);
  await field(form, "Company name").click();
  await expect(combo).toHaveValue("Kazakhstan");
});
