// The open platform (issue 31 item 14, D335), against the real provider: opened from the system
// switcher in zh, en and ru; the API reference rendered from the OpenAPI document shows
// /searching/cds with its parameters; the account's keys and their calls per day are listed; and no
// request of the page leaves the provider's origin; the curl, JavaScript and Python examples, as the
// page shows them, run against the provider; the reference and its download in the console's language
// (D348, D349). Words written out by hand from the catalogues and the OpenAPI translation tables.

import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import type { Locale } from "@portolan/core";
import { signInBrowser } from "./support/console-nav-support.ts";
import { expect, test } from "./support/fixtures.ts";
import { WCAG_22_AA_TAGS } from "./support/page-helpers.ts";

interface Words {
  readonly title: string;
  readonly usage: string;
  readonly examples: string;
  readonly reference: string;
  /** In the reference (D348, D349): the search's summary, the trade tag, Redoc's labels. */
  readonly searchSummary: string;
  readonly tradeTag: string;
  readonly responses: string;
  readonly responseSamples: string;
  readonly requestSamples: string;
}

const WORDS: Readonly<Record<Locale, Words>> = {
  zh: {
    title: "开放平台",
    usage: "每个密钥每天的调用",
    examples: "第一次调用",
    reference: "API 参考",
    searchSummary: "搜索套餐所含数据集中的货运记录（提单和报关单）",
    tradeTag: "贸易数据",
    responses: "响应",
    responseSamples: "响应示例",
    requestSamples: "请求示例",
  },
  en: {
    title: "Open platform",
    usage: "Calls per key and day",
    examples: "A first call",
    reference: "API reference",
    searchSummary: "Search shipments (bills of lading and declarations) of the data sets the package grants",
    tradeTag: "trade",
    responses: "Responses",
    responseSamples: "Response samples",
    requestSamples: "Request samples",
  },
  ru: {
    title: "Открытая платформа",
    usage: "Вызовы по ключам и дням",
    examples: "Первый вызов",
    reference: "Справочник API",
    searchSummary: "Поиск отгрузок (коносаментов и деклараций) в наборах данных, которые даёт пакет",
    tradeTag: "Торговые данные",
    responses: "Ответы",
    responseSamples: "Примеры ответов",
    requestSamples: "Примеры запросов",
  },
};

/** Every request of the context whose origin is not the provider's (each is refused, and kept). */
const outsideRequests = async (context: BrowserContext, origin: string): Promise<string[]> => {
  const outside: string[] = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith("data:") || url.startsWith("blob:") || new URL(url).origin === origin)
      return route.continue();
    outside.push(url);
    return route.abort();
  });
  return outside;
};

const run = promisify(execFile);
/** Runs an example's text with its tool, the key in PORTOLAN_API_KEY; its standard output. */
const runExample = async (tool: string, code: string, key: string): Promise<string> => {
  // A terminal of the user's own: the test runner's FORCE_COLOR would colour Node's output.
  const { FORCE_COLOR: _, ...own } = process.env;
  const env = { ...own, NO_COLOR: "1", PORTOLAN_API_KEY: key };
  if (tool === "bash" || tool === "python3") return (await run(tool, ["-c", code], { env })).stdout;
  const file = join(mkdtempSync(join(tmpdir(), "portolan-example-")), "search.mjs");
  writeFileSync(file, code);
  return (await run(tool, [file], { env })).stdout;
};

const openFromSwitcher = async (page: Page): Promise<Page> => {
  await page.goto("/dashboard");
  await page.locator("main h1").first().waitFor();
  await page.locator('[data-switcher="open"]').click();
  const entry = page.locator('[data-switcher="drawer"] [data-switcher-id="openPlatform"]');
  const opened = page.context().waitForEvent("page");
  await entry.click();
  const platform = await opened;
  await platform.waitForLoadState();
  return platform;
};

