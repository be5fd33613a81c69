// A forgotten password in the browser against the real provider (issue 13): "Forgot your password?"
// on the login page, the link from the outbox, a new password; the old session is gone and the new
// password signs in. Words written out by hand from the console's catalogues.

import type { Page } from "@playwright/test";
import { DESIGNED_CODES, formatLangCookie } from "@portolan/core";
import { askResetLink, registerAccount, signInCode } from "./support/accounts.ts";
import { setLanguage } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { field, solveCaptcha } from "./support/forms.ts";
import { axeViolations } from "./support/page-helpers.ts";
import type { E2eProvider } from "./support/provider.ts";

/** The newest reset link mailed to `to`, other than the ones in `seen`. */
const resetLink = async (
  provider: E2eProvider,
  to: string,
  seen: readonly string[] = [],
): Promise<string> => {
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await provider.outbox()).findLast(
        (m) => m.to === to && /reset-password/.test(m.text) && !seen.some((s) => m.text.includes(s)),
      );
      link = /(http\S+reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
      return link;
    })
    .not.toBe("");
  return link;
};

const openAsVisitor = async (page: Page, provider: E2eProvider, path: string) => {
  await setLanguage(page.context(), provider.origin, "en");
  await page.goto(path);
};

test("forgot → mailed link → new password: the old session ends and the new password signs in", async ({
  page,
  browser,
  provider,
}) => {
  const email = "lena.berg@example.com";
  const token = await registerAccount(provider, email, "first-pass-1");
  const elsewhere = await browser.newContext();
  await elsewhere.addCookies([
    { name: "token", value: token, url: provider.origin, httpOnly: true },
    { name: "lang", value: "en", url: provider.origin },
  ]);
  const other = await elsewhere.newPage();
  await other.goto(`${provider.origin}/dashboard`);
  await expect(other.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await openAsVisitor(page, provider, "/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const form = page.getByRole("form", { name: "Forgot your password" });
  await field(form, "Email").fill(email);
  await solveCaptcha(form);
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Mail me a link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "a link to set a new password is on its way" }),
  ).toBeVisible();

  await page.goto(await resetLink(provider, email));
  const reset = page.getByRole("form", { name: "Set a new password" });
  await field(reset, "New password").fill("second-pass-2");
  await field(reset, "New password again").fill("second-pass-3");
  await reset.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("The two passwords are not the same.").first()).toBeVisible();
  await field(reset, "New password again").fill("second-pass-2");
  await reset.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed" })).toBeVisible();

  await other.goto(`${provider.origin}/dashboard`);
  await expect(other).toHaveURL(/\/login\?redirect=/);
  await elsewhere.close();

  await page.getByRole("link", { name: "Log in" }).last().click();
  const login = page.getByRole("form", { name: "Log in" });
  await field(login, "Account or email").fill(email);
  await field(login, "Password").fill("second-pass-2");
  await solveCaptcha(login);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a used or made-up link says so and offers a new one", async ({ page, provider }) => {
  await openAsVisitor(page, provider, "/reset-password?token=made-up");
  const reset = page.getByRole("form", { name: "Set a new password" });
  await field(reset, "New password").fill("third-pass-3");
  await field(reset, "New password again").fill("third-pass-3");
  await reset.getByRole("button", { name: "Save the new password" }).click();
  await expect(
    page
      .getByText(
        "This link is no longer valid: it has expired, was used, or a newer link was sent. Ask for a new one.",
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
});

// Written out by hand from the console's catalogues (ui/app and ui/kit locales).
const REPLACED_LINK_WORDS = {
  en: {
    form: "Set a new password",
    password: "New password",
    confirm: "New password again",
    submit: "Save the new password",
    invalid:
      "This link is no longer valid: it has expired, was used, or a newer link was sent. Ask for a new one.",
    askAgain: "Ask for a new link",
  },
  zh: {
    form: "设置新密码",
    password: "新密码",
    confirm: "再次输入新密码",
    submit: "保存新密码",
    invalid: "此链接已失效：已过期、已被使用，或已发送了更新的链接。请重新申请。",
    askAgain: "重新获取链接",
  },
  ru: {
    form: "Новый пароль",
    password: "Новый пароль",
    confirm: "Новый пароль ещё раз",
    submit: "Сохранить пароль",
    invalid:
      "Ссылка больше не действует: истёк срок, она уже использована или отправлена более новая. Запросите новую.",
    askAgain: "Запросить новую ссылку",
  },
} as const;

for (const language of ["en", "zh", "ru"] as const)
  test(`an earlier link, once a newer one was sent, is no longer valid and says so (${language})`, async ({
    page,
    provider,
  }) => {
    const words = REPLACED_LINK_WORDS[language];
    const email = `replaced.link.${language}@example.com`;
    await registerAccount(provider, email, "first-pass-1");
    expect(await askResetLink(provider, email)).toBe(200);
    const first = await resetLink(provider, email);
    expect(await askResetLink(provider, email)).toBe(200);
    const second = await resetLink(provider, email, [first]);
    await page
      .context()
      .addCookies([{ name: "lang", value: formatLangCookie(language), url: provider.origin }]);
    const setPassword = async (link: string) => {
      await page.goto(link);
      const reset = page.getByRole("form", { name: words.form });
      await field(reset, words.password).fill("second-pass-2");
      await field(reset, words.confirm).fill("second-pass-2");
      await reset.getByRole("button", { name: words.submit }).click();
    };
    await setPassword(first);
    await expect(page.getByText(words.invalid).first()).toBeVisible();
    await expect(page.getByRole("link", { name: words.askAgain })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(await signInCode(provider, email, "second-pass-2")).toBe(DESIGNED_CODES.LOGIN_FAILED);
    await setPassword(second);
    await expect(page.getByText(words.invalid)).toHaveCount(0);
    await expect.poll(() => signInCode(provider, email, "second-pass-2")).toBe(200);
  });
