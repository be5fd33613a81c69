// The shipment detail (issue 15 "Bill detail") against the real provider and its demo data: a US
// bill's fields grouped and named in zh, en and ru (the seal number, the piece count, the vessel's
// flag by name), the route on a map with both ports named and the same route in words, a bill with
// hazardous goods, a customs declaration, a phone width without sideways scroll, axe at 0, and the
// map's script loaded with a bill only. Words written out by hand from the catalogues.

import type { Page } from "@playwright/test";
import type { TradeBill, TradeRecord } from "@portolan/contracts";
import { setLanguage, signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations, resultsTable } from "./support/page-helpers.ts";
import type { E2eProvider } from "./support/provider.ts";

type Lang = "en" | "zh" | "ru";

/** The demo fleet's flags written out in each language (by hand, as the screen should name them). */
const FLAGS: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  PA: { en: "Panama", zh: "巴拿马", ru: "Панама" },
  DK: { en: "Denmark", zh: "丹麦", ru: "Дания" },
  GR: { en: "Greece", zh: "希腊", ru: "Греция" },
  PT: { en: "Portugal", zh: "葡萄牙", ru: "Португалия" },
  LR: { en: "Liberia", zh: "利比里亚", ru: "Либерия" },
  SG: { en: "Singapore", zh: "新加坡", ru: "Сингапур" },
  MT: { en: "Malta", zh: "马耳他", ru: "Мальта" },
  CY: { en: "Cyprus", zh: "塞浦路斯", ru: "Кипр" },
};

const WORDS = {
  en: {
    heading: "Shipment detail",
    voyage: "Voyage and vessel",
    parties: "Parties",
    vesselCountry: "Vessel country",
    containers: "Containers",
    seal: "Seal number",
    cargo: "Cargo lines",
    pieces: "Piece count",
    route: "Route",
    loading: "Port of loading",
    unloading: "Port of unloading",
  },
  zh: {
    heading: "货运详情",
    voyage: "航次与船舶",
    parties: "相关方",
    vesselCountry: "船舶国籍",
    containers: "集装箱",
    seal: "封条号",
    cargo: "货物明细",
    pieces: "件数",
    route: "航线",
    loading: "装货港",
    unloading: "卸货港",
  },
  ru: {
    heading: "Детали поставки",
    voyage: "Рейс и судно",
    parties: "Стороны",
    vesselCountry: "Флаг судна",
    containers: "Контейнеры",
    seal: "Номер пломбы",
    cargo: "Строки груза",
    pieces: "Количество мест",
    route: "Маршрут",
    loading: "Порт погрузки",
    unloading: "Порт выгрузки",
  },
} as const;

const signIn = async (page: Page, provider: E2eProvider, lang: Lang) => {
  if (lang === "ru") await page.context().addCookies([{ name: "lang", value: "ru", url: provider.origin }]);
  else await setLanguage(page.context(), provider.origin, lang);
  await signInContext(page.context(), provider, "admin@demo.portolan.test");
};

const api = async <T>(page: Page, path: string): Promise<T> => {
  const response = await page.request.get(path);
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
};

/** The US bills of the demo data, up to 300, newest first. */
const usRecords = async (page: Page): Promise<TradeRecord[]> => {
  const records: TradeRecord[] = [];
  for (const current of [1, 2, 3]) {
    const answer = await api<{ records: TradeRecord[] }>(
      page,
      `/searching/cds?datasets=IMP_USA_BL_SEA&pageSize=100&current=${current}`,
    );
    records.push(...answer.records);
    if (answer.records.length < 100) break;
  }
  return records;
};

/** A US bill whose vessel flies a flag of the table, with a sealed container and a piece count. */
const findUsBill = async (page: Page) => {
  for (const record of (await usRecords(page)).slice(0, 40)) {
    const bill = await api<TradeBill>(page, `/searching/cds/bill?id=${record.id}`);
    const flag = String(bill.tables?.header?.[0]?.vessel_country_code ?? "");
    const seal = bill.tables?.container?.[0]?.seal_number_1;
    const pieces = bill.tables?.cargodesc?.find((r) => r.piece_count !== null)?.piece_count;
    if (FLAGS[flag] !== undefined && typeof seal === "string" && seal !== "" && pieces !== undefined)
      return { bill, flag, seal, pieces: String(pieces) };
  }
  throw new Error("no US bill with a known flag, a seal and a piece count in the demo data");
};

