// The mail sent once before a package ends (issue 29 item 11; D288), in the language the package
// was bought in: which package, the day it ends, the days left, and the links to renew it and to the
// console, each in that language (D286).
import { isoDateOf, type Locale, type PackageTierId } from "@portolan/core";
import type { MailMessage } from "../../ports/mailer.ts";

export interface ExpiryWarningFacts {
  readonly tierId: PackageTierId;
  readonly endsAt: number;
  readonly daysLeft: number;
  /** The package page to renew on, and the console's dashboard, in the mail's language. */
  readonly renewLink: string;
  readonly consoleLink: string;
}

const TIER: Readonly<Record<Locale, Readonly<Record<PackageTierId, string>>>> = {
  zh: { PRO: "PRO", GLOBAL: "全球版", PLUS: "全球增强版", LUXURY: "全球豪华版", DELUXE: "全球至尊版" },
  en: { PRO: "PRO", GLOBAL: "Global", PLUS: "Plus", LUXURY: "Luxury", DELUXE: "Deluxe" },
  ru: { PRO: "PRO", GLOBAL: "Global", PLUS: "Plus", LUXURY: "Luxury", DELUXE: "Deluxe" },
};

/** "1 день", "3 дня", "10 дней". */
const daysRu = (n: number): string => {
  const ten = n % 10;
  const hundred = n % 100;
  if (ten === 1 && hundred !== 11) return `${n} день`;
  if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return `${n} дня`;
  return `${n} дней`;
};

export const expiryWarningMail = (to: string, f: ExpiryWarningFacts, locale: Locale): MailMessage => {
  const tier = TIER[locale][f.tierId];
  const end = isoDateOf(f.endsAt);
  if (locale === "zh")
    return {
      to,
      subject: `您的 ${tier} 数据套餐将于 ${end} 到期`,
      text: `您好：\n\n您的 ${tier} 数据套餐将在 ${f.daysLeft} 天后（${end}）到期，到期后将无法查看套餐内的数据。\n\n续订套餐：${f.renewLink}\n进入控制台：${f.consoleLink}\n\nPortolan 团队`,
    };
  if (locale === "ru")
    return {
      to,
      subject: `Ваш пакет данных ${tier} заканчивается ${end}`,
      text: `Здравствуйте!\n\nВаш пакет данных ${tier} закончится через ${daysRu(f.daysLeft)}, ${end}. После этого данные пакета будут недоступны.\n\nПродлить пакет: ${f.renewLink}\nОткрыть консоль: ${f.consoleLink}\n\nКоманда Portolan`,
    };
  return {
    to,
    subject: `Your ${tier} data package ends on ${end}`,
    text: `Hello,\n\nYour ${tier} data package ends in ${f.daysLeft === 1 ? "1 day" : `${f.daysLeft} days`}, on ${end}. After that its data is no longer available to you.\n\nRenew the package: ${f.renewLink}\nOpen the console: ${f.consoleLink}\n\nThe Portolan team`,
  };
};
