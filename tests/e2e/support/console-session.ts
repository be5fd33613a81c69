// What the console's sign-in specs share: the log-in form's words in zh and en, filling and sending
// it as a person would (the captcha box ticked, the browser solving it), signing in over HTTP into a
// browser context, and ending a session behind the page's back: signed out elsewhere (401) or idle
// for too long (402, by ageing its last activity in the provider's SQLite file).

import { createHash } from "node:crypto";
import { type BrowserContext, expect, type Locator, type Page } from "@playwright/test";
import { loadConfig, openAccountStorage } from "@portolan/server";
import { DEMO_PASSWORD, signIn } from "../../src/support/sign-in.ts";
import { CAPTCHA_WORDS, captchaBox, field, solveCaptcha, spoilNextCaptcha } from "./forms.ts";
import type { E2eProvider } from "./provider.ts";

export { DEMO_PASSWORD };

export type ConsoleLanguage = "zh" | "en";

/** The lang cookie's value of each language (spec §4 Language: zh is stored as zh-cn). */
export const LANG_COOKIE: Readonly<Record<ConsoleLanguage, string>> = { zh: "zh-cn", en: "en" };

/** The home of each language (spec §4: zh maps to cn). */
export const HOME: Readonly<Record<ConsoleLanguage, string>> = { zh: "/cn", en: "/en" };

/** The words of the log-in page, written out by hand from the console's and core's catalogues. */
export const LOGIN_WORDS = {
  en: {
    form: "Log in",
    login: "Account or email",
    password: "Password",
    captcha: CAPTCHA_WORDS.en.label,
    submit: "Log in",
    toRegister: "Register for free",
    failed: "The account or password is incorrect.",
    frozen: "This account is frozen. Please contact us to restore it.",
    cancelled: "This account has been cancelled. You may appeal the cancellation.",
    wrongCaptcha: "The robot check has expired or was already used. Please tick the box again.",
    loginRequired: "Please enter your account name or email address.",
  },
  zh: {
    form: "登录",
    login: "账号或邮箱",
    password: "密码",
    captcha: CAPTCHA_WORDS.zh.label,
    submit: "登录",
    toRegister: "免费注册",
    failed: "账号或密码错误。",
    frozen: "该账号已被冻结，请联系我们解冻。",
    cancelled: "该账号已被注销，您可以对注销提出申诉。",
    wrongCaptcha: "人机验证已过期或已被使用，请重新勾选方框。",
    loginRequired: "请输入账号或邮箱。",
  },
} as const;

export const setLanguage = async (context: BrowserContext, origin: string, language: ConsoleLanguage) => {
  await context.addCookies([{ name: "lang", value: LANG_COOKIE[language], url: origin }]);
};

/** The log-in form, once the console has rendered it (its captcha box shown). */
export const loginForm = async (page: Page, language: ConsoleLanguage): Promise<Locator> => {
  const words = LOGIN_WORDS[language];
  const form = page.getByRole("form", { name: words.form });
  await expect(captchaBox(form, language)).toBeVisible();
  return form;
};

/** Fills the form, ticks the captcha box and sends it; `spoiled`: the payload is refused (20009). */
export const submitLogin = async (
  form: Locator,
  language: ConsoleLanguage,
  values: { readonly login: string; readonly password: string; readonly spoiled?: boolean },
) => {
  const words = LOGIN_WORDS[language];
  await field(form, words.login).fill(values.login);
  await field(form, words.password).fill(values.password);
  await solveCaptcha(form, language);
  if (values.spoiled === true) await spoilNextCaptcha(form.page(), "/api/public/login");
  await form.getByRole("button", { name: words.submit, exact: true }).click();
};

/** Signs `login` in over HTTP and gives the browser its token cookie; returns the token. */
export const signInContext = async (
  context: BrowserContext,
  provider: E2eProvider,
  login: string,
): Promise<string> => {
  const cookie = await signIn(provider.origin, login, DEMO_PASSWORD);
  const token = cookie.slice("token=".length);
  await context.addCookies([{ name: "token", value: token, url: provider.origin, httpOnly: true }]);
  return token;
};

/** The browser's session token (the provider's httpOnly cookie). */
export const tokenOf = async (context: BrowserContext): Promise<string> => {
  const cookie = (await context.cookies()).find((c) => c.name === "token");
  if (cookie === undefined) throw new Error("the browser holds no token cookie");
  return cookie.value;
};

/** Signs the token out over HTTP, as another tab or device would: its next call answers 401. */
export const signOutElsewhere = async (provider: E2eProvider, token: string) => {
  const response = await fetch(`${provider.origin}/console/user/logout`, {
    method: "POST",
    headers: { cookie: `token=${token}`, origin: provider.origin },
  });
  const body = (await response.json()) as { code: number };
  expect(body.code, "logout over HTTP").toBeLessThan(300);
};

/**
 * Makes the session's last activity older than any idle lifetime: its next call answers 402. No
 * port moves time back (touch only moves it forward), so the test writes the row through the
 * provider's own account storage, whichever engine it is on.
 */
export const ageSession = async (provider: E2eProvider, token: string) => {
  const storage = await openAccountStorage(
    loadConfig({ PORTOLAN_DATA_DIR: provider.dataDir }, process.cwd()).accountStorage,
  );
  try {
    const hash = createHash("sha256").update(token).digest("hex");
    const changed = await storage.sql.run("UPDATE sessions SET last_seen_at = 0 WHERE token_hash = ?", [
      hash,
    ]);
    expect(changed.changes, "the session's row").toBe(1);
  } finally {
    await storage.close();
  }
};

/** Changes the console's page in place (as a console link does), so the new page makes its calls. */
export const goInPlace = async (page: Page, path: string) => {
  // Queued, so that evaluate returns before the page's call may send the browser elsewhere. A page
  // already leaving or gone (another of its calls found the session gone first, and the browser is on
  // the public site: no console document, which alone says noindex) has nothing left to change.
  await page
    .evaluate((to) => {
      if (document.querySelector('meta[name="robots"][content="noindex"]') === null) return;
      setTimeout(() => {
        history.pushState(null, "", to);
        dispatchEvent(new PopStateEvent("popstate"));
      }, 0);
    }, path)
    .catch((error: unknown) => {
      if (!String(error).includes("Execution context was destroyed")) throw error;
    });
};

const NOTICES_KEY = "e2e-notices-seen";
/** The notification area's two live regions (not the page's own status lines, such as "Loading…"). */
const NOTIFICATION_REGIONS =
  '[data-react-aria-top-layer] > [role="alert"], [data-react-aria-top-layer] > [role="status"]';

/** From the next page load on, records every notification text shown (kept across full loads). */
export const recordNotices = async (page: Page) => {
  await page.addInitScript(
    ({ key, NOTIFICATION_REGIONS }) => {
      const seen = () => JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[];
      new MutationObserver(() => {
        for (const region of document.querySelectorAll(NOTIFICATION_REGIONS)) {
          const text = region.textContent?.trim() ?? "";
          if (text !== "" && !seen().includes(text))
            sessionStorage.setItem(key, JSON.stringify([...seen(), text]));
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
    { key: NOTICES_KEY, NOTIFICATION_REGIONS },
  );
};

/** The notification texts shown since `recordNotices`, in this tab. */
export const noticesSeen = (page: Page): Promise<string[]> =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[], NOTICES_KEY);
