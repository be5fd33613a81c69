// One signed-in browser context per worker for the data-centre matrix (data-centre-matrix.spec.ts,
// data-centre-keyboard.spec.ts): the demo admin (every data set, the partners report), signed in
// once, with what the screens show seeded once over HTTP as the screens would write it (a search run,
// a shipment, a company and a search saved, a company tracked, an export finished). A case sets the
// language cookie and the width, and makes one page visit. The suite's guard (fixtures.ts) watches
// the test's own context; `dc` watches the shared one the same way.

import type { BrowserContext, ConsoleMessage, Page, WebError } from "@playwright/test";
import { signInContext } from "./console-session.ts";
import type { PageProblem } from "./fixtures.ts";
import { test as base, expect } from "./fixtures.ts";

export const LANGS = ["zh", "en", "ru"] as const;
export type Lang = (typeof LANGS)[number];
export const WIDTHS = [1280, 390] as const;

const COOKIE: Readonly<Record<Lang, string>> = { zh: "zh-cn", en: "en", ru: "ru" };
const TAG: Readonly<Record<Lang, string>> = { zh: "zh-CN", en: "en", ru: "ru" };

/** A number as the page's language writes it ("1,020", "1 020" with a non-breaking space in ru). */
export const numberIn = (n: number, lang: Lang): string => new Intl.NumberFormat(TAG[lang]).format(n);

export const US = "IMP_USA_BL_SEA";
export const RUSSIA = "IMP_RUSSIA_CD_DEF";

interface Party {
  readonly id: number;
  readonly name: string;
}

export interface Seed {
  /** A US bill with an importer, its goods and date. */
  readonly bill: {
    readonly id: number;
    readonly date: string;
    readonly goods: string;
    readonly importer: Party;
  };
  /** The US search's first page, as the provider answers it. */
  readonly usTotal: number;
  readonly usFirstDate: string;
  /** A goods word of that bill, the search by it and how many it finds. */
  readonly word: string;
  readonly wordQuery: string;
  readonly wordTotal: number;
  /** The importer's profile totals. */
  readonly asImporter: number;
  /** The busiest Russian importer and its partners report's first row. */
  readonly firm: Party & { readonly partners: number; readonly shipments: number; readonly top: string };
  /** The finished export's file name. */
  readonly exportFile: string;
}

interface Shared {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly seed: Seed;
}

export interface DataCentre {
  readonly page: Page;
  readonly seed: Seed;
  /** Sets the language and the width, then makes the case's one page visit. */
  readonly open: (path: string, lang: Lang, width: number) => Promise<void>;
  /** Runs a search over HTTP with the page's session (the dashboard lists it among the recent). */
  readonly search: (query: string) => Promise<{ total: number }>;
}