const definitionOf = (page: Page, region: string, term: string) =>
  page
    .getByRole("region", { name: region, exact: true })
    .locator("dt", { hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");

for (const [lang, width] of [
  ["en", 1280],
  ["zh", 390],
  ["ru", 390],
] as const) {
  test(`a US bill's fields grouped and named, and its route on a map, in ${lang} at ${width} px`, async ({
    page,
    provider,
  }) => {
    const words = WORDS[lang];
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, provider, lang);
    const { bill, flag, seal, pieces } = await findUsBill(page);
    const { record, route } = bill;
    await page.goto(`/shipments/bill?id=${record.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);

    // Voyage and vessel: the flag by name, not its code.
    await expect(page.getByRole("heading", { level: 2, name: words.voyage })).toBeVisible();
    await expect(definitionOf(page, words.voyage, words.vesselCountry)).toHaveText(FLAGS[flag]?.[lang] ?? "");
    // The parties, the shipper and consignee linked to their profiles.
    const parties = page.getByRole("region", { name: words.parties, exact: true });
    await expect(parties.getByRole("link").first()).toHaveAttribute("href", /\/shipments\/company\?id=\d+/);
    // A container's seal and a cargo line's piece count, under their names.
    const containers = page.getByRole("region", { name: words.containers, exact: true }).first();
    await expect(containers.getByRole("columnheader", { name: words.seal, exact: true })).toBeVisible();
    await expect(containers.getByRole("cell", { name: seal, exact: true }).first()).toBeVisible();
    const cargo = page.getByRole("region", { name: words.cargo, exact: true }).first();
    await expect(cargo.getByRole("columnheader", { name: words.pieces, exact: true })).toBeVisible();
    await expect(cargo.getByRole("cell", { name: pieces, exact: true }).first()).toBeVisible();

    // The route in words: each port by its name in the port tables and its code.
    const from = route?.loading;
    const to = route?.unloading;
    expect(from?.name).toBeTruthy();
    expect(to?.name).toBeTruthy();
    const open = lang === "zh" ? "（" : " (";
    await expect(definitionOf(page, words.route, words.loading)).toContainText(
      `${from?.name}${open}${from?.code}`,
    );
    await expect(definitionOf(page, words.route, words.unloading)).toContainText(
      `${to?.name}${open}${to?.code}`,
    );
    // And on the map: drawn, hidden from assistive technology, both ports named.
    const map = page.getByTestId("route-map");
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute("aria-hidden", "true");
    await expect(map.locator("path")).toHaveCount(2);
    await expect(map.locator("text")).toHaveText([from?.name ?? "", to?.name ?? ""]);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("a bill with hazardous goods shows them with their code, class and flash point", async ({
  page,
  provider,
}) => {
  await signIn(page, provider, "en");
  const hazardous = (await usRecords(page)).find((r) => r.hazmat);
  expect(hazardous, "a US bill with hazardous goods in the demo data").toBeDefined();
  const bill = await api<TradeBill>(page, `/searching/cds/bill?id=${hazardous?.id}`);
  const line = bill.tables?.hazmat?.[0];
  await page.goto(`/shipments/bill?id=${hazardous?.id}`);
  const section = page.getByRole("region", { name: "Hazardous goods", exact: true }).first();
  await expect(section.getByRole("columnheader", { name: "Hazmat code", exact: true })).toBeVisible();
  await expect(section.getByRole("cell", { name: String(line?.hazmat_code), exact: true })).toBeVisible();
  await expect(section.getByRole("columnheader", { name: "Hazard class", exact: true })).toBeVisible();
  await expect(section.getByRole("columnheader", { name: "Flash point", exact: true })).toBeVisible();
  await expect(section.getByRole("cell", { name: /^-?\d+ °[CF]$/ })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^Yes$/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("a customs declaration shows its own fields and route, without a bill's sections", async ({
  page,
  provider,
}) => {
  await signIn(page, provider, "en");
  const { records } = await api<{ records: TradeRecord[] }>(page, "/searching/cds?datasets=IMP_INDIA_CD_DEF");
  const record = records.find((r) => r.hsCode !== undefined && r.valueUsd !== undefined);
  expect(record).toBeDefined();
  await page.goto(`/shipments/bill?id=${record?.id}`);
  const facts = page.getByRole("region", { name: "Customs declaration", exact: true });
  await expect(facts).toBeVisible();
  await expect(definitionOf(page, "Customs declaration", "HS code")).toHaveText(record?.hsCode ?? "");
  await expect(definitionOf(page, "Customs declaration", "Data set")).toHaveText(
    "India imports, customs declarations",
  );
  // No row of dashes: a fact the declaration does not carry is not listed.
  await expect(facts.getByRole("definition").filter({ hasText: /^[–-]$/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Voyage and vessel" })).toHaveCount(0);
  await expect(definitionOf(page, "Route", "Port of loading")).toContainText(`(${record?.loadingPort})`);
  await expect(page.getByTestId("route-map")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the map's script is loaded with a bill, not with the search", async ({ page, provider }) => {
  await signIn(page, provider, "en");
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/shipments/search?datasets=IMP_USA_BL_SEA&kind=description");
  await expect(resultsTable(page).locator("tbody tr")).toHaveCount(20);
  // The ports facet names each port from the port tables, with its code as released (a UN/LOCODE,
  // or the US customs code US bills carry: D317).
  const ports = page.getByRole("region", { name: "Ports of loading" });
  await expect(ports.getByRole("button").first()).toHaveText(/^\S.* \(([A-Z]{2}[A-Z0-9]{3}|\d{4,5})\)$/);
  // (d3-geo itself may come with the trend chart: Observable Plot draws with it too.)
  expect(scripts.filter((url) => /route-geometry/.test(url))).toEqual([]);
  await page
    .locator("table")
    .first()
    .locator("tbody tr")
    .first()
    .getByRole("link", { name: /: detail$/ })
    .click();
  await expect(page.getByTestId("route-map")).toBeVisible();
  expect(scripts.filter((url) => /route-geometry/.test(url))).toHaveLength(1);
});
