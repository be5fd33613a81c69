// The request-a-demo dialog of the footer (spec §4 Demo dialog and Send-code button, §5 Demo request
// submit, §7 Submit form): the request button stays disabled until every field is filled and is never
// disabled again; the send-code button becomes a 60 s countdown; warnings come in the spec's order;
// success closes the dialog; a failed submission keeps every field filled.

import type { Locator, Page } from "@playwright/test";
import { submitForm } from "@portolan/contracts";
import { errorMessages, VERIFY_CODE_COUNTDOWN_SECONDS, validationMessages } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import {
  choose,
  expectNotice,
  FAILED_CALL_CONSOLE,
  failCalls,
  field,
  fillCombo,
  requestCode,
  sendCodePanel,
  sentCode,
  solveCaptcha,
} from "./support/forms.ts";
import { waitForHydration } from "./support/page-helpers.ts";
import type { E2eProvider } from "./support/provider.ts";

const openDialog = async (page: Page): Promise<Locator> => {
  await page.goto("/en");
  await waitForHydration(page);
  await page.locator("footer").getByRole("button", { name: "Request a demo" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a demo" });
  await expect(dialog).toBeVisible();
  return dialog;
};
const requestButton = (dialog: Locator) =>
  dialog.getByRole("button", { name: "Request a demo", exact: true });

/** Spec §4: the fields that must all be non-empty, in the spec's listing, with a value for each. */
const fill: readonly [string, (page: Page, dialog: Locator) => Promise<void>][] = [
  ["fullName", (_, d) => field(d, "Full name").fill("Mei Lin")],
  ["companyName", (_, d) => field(d, "Company name").fill("Ningbo Harbour Trading Co.")],
  ["jobTitle", (_, d) => field(d, "Job title").fill("Export manager")],
  ["email", (_, d) => field(d, "Email").fill("mei.lin@example.com")],
  ["captcha", (_, d) => field(d, "Verification code").fill("123456")],
  ["country", (p, d) => fillCombo(p, d, "Your country", "China")],
  ["Phone", (_, d) => field(d, "Phone").fill("+86 574 8765 4321")],
  ["interested", (p, d) => choose(p, d, "Country of interest", "Germany")],
];

test("the request button is disabled until every field is filled, then never again", async ({ page }) => {
  const dialog = await openDialog(page);
  for (const [name, fillField] of fill) {
    await expect(requestButton(dialog), `before ${name}`).toBeDisabled();
    await fillField(page, dialog);
  }
  await expect(requestButton(dialog)).toBeEnabled();
  for (const label of ["Full name", "Company name", "Job title", "Email", "Phone", "Verification code"]) {
    await field(dialog, label).fill("");
  }
  await expect(requestButton(dialog)).toBeEnabled();
});

test(`send code asks for the captcha box, then counts down ${VERIFY_CODE_COUNTDOWN_SECONDS} s`, async ({
  page,
  provider,
}) => {
  await page.clock.install();
  const dialog = await openDialog(page);
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expectNotice(page, "status", validationMessages["validation.demo.emailRequired"]);
  await field(dialog, "Email").fill("countdown@example.com");
  await dialog.getByRole("button", { name: "Send code" }).click();
  await solveCaptcha(sendCodePanel(dialog));
  await sendCodePanel(dialog).getByRole("button", { name: "Send the code" }).click();
  await expectNotice(page, "status", errorMessages["errors.success.send"]);
  const countdown = dialog.getByRole("button", { name: /^Send again in \d+ s$/ });
  await expect(countdown).toBeDisabled();
  await expect(countdown).toHaveText(`Send again in ${VERIFY_CODE_COUNTDOWN_SECONDS} s`);
  await page.clock.runFor(1_000);
  await expect(countdown).toHaveText(`Send again in ${VERIFY_CODE_COUNTDOWN_SECONDS - 1} s`);
  await page.clock.runFor(VERIFY_CODE_COUNTDOWN_SECONDS * 1_000);
  await expect(dialog.getByRole("button", { name: "Send code" })).toBeEnabled();
  expect(await sentCode(provider, "countdown@example.com")).toMatch(/^\d+$/);
});

const fillAndVerify = async (page: Page, dialog: Locator, provider: E2eProvider, email: string) => {
  for (const [name, fillField] of fill) if (name !== "captcha") await fillField(page, dialog);
  await field(dialog, "Email").fill(email);
  await requestCode(dialog);
  await field(dialog, "Verification code").fill(await sentCode(provider, email));
};

test("a request succeeds; afterwards the warnings come in the spec's order", async ({ page, provider }) => {
  let dialog = await openDialog(page);
  await fillAndVerify(page, dialog, provider, "success@example.com");
  await requestButton(dialog).click();
  await expect(dialog).toBeHidden();
  await expectNotice(page, "status", errorMessages["errors.success.demoRequest"]);

  // Reopened: every field is empty and the button stays enabled; each submit names the first gap.
  await page.locator("footer").getByRole("button", { name: "Request a demo" }).click();
  dialog = page.getByRole("dialog", { name: "Request a demo" });
  await expect(field(dialog, "Full name")).toHaveValue("");
  await expect(requestButton(dialog)).toBeEnabled();
  const order: readonly [keyof typeof validationMessages, string, (() => Promise<void>) | undefined][] = [
    ["validation.demo.fullNameRequired", "Full name", undefined],
    ["validation.demo.companyNameRequired", "Company name", undefined],
    ["validation.demo.jobTitleRequired", "Job title", undefined],
    ["validation.demo.emailRequired", "Email", undefined],
    ["validation.demo.phoneRequired", "Phone", undefined],
    ["validation.demo.countryRequired", "", () => fillCombo(page, dialog, "Your country", "China")],
    ["validation.demo.interestedRequired", "", () => choose(page, dialog, "Country of interest", "Germany")],
    ["validation.demo.captchaRequired", "Verification code", undefined],
  ];
  for (const [messageId, label, fillIt] of order) {
    await requestButton(dialog).click();
    await expectNotice(page, "status", validationMessages[messageId]);
    if (label !== "") await expect(field(dialog, label)).toBeFocused();
    const value = label === "Email" ? "order@example.com" : label === "Phone" ? "+86 574 8765 4321" : "x";
    await (fillIt ?? (() => field(dialog, label).fill(value)))();
  }
});

test.describe("a failed request keeps every field", () => {
  test.use({ allowedConsoleErrors: FAILED_CALL_CONSOLE });
  test("when the network is down", async ({ page, provider }) => {
    const dialog = await openDialog(page);
    await fillAndVerify(page, dialog, provider, "offline@example.com");
    await failCalls(page, submitForm.path, "network down");
    await requestButton(dialog).click();
    await expect(page.getByRole("alert")).not.toBeEmpty();
    await expect(dialog).toBeVisible();
    await expect(field(dialog, "Full name")).toHaveValue("Mei Lin");
    await expect(field(dialog, "Company name")).toHaveValue("Ningbo Harbour Trading Co.");
    await expect(field(dialog, "Job title")).toHaveValue("Export manager");
    await expect(field(dialog, "Email")).toHaveValue("offline@example.com");
    await expect(field(dialog, "Phone")).toHaveValue("+86 574 8765 4321");
    await expect(field(dialog, "Verification code")).not.toHaveValue("");
  });
});

// Issue 29 item 14 (D293): the dialog had stored the phone "abc" and answered "Submit success". The
// phone is now named beside its field in the page's language (words written out by hand from the
// catalogues), the request is not sent, and every field keeps what was typed.
const PHONE_NONSENSE = [
  {
    home: "/en",
    open: "Request a demo",
    title: "Request a demo",
    country: ["Your country", "China"],
    interested: ["Country of interest", "Germany"],
    message: "Specify a valid phone number.",
  },
  {
    home: "/cn",
    open: "预约演示",
    title: "预约演示",
    country: ["所在国家", "中国"],
    interested: ["关注的国家", "德国"],
    message: "请输入有效的电话号码。",
  },
  {
    home: "/ru",
    open: "Запросить демо",
    title: "Заказать демонстрацию",
    country: ["Ваша страна", "Китай"],
    interested: ["Интересующая страна", "Германия"],
    message: "Укажите корректный номер телефона.",
  },
] as const;

for (const { home, open, title, country, interested, message } of PHONE_NONSENSE) {
  test(`${home}: the phone "abc" is named beside its field and nothing is sent`, async ({ page }) => {
    let sent = 0;
    await page.route(
      (url) => url.pathname === submitForm.path,
      (route) => {
        sent += 1;
        return route.continue();
      },
    );
    await page.goto(home);
    await waitForHydration(page);
    await page.locator("footer").getByRole("button", { name: open }).click();
    const dialog = page.getByRole("dialog", { name: title });
    const byId = (name: string) => dialog.locator(`#demo-${name}`);
    const typed: Readonly<Record<string, string>> = {
      fullName: "Mei Lin",
      companyName: "Ningbo Harbour Trading Co.",
      jobTitle: "Export manager",
      email: "mei.lin@example.com",
      Phone: "abc",
      captcha: "123456",
    };
    for (const [name, value] of Object.entries(typed)) await byId(name).fill(value);
    await fillCombo(page, dialog, country[0], country[1]);
    await choose(page, dialog, interested[0], interested[1]);
    await dialog.locator("button[type=submit]").click();
    await expect(byId("Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(byId("Phone")).toHaveAccessibleDescription(message);
    await expect(byId("Phone")).toBeFocused();
    await expectNotice(page, "status", message);
    for (const [name, value] of Object.entries(typed)) await expect(byId(name)).toHaveValue(value);
    expect(sent).toBe(0);
  });
}
