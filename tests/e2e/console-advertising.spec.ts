// The account menu's "Advertising settings" (/account/advertising; issue 29 item 16, D292) in the
// browser against the real provider: once a 404, now the account's mail and notification choices,
// saved on the provider and read back after a reload. In English, Russian and Chinese. axe at 0.
// Words written out by hand from the console's catalogues.
import { registerAccount } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/page-helpers.ts";

const WORDS = {
  en: {
    title: "Advertising settings",
    marketing: "News and offers from Portolan by email",
    alerts: "Alert emails for tracked companies and searches",
    expiry: "A reminder by email before a package ends",
    count: "The number of unread alerts in the console's header",
    save: "Save",
    saved: "Your settings are saved.",
  },
  ru: {
    title: "Настройки рекламы",
    marketing: "Новости и предложения Portolan по e-mail",
    alerts: "Письма с оповещениями об отслеживаемых компаниях и поисках",
    expiry: "Напоминание по e-mail перед окончанием пакета",
    count: "Число непрочитанных оповещений в шапке консоли",
    save: "Сохранить",
    saved: "Настройки сохранены.",
  },
  zh: {
    title: "广告设置",
    marketing: "通过电子邮件接收 Portolan 的新闻和优惠",
    alerts: "关注的公司和搜索的提醒邮件",
    expiry: "套餐到期前发送邮件提醒",
    count: "控制台顶部显示未读提醒数量",
    save: "保存",
    saved: "设置已保存。",
  },
} as const;
const COOKIE = { en: "en", ru: "ru", zh: "zh-cn" } as const;

for (const language of ["en", "ru", "zh"] as const)
  test(`the advertising settings save the account's choices and read them back (${language})`, async ({
    page,
    provider,
  }) => {
    const w = WORDS[language];
    const token = await registerAccount(provider, `ada.${language}.prefs@example.com`, "ada-pass-1");
    await page.context().addCookies([
      { name: "lang", value: COOKIE[language], url: provider.origin },
      { name: "token", value: token, url: provider.origin, httpOnly: true },
    ]);
    await page.goto("/account/advertising");
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    const marketing = page.getByRole("checkbox", { name: w.marketing });
    const alerts = page.getByRole("checkbox", { name: w.alerts });
    const expiry = page.getByRole("checkbox", { name: w.expiry });
    const count = page.getByRole("checkbox", { name: w.count });
    // The defaults: no marketing until asked for; alert mails, expiry reminders and the count on.
    await expect(marketing).not.toBeChecked();
    await expect(alerts).toBeChecked();
    await expect(expiry).toBeChecked();
    await expect(count).toBeChecked();
    await page.getByText(w.marketing).click();
    await page.getByText(w.alerts).click();
    await page.getByRole("button", { name: w.save }).click();
    await expect(page.getByRole("status").filter({ hasText: w.saved }).first()).toBeVisible();
    await page.reload();
    await expect(marketing).toBeChecked();
    await expect(alerts).not.toBeChecked();
    await expect(expiry).toBeChecked();
    await expect(count).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
  });