const data = async <T>(page: Page, path: string, body?: unknown): Promise<T> => {
  // Writes carry the page's origin, as the console's do (the provider refuses others).
  const origin = new URL(page.url()).origin;
  const response =
    body === undefined
      ? await page.request.get(path)
      : await page.request.post(path, { data: body, headers: { origin } });
  const envelope = (await response.json()) as { code: number; msg?: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg ?? ""}`);
  return envelope.data;
};

interface Bill {
  readonly id: number;
  readonly date: string;
  readonly description?: string;
  readonly importer?: { readonly id?: number; readonly name: string };
}

const seedData = async (page: Page): Promise<Seed> => {
  const us = await data<{ total: number; records: Bill[] }>(page, `/searching/cds?datasets=${US}`);
  const record = us.records.find(
    (r) => r.importer?.id !== undefined && /[A-Za-z]{5,}/.test(r.description ?? ""),
  );
  if (record?.importer?.id === undefined) throw new Error("no US bill with an importer and goods");
  const importer = { id: record.importer.id, name: record.importer.name };
  const word = ((record.description ?? "").match(/[A-Za-z]{5,}/)?.[0] ?? "").toLowerCase();
  const wordQuery = `datasets=${US}&keyword=${word}`;
  const found = await data<{ total: number }>(page, `/searching/cds?${wordQuery}`);
  const profile = await data<{ asImporter: number }>(
    page,
    `/searching/cds/companies/record?id=${importer.id}&datasets=${US}`,
  );
  const firms = await data<{ records: Party[] }>(
    page,
    `/searching/cds/company?datasets=${RUSSIA}&role=importer`,
  );
  const firm = firms.records[0];
  if (firm === undefined) throw new Error("no Russian importer");
  const report = await data<{ total: number; shipments: number; records: { partner: { name: string } }[] }>(
    page,
    `/searching/cds/company/partner?id=${firm.id}&datasets=${RUSSIA}`,
  );
  for (const item of [
    { kind: "bill", ref: String(record.id), title: record.description },
    { kind: "company", ref: String(importer.id), datasets: US, title: importer.name },
    { kind: "search", ref: wordQuery },
  ])
    await data(page, "/console/collection", item);
  await data(page, "/console/tracking", {
    companyId: importer.id,
    role: "importer",
    datasets: US,
    name: importer.name,
  });
  const started = await data<{ id: number; fileName: string }>(page, "/console/exports", {
    subject: { kind: "search", query: { datasets: US } },
    format: "csv",
  });
  await expect
    .poll(async () => {
      const list = await data<{ exports: { id: number; status: string }[] }>(page, "/console/exports");
      return list.exports.find((e) => e.id === started.id)?.status;
    })
    .toBe("done");
  return {
    bill: { id: record.id, date: record.date, goods: record.description ?? "", importer },
    usTotal: us.total,
    usFirstDate: us.records[0]?.date ?? "",
    word,
    wordQuery,
    wordTotal: found.total,
    asImporter: profile.asImporter,
    firm: {
      ...firm,
      partners: report.total,
      shipments: report.shipments,
      top: report.records[0]?.partner.name ?? "",
    },
    exportFile: started.fileName,
  };
};

export const test = base.extend<{ dc: DataCentre }, { shared: Shared }>({
  shared: [
    async ({ browser, provider }, use) => {
      const context = await browser.newContext({ baseURL: provider.origin, locale: "en-US" });
      await signInContext(context, provider, "admin@demo.portolan.test");
      const page = await context.newPage();
      // A page of the provider first: the seed's writes carry its origin.
      await page.goto("/robots.txt");
      const seed = await seedData(page);
      await use({ context, page, seed });
      await context.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  dc: async ({ shared, provider, allowedConsoleErrors }, use) => {
    const { context, page, seed } = shared;
    const problems: PageProblem[] = [];
    const onError = (error: WebError) =>
      problems.push({ kind: "pageerror", text: String(error.error()), url: error.page()?.url() ?? "" });
    const onConsole = (message: ConsoleMessage) => {
      const text = message.text();
      const url = message.page()?.url() ?? "";
      if (message.type() === "error" && !allowedConsoleErrors?.test(text))
        problems.push({ kind: "console.error", text, url });
      else if (message.type() === "warning" && /hydrat/i.test(text))
        problems.push({ kind: "hydration warning", text, url });
    };
    context.on("weberror", onError);
    context.on("console", onConsole);
    const open = async (path: string, lang: Lang, width: number) => {
      await context.addCookies([{ name: "lang", value: COOKIE[lang], url: provider.origin }]);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
    };
    const search = (query: string) => data<{ total: number }>(page, `/searching/cds?${query}`);
    await use({ page, seed, open, search });
    // What a case left open or routed is closed with the next visit; its routes go now.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.keyboard.press("Escape").catch(() => undefined);
    context.off("weberror", onError);
    context.off("console", onConsole);
    expect(problems, "page errors, console errors and hydration warnings").toEqual([]);
  },
});

export { expect };

/** The page does not scroll sideways (a wide table scrolls in its own frame). */
export const expectNoSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

const SCRIPT: Readonly<Record<Lang, RegExp>> = {
  zh: /\p{Script=Han}/u,
  en: /[A-Za-z]/,
  ru: /\p{Script=Cyrillic}/u,
};
/** Latin words a zh or ru screen writes as they are: codes, units, file formats. */
const AS_IS = /^(HS|CSV|XLSX|USD|SCAC|IMO|ID|TEU|B|KB|MB|kg)$/;

/**
 * The screen's own words (headings, column heads, labels, field names: not the data, so not a text
 * that holds a link), each in the page's language: a zh or ru label of Latin words only, other than
 * codes and units, is a word the catalogue missed.
 */
export const untranslated = async (page: Page, lang: Lang): Promise<string[]> => {
  if (lang === "en") return [];
  const texts = await page
    .locator("main")
    .locator("h2, h3, thead th, label, legend, summary, dt, caption, figcaption")
    .filter({ hasNot: page.locator("a") })
    .allInnerTexts();
  return texts
    .map((t) => t.trim())
    .filter((t) => /[A-Za-z]/.test(t) && !SCRIPT[lang].test(t))
    .filter(
      (t) =>
        !t
          .split(/[^A-Za-z]+/)
          .filter(Boolean)
          .every((w) => AS_IS.test(w)),
    );
};