for (const locale of ["zh", "en", "ru"] as const) {
  test(`opens from the switcher in ${locale}: keys, calls per day, examples, the reference`, async ({
    page,
    provider,
    request,
  }) => {
    // Redoc reads and lays out the whole document (about 100 calls) in the frame.
    test.setTimeout(90_000);
    const outside = await outsideRequests(page.context(), provider.origin);
    await signInBrowser(page.context(), provider, "demo-admin", locale);
    // One call with the admin's documented key, and one it refuses: both counted for today.
    const key = "ptl_demo-admin".padEnd(36, "0");
    const headers = { authorization: `Bearer ${key}` };
    await request.get(`${provider.origin}/searching/cds?datasets=IMP_USA_BL_SEA`, { headers });
    const refused = await request.get(`${provider.origin}/searching/cds?datasets=IMP_USA_BL_SEA&wmin=1,000`, {
      headers,
    });
    expect((await refused.json()).code).toBe(10001);

    const platform = await openFromSwitcher(page);
    expect(new URL(platform.url()).pathname).toBe("/open-platform");
    const words = WORDS[locale];
    await expect(platform.getByRole("heading", { level: 1 })).toHaveText(words.title);
    await expect(platform.getByTestId("api-keys").getByText("ptl_demo…")).toBeVisible();

    const usage = platform.getByTestId("key-usage");
    await expect(usage.getByRole("heading", { level: 2 })).toHaveText(words.usage);
    const today = new Date().toISOString().slice(0, 10);
    const row = usage.locator(`tr[data-day="${today}"]`).filter({ hasText: "ptl_demo…" });
    await expect(row.getByTestId("usage-requests")).not.toHaveText("0");
    expect(Number(await row.getByTestId("usage-refusals").textContent())).toBeGreaterThanOrEqual(1);

    const examples = platform.getByTestId("api-examples");
    await expect(examples.getByRole("heading", { level: 2 })).toHaveText(words.examples);
    await expect(examples.getByTestId("api-example")).toContainText(`${provider.origin}/searching/cds?`);
    // Each example, as the page shows it, runs against the provider with the documented key.
    const shown = examples.getByTestId("api-example");
    const outputs: Record<string, string> = {};
    for (const [language, tool] of [
      ["curl", "bash"],
      ["JavaScript", process.execPath],
      ["Python", "python3"],
    ] as const) {
      await examples.getByRole("button", { name: language }).click();
      await expect(shown).toHaveAttribute(
        "data-language",
        language === "curl" ? "curl" : language.toLowerCase(),
      );
      outputs[language] = await runExample(tool, (await shown.textContent()) ?? "", key);
    }
    const total = String(JSON.parse(outputs.curl ?? "{}").data.total);
    // Each prints the total first.
    expect(outputs.JavaScript?.split(" ")[0]).toBe(total);
    expect(outputs.Python?.split(" ")[0]).toBe(total);

    const reference = platform.getByTestId("api-reference");
    await expect(reference.getByRole("heading", { level: 2 })).toHaveText(words.reference);
    const frame = platform.frameLocator('[data-testid="api-reference"] iframe');
    await expect(frame.locator('body[data-state="ready"]')).toBeAttached({ timeout: 30_000 });
    // Redoc's own operation section for the search, with its parameters and their examples.
    const search = frame.locator('[id="operation/tradeSearch"]');
    await expect(search).toContainText("/searching/cds");
    for (const name of ["datasets", "startTime", "wmin", "pageSize"])
      await expect(search).toContainText(name);
    await expect(search).toContainText("2025-03-01");
    await expect(search).toContainText("trade.query.pageSize");
    // In the console's language: the document's texts and Redoc's labels (D348, D349).
    await expect(search.getByRole("heading", { level: 2 })).toHaveText(words.searchSummary);
    await expect(search).toContainText(words.responses);
    await expect(search).toContainText(words.responseSamples);
    await expect(frame.locator('[id="operation/createExport"]')).toContainText(words.requestSamples);
    await expect(frame.locator('[id="tag/trade"] h2')).toHaveText(words.tradeTag);
    // The download link saves the document in that language.
    const download = reference.locator("a[download]");
    await expect(download).toHaveAttribute("href", `/api/openapi.json?lang=${locale}`);
    const saved = await (await request.get(`${provider.origin}/api/openapi.json?lang=${locale}`)).json();
    expect(saved.paths["/searching/cds"].get.summary).toBe(words.searchSummary);
    expect(outside).toEqual([]);
    // Our part of the page; the reference's own markup is Redoc's.
    const axe = await new AxeBuilder({ page: platform })
      .withTags(WCAG_22_AA_TAGS)
      .exclude('[data-testid="api-reference"] iframe')
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}
