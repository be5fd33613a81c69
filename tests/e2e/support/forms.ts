// What the form specs share: find a field by its visible label, read the notifications, tick the
// captcha box (the browser solves its challenge, D279), read a code
// from the mail outbox, and make the provider's answer fail in the three ways of issue 4.

import { expect, type Locator, type Page } from "@playwright/test";
import type { E2eProvider } from "./provider.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A text field (input or textarea) by its label; a required field's label ends in an aria-hidden "*". */
export const field = (scope: Locator | Page, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** Picks `option` in a react-aria select labelled `label`. */
export const choose = async (page: Page, scope: Locator, label: string, option: string | RegExp) => {
  await scope.getByRole("button", { name: new RegExp(escapeRegExp(label)) }).click();
  await page.getByRole("option", { name: option }).first().click();
};

/** Types `text` into a react-aria combobox labelled `label` and picks the suggestion of that name. */
export const fillCombo = async (page: Page, scope: Locator, label: string, text: string) => {
  const combo = scope.getByRole("combobox", { name: new RegExp(`^${escapeRegExp(label)}`) });
  const option = page.getByRole("option", { name: text, exact: true });
  await combo.fill(text);
  // The suggestions were once found closed right after the fill (a full run in 260): Playwright
  // scrolls the field into view first, smoothly on this site, and react-aria's popover closes on a
  // scroll. If they are not shown, ↓ opens them, as it would for a user.
  // The click is retried with the opening: the list closing under it left the option detached.
  // If they are still not shown, the field is emptied and the text typed again: a fill of the text
  // the field already holds changes nothing, so React never tells the combo box to open its list.
  let tries = 0;
  await expect(async () => {
    tries += 1;
    if (!(await option.isVisible())) {
      if (tries % 2 === 1) await combo.press("ArrowDown");
      else {
        await combo.fill("");
        await combo.fill(text);
      }
    }
    await option.click({ timeout: 1_000 });
    await expect(combo).toHaveValue(text, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
};

/** Warnings and successes are announced politely (role status), errors assertively (role alert). */
export const expectNotice = async (page: Page, kind: "status" | "alert", text: string | RegExp) => {
  await expect(page.getByRole(kind).filter({ hasText: text }).first()).toBeVisible();
};

/** The captcha box's words (D279), as a person reads them in each language. */
export const CAPTCHA_WORDS = {
  en: { label: "I'm not a robot", verified: "Checked: you are not a robot" },
  zh: { label: "我不是机器人", verified: "已确认：您不是机器人" },
  ru: { label: "Я не робот", verified: "Проверено: вы не робот" },
} as const;

/** The captcha box in `scope`, by its label (before it is ticked). */
export const captchaBox = (scope: Locator, language: keyof typeof CAPTCHA_WORDS = "en"): Locator =>
  scope.getByRole("checkbox", { name: CAPTCHA_WORDS[language].label });

/**
 * Ticks the captcha box in `scope` as a person does; the browser solves the provider's challenge (the
 * real widget, its worker, the real work) and the box reads as checked.
 */
export const solveCaptcha = async (scope: Locator, language: keyof typeof CAPTCHA_WORDS = "en") => {
  await expect(captchaBox(scope, language)).not.toBeChecked();
  // A person clicks the box or its words; the words are the larger target (the box's tick mark,
  // drawn over it, takes the clicks there and passes them on).
  await scope.getByText(CAPTCHA_WORDS[language].label, { exact: true }).click();
  await expect(scope.getByRole("checkbox", { name: CAPTCHA_WORDS[language].verified })).toBeChecked({
    timeout: 15_000,
  });
};

/**
 * Makes the page's next `path` call carry a captcha payload that does not pass (its solution altered
 * on the way, as a replayed or forged one would be): the provider's refusal as a person meets it.
 */
export const spoilNextCaptcha = async (page: Page, path: string) => {
  await page.route(
    `**${path}`,
    async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as { captcha?: string };
      const solved = JSON.parse(Buffer.from(body.captcha ?? "", "base64").toString("utf8"));
      const spoiled = { ...solved, solution: { ...solved.solution, derivedKey: "00".repeat(32) } };
      body.captcha = Buffer.from(JSON.stringify(spoiled)).toString("base64");
      await route.continue({ postData: JSON.stringify(body) });
    },
    { times: 1 },
  );
};

/** The send-code panel's captcha (it opens under the send-code button). */
export const sendCodePanel = (scope: Locator): Locator =>
  scope.getByRole("group", { name: "Before we send the code, tick the box to show you are not a robot." });

/**
 * Presses "Send code", ticks the captcha box from the keyboard (the panel puts the focus on it, Space
 * ticks it) and sends; the code then goes out by mail or text message.
 */
export const requestCode = async (scope: Locator) => {
  await scope.getByRole("button", { name: "Send code" }).click();
  const panel = sendCodePanel(scope);
  await expect(captchaBox(panel)).toBeFocused();
  await scope.page().keyboard.press("Space");
  await expect(panel.getByRole("checkbox", { name: CAPTCHA_WORDS.en.verified })).toBeChecked({
    timeout: 15_000,
  });
  await panel.getByRole("button", { name: "Send the code" }).click();
  await expect(panel).toBeHidden();
};

const digits = (text: string) => text.replace(/[^\d@.a-z]/gi, "");

/** The newest code mailed (or texted) to `to` (a phone number matches whatever its spacing). */
export const sentCode = async (provider: E2eProvider, to: string): Promise<string> => {
  let code = "";
  await expect
    .poll(async () => {
      const mail = (await provider.outbox()).find((m) => m.to === to || digits(m.to) === digits(to));
      code = /\b(\d{4,8})\b/.exec(mail?.text ?? "")?.[1] ?? "";
      return code;
    })
    .not.toBe("");
  return code;
};

export type FailureKind = "network down" | "server refusal" | "expired session";
export const FAILURE_KINDS: readonly FailureKind[] = ["network down", "server refusal", "expired session"];

/** Makes the next calls to `path` fail the way `kind` says. */
export const failCalls = async (page: Page, path: string, kind: FailureKind) => {
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      if (kind === "network down") return route.abort("internetdisconnected");
      if (kind === "server refusal")
        return route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
      return route.fulfill({ status: 401, json: { code: 401, msg: "Please sign in.", data: null } });
    },
  );
};

/** The console errors a failed call makes the browser print. */
export const FAILED_CALL_CONSOLE = /Failed to load resource|ERR_INTERNET_DISCONNECTED/;
