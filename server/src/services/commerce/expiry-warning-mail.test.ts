import { describe, expect, it } from "vitest";
import { expiryWarningMail } from "./expiry-warning-mail.ts";

const facts = (daysLeft: number) => ({
  tierId: "GLOBAL" as const,
  endsAt: Date.UTC(2027, 0, 1),
  daysLeft,
  renewLink: "https://p.test/x/package",
  consoleLink: "https://p.test/dashboard?lang=x",
});

describe("the mail before a package ends", () => {
  it.each([
    ["zh", "您的 全球版 数据套餐将于 2027-01-01 到期", "将在 3 天后（2027-01-01）到期"],
    ["en", "Your Global data package ends on 2027-01-01", "ends in 3 days, on 2027-01-01"],
    ["ru", "Ваш пакет данных Global заканчивается 2027-01-01", "закончится через 3 дня, 2027-01-01"],
  ] as const)("is written in %s", (locale, subject, line) => {
    const mail = expiryWarningMail("a@b.test", facts(3), locale);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(line);
    expect(mail.text).toContain("https://p.test/x/package\n");
    expect(mail.text).toContain("https://p.test/dashboard?lang=x\n");
  });

  it.each([
    [1, "1 день"],
    [2, "2 дня"],
    [5, "5 дней"],
    [10, "10 дней"],
  ])("counts %i days in Russian as %s", (days, words) => {
    expect(expiryWarningMail("a@b.test", facts(days), "ru").text).toContain(`через ${words},`);
  });

  it("says one day in English without a plural", () => {
    expect(expiryWarningMail("a@b.test", facts(1), "en").text).toContain("ends in 1 day, on");
  });
});
