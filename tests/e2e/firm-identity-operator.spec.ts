// Issue 30 in the browser against the real provider and its demo data (SQLite engine): an operator
// reads on a firm's profile why its spellings are one firm — spellings with bill sides, each link
// with its weight and its fields as chips, a forwarder's reasons — in English, Chinese and Russian,
// and a customer does not see the section (D312); buyer search leaves forwarders out with a notice
// that shows them on asking and hides them again, and the importer facet marks a forwarder (D310,
// D311). axe at 0. Words written out by hand from the catalogues.

import type { BrowserContext, Page } from "@playwright/test";
import { setLanguage, signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/page-helpers.ts";

const ADMIN = "admin@demo.portolan.test";
const TRADE = "trade@demo.portolan.test";
const US = "IMP_USA_BL_SEA";

type Firm = { id: number; name: string; logistics: boolean };
type Evidence = {
  spellings: { name: string; billSides: number }[];
  links: { a: { name: string }; b: { name: string }; weight: number; evidence: { field: string }[] }[];
  forwarder: string[];
};

const language = async (context: BrowserContext, origin: string, lang: "zh" | "en" | "ru") =>
  lang === "ru"
    ? context.addCookies([{ name: "lang", value: "ru", url: origin }])
    : setLanguage(context, origin, lang);

/** The US data set's firms on one side, as the provider lists them (the busiest first). */
const firms = async (page: Page, role: "importer" | "exporter"): Promise<Firm[]> => {
  const q = new URLSearchParams({ datasets: US, kind: role, role, pageSize: "100" });
  const body = (await (await page.request.get(`/searching/cds/company?${q}`)).json()) as {
    data: { records: Firm[] };
  };
  return body.data.records;
};
const evidenceOf = async (page: Page, id: number): Promise<Evidence> => {
  const body = (await (await page.request.get(`/console/admin/firms/evidence?id=${id}`)).json()) as {
    code: number;
    data: Evidence;
  };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data;
};

/** A firm of the US data set whose spellings the resolver linked, with its evidence. */
const linkedFirm = async (page: Page): Promise<{ firm: Firm; evidence: Evidence }> => {
  for (const firm of [...(await firms(page, "exporter")), ...(await firms(page, "importer"))]) {
    const evidence = await evidenceOf(page, firm.id);
    if (evidence.links.length > 0) return { firm, evidence };
  }
  throw new Error("no firm of the demo data has a link");
};

const WORDS = {
  en: {
    title: "Why these spellings are one firm",
    name: "name",
    weight: "weight",
    profile: "Company profile",
  },
  zh: { title: "为何这些拼写属于同一公司", name: "名称", weight: "权重" },
  ru: { title: "Почему эти написания — одна фирма", name: "название", weight: "вес" },
} as const;

test("an operator reads why a firm's spellings are one firm in three languages; a customer does not", async ({
  page,
  provider,
}) => {
  await signInContext(page.context(), provider, ADMIN);
  const { firm, evidence } = await linkedFirm(page);
  const link = evidence.links[0] as Evidence["links"][number];
  for (const lang of ["en", "zh", "ru"] as const) {
    await language(page.context(), provider.origin, lang);
    await page.goto(`/shipments/company?id=${firm.id}&datasets=${US}`);
    const section = page.getByTestId("firm-evidence");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(WORDS[lang].title);
    for (const s of evidence.spellings)
      await expect(section.getByText(s.name, { exact: true }).first()).toBeVisible();
    const item = section.getByRole("listitem").filter({ hasText: `${link.a.name}↔${link.b.name}` });
    await expect(item.first()).toContainText(WORDS[lang].weight);
    const chips = item.first().getByRole("list");
    await expect(chips.getByRole("listitem")).toHaveCount(link.evidence.length);
    await expect(chips.locator('[data-field="name"]')).toContainText(WORDS[lang].name);
    if (lang === "en") expect(await axeViolations(page)).toEqual([]);
  }

  // A forwarder's profile says why it is one.
  const forwarder = (await firms(page, "importer")).find((f) => f.logistics) as Firm;
  await language(page.context(), provider.origin, "en");
  await page.goto(`/shipments/company?id=${forwarder.id}&datasets=${US}`);
  const section = page.getByTestId("firm-evidence");
  await expect(section.getByRole("heading", { name: "Why it reads as a forwarder" })).toBeVisible();
  await expect(
    section.getByText("Its name holds a logistics word (logistics, freight, cargo, shipping…)."),
  ).toBeVisible();

  // A customer's profile of the same firm has no such section.
  await page.context().clearCookies();
  await language(page.context(), provider.origin, "en");
  await signInContext(page.context(), provider, TRADE);
  await page.goto(`/shipments/company?id=${firm.id}&datasets=${US}`);
  await expect(page.getByRole("heading", { level: 2, name: WORDS.en.profile })).toBeVisible();
  await expect(page.getByTestId("firm-evidence")).toHaveCount(0);
});

test("buyer search leaves forwarders out and says how many, shows them on asking; the facet marks one", async ({
  page,
  provider,
}) => {
  await setLanguage(page.context(), provider.origin, "zh");
  await signInContext(page.context(), provider, ADMIN);
  await page.goto(`/buyer?datasets=${US}&pageSize=100`);
  const notice = page.getByTestId("forwarders-notice");
  await expect(notice).toHaveText(/^已隐藏 \d+ 家货代 — 显示$/);
  const rows = page.getByRole("region", { name: /找到/ }).locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: "货代" })).toHaveCount(0);
  await notice.getByRole("link", { name: "显示" }).click();
  await expect(page).toHaveURL(/forwarders=include/);
  await expect(notice).toHaveText("货运代理和无船承运人已列入采购商。 — 隐藏");
  await expect(rows.filter({ hasText: "货代" }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await notice.getByRole("link", { name: "隐藏" }).click();
  await expect(page).not.toHaveURL(/forwarders=/);
  await expect(notice).toHaveText(/^已隐藏 \d+ 家货代/);

  // The data centre's importer facet marks a forwarder where it ranks, in English.
  const forwarder = (await firms(page, "importer")).find((f) => f.logistics) as Firm;
  await setLanguage(page.context(), provider.origin, "en");
  const q = new URLSearchParams({ datasets: US, kind: "importer", keyword: forwarder.name });
  await page.goto(`/shipments/search?${q}`);
  const facet = page.getByRole("region", { name: "Top importers" });
  await expect(facet.getByRole("listitem").filter({ hasText: forwarder.name })).toContainText("Forwarder");
});
