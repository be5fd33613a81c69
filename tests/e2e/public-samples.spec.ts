// The public face of the data (issue 15): the live samples (a real bill, a busy importer's top
// partners, the monthly trend) on the home and product pages in the three languages, and the home
// page's try-search (a few rows, names masked, the count, an invitation to register). Both are
// islands hydrated once the page is idle: their scripts are never requested before the first paint.

import type { APIRequestContext, Page } from "@playwright/test";
import { HYDRATED_MARK, TRY_SEARCH_ROWS } from "@portolan/core";
import { islandModuleFiles } from "./support/chunks.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations, waitForHydration } from "./support/page-helpers.ts";

interface Samples {
  readonly records: number;
  readonly bill: { readonly date: string; readonly description: string; readonly importer: { name: string } };
  readonly company: { readonly name: string; readonly partners: readonly { label: string }[] };
  readonly trend: readonly { month: string; shipments: number }[];
}

const samplesOf = async (request: APIRequestContext): Promise<Samples> =>
  ((await (await request.get("/api/public/samples")).json()) as { data: Samples }).data;

/** A goods word the sample bill's description has: the search finds at least that bill. */
const wordOf = (samples: Samples): string =>
  samples.bill.description
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length > 3)
    .sort((a, b) => b.length - a.length)[0] ?? "cotton";

const HOMES = [
  { path: "/en", register: "Register to see them all", empty: "Type a word of the goods" },
  { path: "/cn", register: "注册查看全部", empty: "请输入要查找的商品词" },
  {
    path: "/ru",
    register: "Зарегистрируйтесь, чтобы увидеть все",
    empty: "Введите слово из описания товара",
  },
] as const;

const expectSamplesFilled = async (page: Page, samples: Samples) => {
  const live = page.locator("#samples");
  await expect(live.locator('[data-samples="ready"]')).toBeVisible();
  await expect(live.getByText(samples.bill.date)).toBeVisible();
  await expect(live.getByText(samples.bill.importer.name, { exact: true }).first()).toBeAttached();
  await expect(live.getByText(samples.company.name, { exact: true })).toBeAttached();
  await expect(live.getByText(samples.company.partners[0]?.label ?? "-", { exact: true })).toBeAttached();
  // The trend's figures are a table: the twelve months with their shipments.
  const rows = live.locator("figure table tbody tr");
  await expect(rows).toHaveCount(12);
  await expect(rows.last().locator("td").first()).toHaveText(samples.trend.at(-1)?.month ?? "-");
  await expect(live.locator("svg rect")).toHaveCount(12);
};

const trySearch = async (page: Page, words: string) => {
  await page.locator("#try-words").fill(words);
  await page.locator("#try-words").press("Enter");
};

for (const home of HOMES) {
  test(`${home.path}: the samples show real data and a try finds a few masked rows and invites to register`, async ({
    page,
    request,
  }) => {
    const samples = await samplesOf(request);
    expect(samples.records).toBeGreaterThan(0);
    await page.goto(home.path);
    await waitForHydration(page);
    await expectSamplesFilled(page, samples);

    const word = wordOf(samples);
    const answer = (await (await request.get(`/api/public/trySearch?words=${word}`)).json()) as {
      data: { total: number };
    };
    await trySearch(page, word);
    const rows = page.locator("#try table tbody tr");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(TRY_SEARCH_ROWS);
    await expect(page.locator("[data-try-count]")).toHaveAttribute(
      "data-try-count",
      String(answer.data.total),
    );
    for (const cell of await page.locator('#try [data-masked="importer"]').all()) {
      const text = (await cell.textContent()) ?? "";
      expect(text).toContain("*");
      expect(text).not.toBe(samples.bill.importer.name);
    }
    const register = page.locator("#try").getByRole("link", { name: home.register });
    await expect(register).toHaveAttribute("href", "/register");
    expect(await axeViolations(page)).toEqual([]);

    // Nothing to search: said in the page's language, no call made.
    await trySearch(page, "  ");
    await expect(page.locator("#try").getByRole("alert")).toContainText(home.empty);
  });
}

for (const path of ["/en/products", "/ru/products", "/cn/product/trade"]) {
  test(`${path}: the product page shows the live samples`, async ({ page, request }) => {
    const samples = await samplesOf(request);
    await page.goto(path);
    await waitForHydration(page);
    await expectSamplesFilled(page, samples);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the samples' and try-search's scripts are requested only after the first paint, once the page is hydrated", async ({
  page,
}) => {
  const files = islandModuleFiles();
  await page.goto("/en");
  await waitForHydration(page);
  const times = await page.evaluate(
    ([mark, names]) => {
      const started = (file: string | undefined) =>
        performance.getEntriesByType("resource").find((e) => new URL(e.name).pathname === file)?.startTime;
      return {
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        hydrated: performance.getEntriesByName(mark)[0]?.startTime,
        islands: names.map(started),
      };
    },
    [HYDRATED_MARK, [files.get("live-samples"), files.get("try-search")]] as const,
  );
  expect(times.paint).toBeDefined();
  for (const start of times.islands) {
    expect(start).toBeDefined();
    expect(start ?? 0).toBeGreaterThan(times.paint ?? Number.POSITIVE_INFINITY);
    expect(start ?? 0).toBeGreaterThanOrEqual(times.hydrated ?? Number.POSITIVE_INFINITY);
  }
});

test("a search sent before the island hydrates reloads with the words, and the island then runs it", async ({
  page,
  request,
}) => {
  const file = islandModuleFiles().get("try-search");
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === file,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const word = wordOf(await samplesOf(request));
  await page.goto("/en");
  await trySearch(page, word);
  await expect(page).toHaveURL(new RegExp(`/en\\?words=${word}$`));
  release();
  await expect(page.locator("#try table tbody tr").first()).toBeVisible();
  await expect(page.locator("#try-words")).toHaveValue(word);
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const home of HOMES) {
    test(`${home.path}: samples and a try's results fit without sideways scroll`, async ({
      page,
      request,
    }) => {
      const samples = await samplesOf(request);
      await page.goto(home.path);
      await waitForHydration(page);
      await expectSamplesFilled(page, samples);
      await trySearch(page, wordOf(samples));
      await expect(page.locator("#try table tbody tr").first()).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
