// Signing in and out of the console (issue 5 "Signing in and out"; spec §2.5 header targets, §4
// Session, Logout, Session expired, §8): the log-in form in zh and en back to the page asked for, its
// refusals (wrong password, wrong captcha, frozen, cancelled) with the input kept, registration end to
// end, sign-out with its confirmation, a session ended behind the page's back (401 and 402) from a page
// call, keyboard-only use, and axe on the pages and the dialog.

import type { Locator, Page } from "@playwright/test";
import { identity, logout } from "@portolan/contracts";
import {
  ageSession,
  type ConsoleLanguage,
  DEMO_PASSWORD,
  goInPlace,
  HOME,
  LOGIN_WORDS,
  loginForm,
  noticesSeen,
  recordNotices,
  setLanguage,
  signInContext,
  signOutElsewhere,
  submitLogin,
  tokenOf,
} from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import {
  CAPTCHA_WORDS,
  captchaBox,
  expectNotice,
  FAILED_CALL_CONSOLE,
  failCalls,
  field,
  requestCode,
  sentCode,
  solveCaptcha,
} from "./support/forms.ts";
import { axeViolations } from "./support/page-helpers.ts";

const ACCOUNT_MENU = { en: /^Account menu: /, zh: /^账号菜单: / } as const;
const SIGN_OUT = {
  en: { item: "Sign out", question: "Do you want to sign out?", cancel: "Cancel", confirm: "Sign out" },
  zh: { item: "退出登录", question: "是否退出登录？", cancel: "取消", confirm: "退出登录" },
} as const;

const accountButton = (page: Page, language: ConsoleLanguage) =>
  page.getByRole("button", { name: ACCOUNT_MENU[language] });

