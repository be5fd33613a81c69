// The HS picker's find (issue 31 item 6) against the real provider, in zh, en and ru: six-digit
// subheadings, the common names people type ("laptop", "ноутбук", "笔记本电脑" → 847130; "chairs",
// "стулья", "椅子" → 9401), the best match first, and a chosen subheading filtering the search.
// Words written out by hand from the catalogues.

import type { Page } from "@playwright/test";
import { signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/page-helpers.ts";

const WORDS = {
  en: {
    hs: "HS code",
    found: "HS codes found",
    search: "Search",
    laptop: "laptop",
    chairs: "chairs",
    script: /[A-Za-z]/,
  },
  zh: {
    hs: "HS 编码",
    found: "找到的 HS 编码",
    search: "搜索",
    laptop: "笔记本电脑",
    chairs: "椅子",
    script: /\p{Script=Han}|[A-Za-z]/u,
  },
  ru: {
    hs: "Код ТН ВЭД (HS)",
    found: "Найденные коды ТН ВЭД",
    search: "Искать",
    laptop: "ноутбук",
    chairs: "стулья",
    script: /\p{Script=Cyrillic}/u,
  },
} as const;

const COOKIE = { en: "en", zh: "zh-cn", ru: "ru" } as const;

const literal = (text: string) => text.replace(/[()]/g, "\\$&");

/** The codes the picker offers for what is typed, in its order, once the first is `first`. */
const offered = async (
  page: Page,
  lang: keyof typeof WORDS,
  typed: string,
  first: string,
): Promise<string[]> => {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("searchbox").fill(typed);
  const list = dialog.getByRole("list", { name: WORDS[lang].found });
  // The find is asked once typing pauses: wait for this query's answer.
  await expect(list.getByRole("button").first()).toHaveText(new RegExp(`^${first} `));
  return (await list.getByRole("button").allTextContents()).map((t) => t.trim().split(" ")[0] ?? "");
};

for (const lang of ["en", "zh", "ru"] as const) {
  test(`the HS picker in ${lang} finds goods by their common names and six-digit codes`, async ({
    page,
    provider,
  }) => {
    const words = WORDS[lang];
    await page.context().addCookies([{ name: "lang", value: COOKIE[lang], url: provider.origin }]);
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto("/shipments/search?datasets=IMP_MEXICO_CD_SEA&kind=description");
    await page.getByRole("button", { name: new RegExp(`^${literal(words.hs)} `) }).click();
    expect((await offered(page, lang, words.chairs, "9401"))[0]).toBe("9401");
    const digits = await offered(page, lang, "8471", "8471");
    expect(digits.slice(0, 3)).toEqual(["8471", "847130", "847141"]);
    expect(digits.every((c) => c.startsWith("8471"))).toBe(true);
    expect(await offered(page, lang, "847130", "847130")).toEqual(["847130"]);
    expect((await offered(page, lang, words.laptop, "847130"))[0]).toBe("847130");
    expect(await axeViolations(page)).toEqual([]);
    const laptop = page.getByRole("dialog").getByRole("button", { name: /^847130 / });
    await expect(laptop).toHaveText(words.script);
    await laptop.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(
      page.getByRole("button", { name: new RegExp(`^${literal(words.hs)} 847130 · `) }),
    ).toBeVisible();
    await page.getByRole("button", { name: words.search, exact: true }).click();
    await expect(page).toHaveURL(/hs=847130/);
  });
}
