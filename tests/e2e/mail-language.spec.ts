// Mail in the language the visitor is using (issue 13): a code asked for on the Russian site arrives
// in Russian, one asked for on the Chinese site in Chinese, whatever the browser's own language.

import { expect, test } from "./support/fixtures.ts";
import { field, solveCaptcha } from "./support/forms.ts";
import { waitForHydration } from "./support/page-helpers.ts";

const CASES = [
  {
    home: "/ru",
    open: "Запросить демо",
    dialog: "Заказать демонстрацию",
    email: "Электронная почта",
    send: "Получить код",
    confirm: "Отправить код",
    language: "ru",
    panel: "Прежде чем мы отправим код, отметьте поле, чтобы подтвердить, что вы не робот.",
    subject: "Ваш код подтверждения Portolan",
    to: "olga.mail@example.com",
  },
  {
    home: "/cn",
    open: "预约演示",
    dialog: "预约演示",
    email: "邮箱",
    send: "发送验证码",
    confirm: "发送验证码",
    language: "zh",
    panel: "发送验证码前，请勾选方框，证明您不是机器人。",
    subject: "Portolan 验证码",
    to: "wang.mail@example.com",
  },
] as const;

for (const c of CASES)
  test(`a code asked for on ${c.home} is mailed in that language`, async ({ page, provider }) => {
    await page.goto(c.home);
    await waitForHydration(page);
    await page.locator("footer").getByRole("button", { name: c.open }).click();
    const dialog = page.getByRole("dialog", { name: c.dialog });
    await field(dialog, c.email).fill(c.to);
    await dialog.getByRole("button", { name: c.send }).first().click();
    const panel = dialog.getByRole("group", { name: c.panel });
    await solveCaptcha(panel, c.language);
    await panel.getByRole("button", { name: c.confirm }).click();
    await expect
      .poll(async () => (await provider.outbox()).find((m) => m.to === c.to)?.subject)
      .toBe(c.subject);
  });
