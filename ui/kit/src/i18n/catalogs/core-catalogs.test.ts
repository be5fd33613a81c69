import {
  ACCOUNT_DORMANCY_MONTHS,
  ADULT_AGE_YEARS,
  englishMessages,
  MESSAGE_TABLES,
  ORDER_RESERVATION_DAYS,
  PASSWORD_MIN_LENGTH,
} from "@portolan/core";
import { describe, expect, it } from "vitest";
import { coreRu } from "./core-ru.ts";
import { coreSiteRu } from "./core-site-ru.ts";
import { coreSiteZh } from "./core-site-zh.ts";
import { coreZh } from "./core-zh.ts";

const { datasetNames: _names, ...ruleTables } = MESSAGE_TABLES;
const RULE_IDS = Object.values(ruleTables)
  .flatMap((table) => Object.keys(table))
  .sort();

/** Texts that are the same as the English on purpose: product codes and brand names. */
const SAME_AS_ENGLISH = {
  zh: ["nav.account.id", "nav.contact.qq", "nav.marketing.companies.b2b"],
  ru: [
    "nav.account.id",
    "nav.business.crm",
    "nav.contact.qq",
    "nav.contact.wechat",
    "nav.marketing.companies.b2b",
    "packages.tier.PRO",
    "permissions.tier.shipmentPro",
  ],
} as const;

const SCRIPT = { zh: /\p{Script=Han}/u, ru: /\p{Script=Cyrillic}/u } as const;

/** Each language's two parts (the site's, the rest) together. */
const CATALOGUES = { zh: { ...coreSiteZh, ...coreZh }, ru: { ...coreSiteRu, ...coreRu } } as const;

const english = (id: string): string => englishMessages[id] ?? "";
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort();
/** The numbers a text states, thousands separators dropped ("12,500.00" and "12500.00" agree). */
const numbers = (text: string): string[] =>
  [...text.replace(/(\d),(?=\d{3})/g, "$1").matchAll(/\d+/g)].map((m) => m[0]).sort();

describe.each(["zh", "ru"] as const)("core catalogue %s", (lang) => {
  const catalogue: Readonly<Record<string, string>> = CATALOGUES[lang];
  const allowed: readonly string[] = SAME_AS_ENGLISH[lang];

  it("translates every message id of the rules, and nothing else", () => {
    expect(RULE_IDS.length).toBeGreaterThan(250);
    expect(Object.keys(catalogue).sort()).toEqual(RULE_IDS);
  });

  it("gives every id a non-empty text without stray spaces", () => {
    const bad = Object.entries(catalogue).filter(([, t]) => t.trim() === "" || t !== t.trim());
    expect(bad).toEqual([]);
  });

  it("keeps exactly the English text's placeholders", () => {
    const bad = RULE_IDS.filter(
      (id) => placeholders(catalogue[id] ?? "").join() !== placeholders(english(id)).join(),
    );
    expect(bad).toEqual([]);
  });

  it("states the same numbers as the English text", () => {
    const bad = RULE_IDS.filter((id) => numbers(catalogue[id] ?? "").join() !== numbers(english(id)).join());
    expect(bad).toEqual([]);
  });

  it("differs from the English except for the allow-listed codes and brands", () => {
    const same = RULE_IDS.filter((id) => catalogue[id] === english(id));
    expect(same).toEqual([...allowed].sort());
  });

  it("is written in the language's script, except the allow-listed codes and brands", () => {
    const foreign = RULE_IDS.filter((id) => !SCRIPT[lang].test(catalogue[id] ?? ""));
    expect(foreign).toEqual([...allowed].sort());
  });
});

describe("the wording the spec implies", () => {
  it("shows the Chinese a Chinese product would show", () => {
    expect(coreZh["errors.code.wrongParameters"]).toBe("参数错误，请稍后重试");
    expect(coreZh["errors.page.notFound"]).toBe("页面未找到");
    expect(coreZh["errors.page.backHome"]).toBe("返回首页");
    expect(coreZh["errors.network.invalidRequest"]).toBe("无效请求");
    expect(coreZh["errors.code.verificationCode"]).toBe("验证码错误。");
  });

  it("shows the Russian error page texts", () => {
    expect(coreRu["errors.page.notFound"]).toBe("Страница не найдена");
    expect(coreRu["errors.page.backHome"]).toBe("Вернуться на главную");
  });
});

describe("numbers that are rules", () => {
  it("come from core, in both languages", () => {
    expect(coreZh["validation.purchase.passwordTooShort"]).toContain(`${PASSWORD_MIN_LENGTH}位`);
    expect(coreZh["orders.invalid.expired"]).toContain(`${ORDER_RESERVATION_DAYS}天`);
    expect(coreZh["accounts.cancelled.dormant"]).toContain(`${ACCOUNT_DORMANCY_MONTHS}个月`);
    expect(coreZh["validation.guardian.required"]).toContain(`${ADULT_AGE_YEARS}周岁`);
    expect(coreZh["search.pageSize.invalid"]).toBe("请选择每页显示20、50或100条结果。");
    expect(coreRu["search.pageSize.invalid"]).toBe("Выберите число результатов на странице: 20, 50 или 100.");
  });

  it("take the Russian noun form their value needs (spec: 6 characters, 7 days, 12 months, 18 years)", () => {
    expect(coreRu["validation.purchase.passwordTooShort"]).toBe("Минимальная длина пароля — 6 символов.");
    expect(coreRu["orders.invalid.expired"]).toBe("Заказ не был оплачен за 7 дней и больше не действителен.");
    expect(coreRu["accounts.cancelled.dormant"]).toContain("не входили 12 месяцев");
    expect(coreRu["validation.guardian.required"]).toContain("младше 18 лет");
  });
});