/** Opens the account menu (loaded on first use) and chooses sign out; returns the dialog. */
const askToSignOut = async (page: Page, language: ConsoleLanguage): Promise<Locator> => {
  const item = page.getByRole("menuitem", { name: SIGN_OUT[language].item });
  await expect(async () => {
    if (!(await item.isVisible())) await accountButton(page, language).click();
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await item.click();
  const dialog = page.getByRole("alertdialog", { name: SIGN_OUT[language].question });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.beforeEach(async ({ context, provider }) => {
  await setLanguage(context, provider.origin, "en");
});

for (const language of ["zh", "en"] as const) {
  test(`a visitor on /dashboard signs in through the form and comes back (${language})`, async ({
    page,
    context,
    provider,
  }) => {
    await setLanguage(context, provider.origin, language);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    const form = await loginForm(page, language);
    await submitLogin(form, language, {
      login: "main@demo.portolan.test",
      password: DEMO_PASSWORD,
    });
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard" && url.search === "");
    await expect(accountButton(page, language)).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("");
  });
}

test("an empty form names the account field first and focuses it", async ({ page }) => {
  await page.goto("/login");
  const form = await loginForm(page, "en");
  await form.getByRole("button", { name: "Log in", exact: true }).click();
  await expectNotice(page, "status", LOGIN_WORDS.en.loginRequired);
  await expect(field(form, "Account or email")).toBeFocused();
});

test("a wrong password keeps the input and says so", async ({ page }) => {
  await page.goto("/login");
  const form = await loginForm(page, "en");
  await submitLogin(form, "en", { login: "demo-main", password: "not-the-password" });
  await expectNotice(page, "alert", LOGIN_WORDS.en.failed);
  await expect(field(form, "Account or email")).toHaveValue("demo-main");
  await expect(field(form, "Password")).toHaveValue("not-the-password");
  // The challenge was spent: the box is unticked, to be ticked again.
  await expect(captchaBox(form)).not.toBeChecked();
  await expect(page).toHaveURL(/\/login$/);
});

test("a wrong captcha keeps the input and says so beside the captcha (zh)", async ({
  page,
  context,
  provider,
}) => {
  await setLanguage(context, provider.origin, "zh");
  await page.goto("/login");
  const form = await loginForm(page, "zh");
  await submitLogin(form, "zh", {
    login: "main@demo.portolan.test",
    password: DEMO_PASSWORD,
    spoiled: true,
  });
  await expectNotice(page, "status", LOGIN_WORDS.zh.wrongCaptcha);
  await expect(form.getByText(LOGIN_WORDS.zh.wrongCaptcha)).toBeVisible();
  await expect(field(form, LOGIN_WORDS.zh.login)).toHaveValue("main@demo.portolan.test");
  await expect(field(form, LOGIN_WORDS.zh.password)).toHaveValue(DEMO_PASSWORD);
  await expect(captchaBox(form, "zh")).toBeFocused();
  await expect(captchaBox(form, "zh")).not.toBeChecked();
});

for (const [login, key] of [
  ["demo-frozen", "frozen"],
  ["cancelled@demo.portolan.test", "cancelled"],
] as const) {
  for (const language of ["en", "zh"] as const) {
    test(`a ${key} account is refused with its message (${language})`, async ({
      page,
      context,
      provider,
    }) => {
      await setLanguage(context, provider.origin, language);
      await page.goto("/login");
      const form = await loginForm(page, language);
      await submitLogin(form, language, { login, password: DEMO_PASSWORD });
      await expectNotice(page, "alert", LOGIN_WORDS[language][key]);
      await expect(field(form, LOGIN_WORDS[language].login)).toHaveValue(login);
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/login\?redirect=/);
    });
  }
}

test("a visitor registers with the emailed code and is signed in", async ({ page, provider }) => {
  await page.goto("/login");
  await loginForm(page, "en");
  await page.getByRole("link", { name: "Register for free" }).click();
  await expect(page).toHaveURL(/\/register$/);
  const form = page.getByRole("form", { name: "Free register" });
  await solveCaptcha(form);
  // Sending the code first needs an address.
  await form.getByRole("button", { name: "Send code" }).click();
  await expectNotice(page, "status", "Please enter your email address.");
  await field(form, "First name").fill("Lena");
  await field(form, "Last name").fill("Kovacs");
  await field(form, "Email").fill("lena.kovacs@example.com");
  await requestCode(form);
  await expect(form.getByRole("button", { name: /^Send again in \d+ s$/ })).toBeDisabled();
  await field(form, "Email verification code").fill(await sentCode(provider, "lena.kovacs@example.com"));
  await field(form, "Password").fill("harbour-2026");
  // The terms are required and linked in the page's language.
  await form.getByRole("button", { name: "Create account" }).click();
  await expectNotice(page, "status", "Please agree to the terms of service.");
  await expect(form.getByRole("link", { name: "Read the terms of service" })).toHaveAttribute(
    "href",
    "/en/terms",
  );
  await form.getByText("I have read and agree to the terms of service").click();
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  await expect(accountButton(page, "en")).toHaveAccessibleName("Account menu: lena.kovacs@example.com");
});

test("sign out asks first: cancel keeps the session, confirm goes to the language home", async ({
  page,
  context,
  provider,
}) => {
  await signInContext(context, provider, "demo-trade");
  await page.goto("/dashboard");
  let dialog = await askToSignOut(page, "en");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(accountButton(page, "en")).toBeVisible();

  dialog = await askToSignOut(page, "en");
  await dialog.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL((url) => url.pathname === HOME.en);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test("sign out in Chinese goes to /cn", async ({ page, context, provider }) => {
  await setLanguage(context, provider.origin, "zh");
  await signInContext(context, provider, "demo-main");
  await page.goto("/account/basicinfo");
  const dialog = await askToSignOut(page, "zh");
  await dialog.getByRole("button", { name: SIGN_OUT.zh.confirm }).click();
  await expect(page).toHaveURL((url) => url.pathname === HOME.zh);
});

test.describe("failures that are only logged", () => {
  test.use({ allowedConsoleErrors: FAILED_CALL_CONSOLE });

  for (const kind of ["network down", "server refusal"] as const) {
    test(`an identity call that fails (${kind}) leaves a visitor`, async ({ page }) => {
      await failCalls(page, identity.path, kind);
      await recordNotices(page);
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
      await loginForm(page, "en");
      expect(await noticesSeen(page)).toEqual([]);
    });
  }

  test("a logout that fails still leaves to the language home, showing nothing", async ({
    page,
    context,
    provider,
  }) => {
    await signInContext(context, provider, "demo-main");
    await recordNotices(page);
    await page.goto("/dashboard");
    const dialog = await askToSignOut(page, "en");
    await failCalls(page, logout.path, "server refusal");
    await dialog.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL((url) => url.pathname === HOME.en);
    expect(await noticesSeen(page)).toEqual([]);
  });
});

const EXPIRY = [
  { code: 401, language: "en", end: signOutElsewhere },
  { code: 402, language: "zh", end: async (p, t) => ageSession(p, t) },
] as const satisfies readonly {
  code: number;
  language: ConsoleLanguage;
  end: (p: Parameters<typeof ageSession>[0], t: string) => Promise<void>;
}[];

for (const { code, language, end } of EXPIRY) {
  test(`a ${code} from a page's call signs out to the ${language} home, showing nothing`, async ({
    page,
    context,
    provider,
  }) => {
    await setLanguage(context, provider.origin, language);
    await signInContext(context, provider, "demo-trade");
    // The body codes the provider answers the page's calls (read as they pass).
    const calls: number[] = [];
    await page.route(
      (url) => url.origin === provider.origin,
      async (route) => {
        if (route.request().resourceType() !== "fetch") return route.continue();
        const response = await route.fetch();
        const body = (await response.json().catch(() => ({}))) as { code?: number };
        if (typeof body.code === "number") calls.push(body.code);
        return route.fulfill({ response });
      },
    );
    await recordNotices(page);
    // The page's own call answered before the session ends: only the next page's call finds it gone
    // (two sign-outs racing each other's navigation left the browser at /dashboard once in CI).
    const pageCall = page.waitForResponse((r) => r.url().includes("/console/user/basicInfo"));
    await page.goto("/account/basicinfo");
    await expect(accountButton(page, language)).toBeVisible();
    await pageCall;
    await end(provider, await tokenOf(context));
    // The next page's call finds the session gone.
    await goInPlace(page, "/dashboard");
    await expect(page).toHaveURL((url) => url.pathname === HOME[language], { timeout: 10_000 });
    expect(calls).toContain(code);
    expect(await noticesSeen(page), "notifications shown on the way out").toEqual([]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });
}

test("keyboard only: sign in, then sign out through the dialog (Escape cancels)", async ({ page }) => {
  await page.goto("/login?redirect=%2Fdashboard");
  const form = await loginForm(page, "en");
  await field(form, "Account or email").focus();
  await page.keyboard.type("demo-email");
  await page.keyboard.press("Tab");
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Tab");
  await expect(captchaBox(form)).toBeFocused();
  // Space ticks the box; the browser solves the challenge while the person waits a moment.
  await page.keyboard.press("Space");
  await expect(form.getByRole("checkbox", { name: CAPTCHA_WORDS.en.verified })).toBeChecked();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);

  const trigger = accountButton(page, "en");
  await trigger.focus();
  const item = page.getByRole("menuitem", { name: "Sign out" });
  await expect(async () => {
    if (!(await item.isVisible())) {
      await trigger.focus();
      await page.keyboard.press("Enter");
    }
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press("End");
  await expect(item).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Do you want to sign out?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(async () => {
    if (!(await item.isVisible())) {
      await trigger.focus();
      await page.keyboard.press("Enter");
    }
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Sign out" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === HOME.en);
});

for (const language of ["zh", "en"] as const) {
  for (const path of ["/login", "/register"]) {
    test(`axe finds nothing on ${path} (${language})`, async ({ page, context, provider }) => {
      await setLanguage(context, provider.origin, language);
      await page.goto(path);
      await expect(captchaBox(page.locator("main"), language)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test("axe finds nothing on the sign-out dialog", async ({ page, context, provider }) => {
  await signInContext(context, provider, "demo-main");
  await page.goto("/dashboard");
  await askToSignOut(page, "en");
  expect(await axeViolations(page)).toEqual([]);
});
