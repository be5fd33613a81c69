// The public PO catalogues (../locales/{en,zh,ru}.po) against core's tables: `lingui check` in the
// test command already fails on a message missing in any language; these check what it cannot
// (placeholders, numbers, script, English in step with core's, the spec's wording).
import { readFileSync } from "node:fs";
import { parsePoFile } from "@lingui/format-po";
import {
  ACCOUNT_DORMANCY_MONTHS,
  ADULT_AGE_YEARS,
  englishMessages,
  MESSAGE_TABLES,
  ORDER_RESERVATION_DAYS,
  PASSWORD_MIN_LENGTH,
} from "@portolan/core";
import { describe, expect, it } from "vitest";
import { chromeMessages } from "./chrome-messages.ts";
import { formsMessages } from "./forms-messages.ts";

const po = (lang: "en" | "zh" | "ru"): Readonly<Record<string, string>> => {
  const file = parsePoFile(readFileSync(new URL(`../locales/${lang}.po`, import.meta.url), "utf8"));
  return Object.fromEntries(file.items.map((item) => [item.msgid, item.msgstr[0] ?? ""]));
};

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

const english = (id: string): string => englishMessages[id] ?? "";
/** The names a message fills ("{max}", an ICU plural's "{count, plural, …}"), each once. */
const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1] ?? ""))].sort();
/** The numbers a text states, thousands separators dropped ("12,500.00" and "12500.00" agree). */
const numbers = (text: string): string[] =>
  [...text.replace(/(\d),(?=\d{3})/g, "$1").matchAll(/\d+/g)].map((m) => m[0]).sort();

describe("the English catalogue", () => {
  it("holds every core id with core's English (`pnpm --dir ui run extract` overwrites it)", () => {
    const en = po("en");
    const stale = RULE_IDS.filter((id) => en[id] !== english(id));
    expect(RULE_IDS.length).toBeGreaterThan(250);
    expect(stale).toEqual([]);
  });
});

describe("the kit's words with ids of their own", () => {
  it("have in en.po the English the code declares (`pnpm --dir ui run extract` overwrites it)", () => {
    const en = po("en");
    const stale = Object.values({ ...chromeMessages, ...formsMessages }).filter(
      (m) => en[m.id] !== m.message,
    );
    expect(stale).toEqual([]);
  });
});

describe.each(["zh", "ru"] as const)("the %s catalogue", (lang) => {
  const catalogue = po(lang);
  const en = po("en");
  const allowed: readonly string[] = SAME_AS_ENGLISH[lang];

  it("translates every message id of the rules", () => {
    expect(RULE_IDS.filter((id) => !catalogue[id])).toEqual([]);
  });

  it("gives every message a non-empty text without stray spaces", () => {
    const bad = Object.entries(catalogue).filter(
      ([id, t]) => id !== "" && (t.trim() === "" || t !== t.trim()),
    );
    expect(bad).toEqual([]);
  });

  it("keeps exactly the English text's placeholders, in every message", () => {
    const bad = Object.keys(en).filter(
      (id) => placeholders(catalogue[id] ?? "").join() !== placeholders(en[id] ?? "").join(),
    );
    expect(bad).toEqual([]);
  });

  it("states the same numbers as the English text (core's ids)", () => {
    const bad = RULE_IDS.filter((id) => numbers(catalogue[id] ?? "").join() !== numbers(english(id)).join());
    expect(bad).toEqual([]);
  });

  it("differs from the English except for the allow-listed codes and brands", () => {
    expect(RULE_IDS.filter((id) => catalogue[id] === english(id))).toEqual([...allowed].sort());
  });

  it("is written in the language's script, except the allow-listed codes and brands", () => {
    expect(RULE_IDS.filter((id) => !SCRIPT[lang].test(catalogue[id] ?? ""))).toEqual([...allowed].sort());
  });
});

describe("the wording the spec implies", () => {
  const zh = po("zh");
  const ru = po("ru");

  it("shows the Chinese a Chinese product would show", () => {
    expect(zh["errors.code.wrongParameters"]).toBe("参数错误，请稍后重试");
    expect(zh["errors.page.notFound"]).toBe("页面未找到");
    expect(zh["errors.page.backHome"]).toBe("返回首页");
    expect(zh["errors.network.invalidRequest"]).toBe("无效请求");
    expect(zh["errors.code.verificationCode"]).toBe("验证码错误。");
  });

  it("shows the Russian error page texts", () => {
    expect(ru["errors.page.notFound"]).toBe("Страница не найдена");
    expect(ru["errors.page.backHome"]).toBe("Вернуться на главную");
  });

  it("states the numbers that are rules as core has them", () => {
    expect(zh["validation.purchase.passwordTooShort"]).toContain(`${PASSWORD_MIN_LENGTH}位`);
    expect(zh["orders.invalid.expired"]).toContain(`${ORDER_RESERVATION_DAYS}天`);
    expect(zh["accounts.cancelled.dormant"]).toContain(`${ACCOUNT_DORMANCY_MONTHS}个月`);
    expect(zh["validation.guardian.required"]).toContain(`${ADULT_AGE_YEARS}周岁`);
    expect(zh["search.pageSize.invalid"]).toBe("请选择每页显示20、50或100条结果。");
    expect(ru["search.pageSize.invalid"]).toBe("Выберите число результатов на странице: 20, 50 или 100.");
  });

  it("takes the Russian noun form a rule's value needs (spec: 6 characters, 7 days, 12 months, 18 years)", () => {
    expect(ru["validation.purchase.passwordTooShort"]).toBe("Минимальная длина пароля — 6 символов.");
    expect(ru["orders.invalid.expired"]).toBe("Заказ не был оплачен за 7 дней и больше не действителен.");
    expect(ru["accounts.cancelled.dormant"]).toContain("не входили 12 месяцев");
    expect(ru["validation.guardian.required"]).toContain("младше 18 лет");
  });
});
