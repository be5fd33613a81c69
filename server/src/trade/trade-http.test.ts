// The trade calls through the real HTTP stack, signed in as the demo accounts, against the demo data
// loaded by the importer. Expected answers are computed here from the stored rows by plain
// JavaScript (folding words as core does), not by the store's SQL.
import { DatabaseSync } from "node:sqlite";
import { customsDatasetByValue, goodsIndexText } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
let trade: TestClient;
let admin: TestClient;
let rows: Record<string, unknown>[];

const US = "IMP_USA_BL_SEA";
const get = async (client: TestClient, path: string, params: Record<string, string>) =>
  (await (await client.get(`${path}?${new URLSearchParams(params)}`)).json()) as {
    code: number;
    data: Record<string, unknown>;
  };

beforeAll(async () => {
  server = await startTestServer();
  trade = (await signIn(server, "demo-trade")).client;
  admin = (await signIn(server, "demo-admin")).client;
  const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
  rows = db.prepare("SELECT * FROM trade_bills WHERE counted = 1").all() as Record<string, unknown>[];
  db.close();
}, 60_000);
afterAll(async () => server.stop());

const us = () => rows.filter((r) => r.dataset === US);
// The words of the goods text as indexed: folded, an "other than" clause's goods left out (D329).
const words = (text: unknown) => (typeof text === "string" ? goodsIndexText(text).split(" ") : []);

describe("GET /searching/cds", () => {
  it("finds the shipments whose goods text has every word, newest first, a page at a time", async () => {
    // Every import data set searchable by goods text, as the admin (who owns them all) searches them.
    const imports = [...new Set(rows.map((r) => String(r.dataset)))].filter(
      (d) => d.startsWith("IMP_") && customsDatasetByValue(d)?.description === true,
    );
    const inImports = rows.filter((r) => imports.includes(String(r.dataset)));
    const counts = new Map<string, number>();
    for (const r of inImports)
      for (const w of new Set(words(r.description))) counts.set(w, (counts.get(w) ?? 0) + 1);
    const [word] = [...counts].filter(([w]) => w.length > 3).sort((a, b) => b[1] - a[1])[0] ?? [];
    const expected = inImports.filter((r) => words(r.description).includes(word as string));
    expect(expected.length).toBeGreaterThan(20);
    const query = { datasets: imports.join(","), keyword: (word as string).toUpperCase() };
    const body = await get(admin, "/searching/cds", query);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ total: expected.length, current: 1, pageSize: 20 });
    const records = body.data.records as { id: number; date: string; dataset: string; description: string }[];
    expect(records).toHaveLength(20);
    for (const r of records) {
      expect(imports).toContain(r.dataset);
      expect(words(r.description)).toContain(word);
    }
    const dates = records.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await get(admin, "/searching/cds", { ...query, current: "2" });
    const ids = new Set(records.map((r) => r.id));
    for (const r of second.data.records as { id: number }[]) expect(ids.has(r.id)).toBe(false);
  });

  it("finds an importer by a piece of its name, whatever its case and accents", async () => {
    const withImporter = us().filter(
      (r) => typeof r.importer_name === "string" && (r.importer_name as string).length > 12,
    );
    const name = withImporter[0]?.importer_name as string;
    const piece = name.slice(3, 9).toLowerCase();
    const fold = (t: string) => t.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    const expected = us().filter(
      (r) => typeof r.importer_name === "string" && fold(r.importer_name as string).includes(fold(piece)),
    );
    const body = await get(trade, "/searching/cds", {
      datasets: US,
      kind: "importer",
      keyword: piece,
      pageSize: "100",
    });
    expect(body.code).toBe(200);
    // Every spelling of a firm that has one spelling with the piece: at least the spellings that have it.
    expect(body.data.total).toBeGreaterThanOrEqual(expected.length);
    expect(expected.length).toBeGreaterThan(0);
  });

  it("sorts by weight, heaviest first, and filters by date and weight", async () => {
    const body = await get(trade, "/searching/cds", {
      datasets: US,
      sort: "weight",
      startTime: "2025-01-01",
      endTime: "2025-12-31",
      wmin: "1000",
      pageSize: "50",
    });
    const expected = us().filter(
      (r) =>
        (r.day as number) >= 20250101 && (r.day as number) <= 20251231 && (r.weight_kg as number) >= 1000,
    );
    expect(body.data.total).toBe(expected.length);
    const weights = (body.data.records as { weightKg: number; date: string }[]).map((r) => r.weightKg);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it("refuses a data set the package does not grant, naming it", async () => {
    const body = await get(trade, "/searching/cds", { datasets: `${US},IMP_INDIA_CD_DEF` });
    expect(body).toMatchObject({
      code: 52001,
      data: { messageId: "errors.trade.datasetNotOwned", params: { dataset: "IMP_INDIA_CD_DEF" } },
    });
    const none = (await signIn(server, "demo-main")).client;
    expect((await get(none, "/searching/cds", { datasets: US })).code).toBe(52001);
  });

  it("refuses a search kind the data set does not support (US bills carry no HS search, spec §5)", async () => {
    const body = await get(trade, "/searching/cds", { datasets: US, kind: "hsCode", keyword: "8471" });
    expect(body).toMatchObject({ code: 52002, data: { messageId: "errors.trade.kindUnsupported" } });
  });

  it("answers a query it cannot read with what is wrong, and nothing without a session", async () => {
    expect(await get(trade, "/searching/cds", { datasets: "" })).toMatchObject({
      code: 10001,
      data: { messageId: "trade.query.noDataset" },
    });
    expect(await get(trade, "/searching/cds", { datasets: US, kind: "fuzzy" })).toMatchObject({
      code: 10001,
      data: { messageId: "trade.query.kind" },
    });
    const anonymous = await server.client().get(`/searching/cds?datasets=${US}`);
    expect(((await anonymous.json()) as { code: number }).code).toBe(401);
  });
});

describe("GET /searching/cds/facets", () => {
  it("gives the top importers and the monthly series of a query, adding up to its total", async () => {
    const body = await get(trade, "/searching/cds/facets", {
      datasets: US,
      facets: "importers,monthly,originCountries",
    });
    expect(body.code).toBe(200);
    const monthly = body.data.monthly as { month: string; shipments: number }[];
    expect(monthly.reduce((n, m) => n + m.shipments, 0)).toBe(us().length);
    const importers = body.data.importers as { key: string; label: string; shipments: number }[];
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.length).toBeLessThanOrEqual(10);
    const byFirm = new Map<string, number>();
    for (const r of us())
      if (r.importer_id !== null)
        byFirm.set(String(r.importer_id), (byFirm.get(String(r.importer_id)) ?? 0) + 1);
    for (const f of importers) expect(f.shipments).toBe(byFirm.get(f.key));
    const top = Math.max(...byFirm.values());
    expect(importers[0]?.shipments).toBe(top);
    expect(body.data).not.toHaveProperty("carriers");
  });

  it("gives every month of the query's dates, zero where nothing shipped (issue 31 item 3)", async () => {
    const days = us().map((r) => r.day as number);
    const first = Math.floor(Math.min(...days) / 10_000) - 1;
    const last = Math.floor(Math.max(...days) / 10_000) + 1;
    const body = await get(trade, "/searching/cds/facets", {
      datasets: US,
      facets: "monthly",
      startTime: `${first}-07-01`,
      endTime: `${last}-02-15`,
    });
    expect(body.code).toBe(200);
    const monthly = body.data.monthly as { month: string; shipments: number }[];
    // July of the year before the data to February of the year after, written out month by month.
    const expected: string[] = [];
    for (let y = first; y <= last; y++)
      for (let m = 1; m <= 12; m++)
        if ((y > first || m >= 7) && (y < last || m <= 2))
          expected.push(`${y}-${String(m).padStart(2, "0")}`);
    expect(monthly.map((m) => m.month)).toEqual(expected);
    expect(monthly[0]).toEqual({
      month: `${first}-07`,
      shipments: 0,
      weightKg: 0,
      valueUsd: 0,
      weightKnown: 0,
      valueKnown: 0,
    });
    expect(monthly.reduce((n, m) => n + m.shipments, 0)).toBe(us().length);
  });
});

/** Per key: shipments, and of them how many had a weight and a value, with the sums of those. */
const knownFigures = (
  list: readonly Record<string, unknown>[],
  key: (r: Record<string, unknown>) => string,
) => {
  const out = new Map<string, { n: number; wk: number; vk: number; w: number; v: number }>();
  for (const r of list) {
    const g = out.get(key(r)) ?? { n: 0, wk: 0, vk: 0, w: 0, v: 0 };
    g.n += 1;
    if (r.weight_kg !== null) [g.wk, g.w] = [g.wk + 1, g.w + Number(r.weight_kg)];
    if (r.value_usd !== null) [g.vk, g.v] = [g.vk + 1, g.v + Number(r.value_usd)];
    out.set(key(r), g);
  }
  return out;
};
const monthOf = (r: Record<string, unknown>) => `${String(r.day).slice(0, 4)}-${String(r.day).slice(4, 6)}`;
type Known = {
  shipments: number;
  weightKg: number;
  valueUsd: number;
  weightKnown: number;
  valueKnown: number;
};
const expectKnown = (
  got: Known,
  want: { n: number; wk: number; vk: number; w: number; v: number } | undefined,
) => {
  expect([got.shipments, got.weightKnown, got.valueKnown]).toEqual([want?.n, want?.wk, want?.vk]);
  expect(got.weightKg).toBeCloseTo(want?.w ?? Number.NaN, 1);
  expect(got.valueUsd).toBeCloseTo(want?.v ?? Number.NaN, 1);
};

describe("known figures beside every sum (issue 31 item 10, D341)", () => {
  it("the facets and the monthly series say of how many shipments each sum is", async () => {
    // The demo's US bills: some carry no value (no tariff line), so the counts are not all the shipments.
    expect(us().some((r) => r.value_usd === null)).toBe(true);
    const body = await get(trade, "/searching/cds/facets", { datasets: US, facets: "importers,monthly" });
    expect(body.code).toBe(200);
    const byMonth = knownFigures(us(), monthOf);
    const monthly = body.data.monthly as (Known & { month: string })[];
    for (const m of monthly) {
      if (m.shipments === 0) expect([m.weightKnown, m.valueKnown]).toEqual([0, 0]);
      else expectKnown(m, byMonth.get(m.month));
    }
    const byFirm = knownFigures(
      us().filter((r) => r.importer_id !== null),
      (r) => String(r.importer_id),
    );
    for (const f of body.data.importers as (Known & { key: string })[]) expectKnown(f, byFirm.get(f.key));
    const valued = monthly.reduce((n, m) => n + m.valueKnown, 0);
    expect(valued).toBe(us().filter((r) => r.value_usd !== null).length);
    expect(valued).toBeLessThan(us().length);
  });

  it("the profile's monthly series carries them too, every month placed", async () => {
    const counts = knownFigures(
      us().filter((r) => r.importer_id !== null),
      (r) => String(r.importer_id),
    );
    // The busiest importer with some shipments of no value.
    const [id] = [...counts].filter(([, g]) => g.vk < g.n).sort((a, b) => b[1].n - a[1].n)[0] ?? [];
    const body = await get(trade, "/searching/cds/companies/record", { id: String(id), datasets: US });
    expect(body.code).toBe(200);
    const own = us().filter((r) => String(r.importer_id) === id || String(r.exporter_id) === id);
    const byMonth = knownFigures(own, monthOf);
    const monthly = body.data.monthly as (Known & { month: string })[];
    for (const m of monthly) if (m.shipments > 0) expectKnown(m, byMonth.get(m.month));
    expect(monthly.reduce((n, m) => n + m.valueKnown, 0)).toBe(body.data.valueKnown);
    expect(monthly.reduce((n, m) => n + m.weightKnown, 0)).toBe(body.data.weightKnown);
  });
});

describe("GET /searching/cds/bill", () => {
  it("answers a US bill with its own tables, to an owner only", async () => {
    const bill = us().find((r) => r.detail !== null && r.importer_id !== null) as Record<string, unknown>;
    const body = await get(trade, "/searching/cds/bill", { id: String(bill.id) });
    expect(body.code).toBe(200);
    const data = body.data as {
      record: { id: number; dataset: string };
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(data.record).toMatchObject({ id: bill.id, dataset: US });
    expect(data.tables.header?.[0]).toHaveProperty("estimated_arrival_date");
    expect(data.tables.billgen?.[0]?.master_bol_number).toBe(bill.master_bill);
    expect(data.tables.consignee?.[0]?.consignee_name).toBe(bill.importer_name);
    const none = (await signIn(server, "demo-main")).client;
    // Outside the caller's data sets a bill is not found, as an unknown id (issue 31 item 13).
    expect(await get(none, "/searching/cds/bill", { id: String(bill.id) })).toMatchObject({
      code: 10001,
      data: { messageId: "trade.query.unknownRecord" },
    });
    for (const id of ["0", "x", "99999999"])
      expect(await get(trade, "/searching/cds/bill", { id })).toMatchObject({
        code: 10001,
        data: { messageId: "trade.query.unknownRecord" },
      });
  });
});

describe("firms: GET /searching/cds/company, /companies/record, /company/partner", () => {
  const busiest = () => {
    const counts = new Map<number, number>();
    for (const r of us())
      if (r.importer_id !== null)
        counts.set(r.importer_id as number, (counts.get(r.importer_id as number) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  };

  it("lists the importers of a query, the busiest first", async () => {
    const body = await get(trade, "/searching/cds/company", {
      datasets: US,
      role: "importer",
      pageSize: "50",
    });
    expect(body.code).toBe(200);
    const ranked = busiest();
    expect(body.data.total).toBe(ranked.length);
    const records = body.data.records as { id: number; shipments: number }[];
    expect(records.map((r) => [r.id, r.shipments])).toEqual(ranked.slice(0, 50));
  });

  it("profiles a firm over the data sets asked: every spelling, totals, months, partners", async () => {
    const [id, shipments] = busiest()[0] as [number, number];
    const body = await get(trade, "/searching/cds/companies/record", { id: String(id), datasets: US });
    expect(body.code).toBe(200);
    const p = body.data as {
      aliases: string[];
      asImporter: number;
      asExporter: number;
      monthly: { shipments: number }[];
      partners: { shipments: number }[];
    };
    expect(p.asImporter).toBe(shipments);
    const spellings = new Set(
      us()
        .filter((r) => r.importer_id === id)
        .map((r) => r.importer_name),
    );
    for (const s of spellings) expect(p.aliases).toContain(s);
    expect(p.monthly.reduce((n, m) => n + m.shipments, 0)).toBe(p.asImporter + p.asExporter);
    // Every month from the first shipment to the last is a point (issue 31 item 3).
    const months = (p as unknown as { monthly: { month: string }[] }).monthly.map((m) => m.month);
    const index = (ym: string) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7));
    expect(months.map(index)).toEqual(months.map((_, k) => index(months[0] as string) + k));
    const firmMonths = us()
      .filter((r) => r.importer_id === id || r.exporter_id === id)
      .map((r) => `${String(r.day).slice(0, 4)}-${String(r.day).slice(4, 6)}`)
      .sort();
    expect([months[0], months.at(-1)]).toEqual([firmMonths[0], firmMonths.at(-1)]);
    expect(p.partners.reduce((n, m) => n + m.shipments, 0)).toBeLessThanOrEqual(shipments);
    expect(
      await get(trade, "/searching/cds/companies/record", { id: "99999999", datasets: US }),
    ).toMatchObject({
      code: 10001,
      data: { messageId: "trade.query.unknownCompany" },
    });
    expect(
      (await get(trade, "/searching/cds/companies/record", { id: String(id), datasets: "IMP_INDIA_CD_DEF" }))
        .code,
    ).toBe(52001);
  });

  it("gives the partner report to a package with it, shares adding up to one", async () => {
    const [id, shipments] = busiest()[0] as [number, number];
    expect(
      await get(trade, "/searching/cds/company/partner", { id: String(id), datasets: US }),
    ).toMatchObject({
      code: 52003,
      data: { messageId: "errors.trade.partnerReport" },
    });
    const body = await get(admin, "/searching/cds/company/partner", {
      id: String(id),
      datasets: US,
      pageSize: "100",
    });
    expect(body.code).toBe(200);
    expect(body.data.shipments).toBe(shipments);
    const rows = body.data.records as { share: number; shipments: number }[];
    const withPartner = us().filter((r) => r.importer_id === id && r.exporter_id !== null).length;
    expect(rows.reduce((n, r) => n + r.shipments, 0)).toBe(withPartner);
    expect(rows.reduce((n, r) => n + r.share, 0)).toBeLessThanOrEqual(1.0001);
  });

  it("orders the partner report as the address asks and names the firm; an unknown firm is said so", async () => {
    const [id] = busiest()[0] as [number, number];
    const values = async (order: string) => {
      const body = await get(admin, "/searching/cds/company/partner", {
        id: String(id),
        datasets: US,
        sort: "value",
        order,
        pageSize: "100",
      });
      expect(body.data.company).toMatchObject({ id });
      return (body.data.records as { valueUsd: number }[]).map((r) => r.valueUsd);
    };
    const descending = await values("desc");
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(await values("asc")).toEqual([...descending].reverse().sort((a, b) => a - b));
    expect(
      await get(admin, "/searching/cds/company/partner", { id: "999999999", datasets: US }),
    ).toMatchObject({ code: 10001, data: { messageId: "trade.query.unknownCompany" } });
  });
});

describe("goods words in Chinese and Russian", () => {
  it("find the shipments under the HS headings the word names", async () => {
    const withHs = rows.filter(
      (r) => typeof r.hs_code === "string" && (r.hs_code as string).startsWith("9401"),
    );
    const datasets = [...new Set(withHs.map((r) => String(r.dataset)))].filter(
      (d) => customsDatasetByValue(d)?.description === true,
    );
    expect(datasets.length).toBeGreaterThan(0);
    const expected = rows.filter(
      (r) =>
        datasets.includes(String(r.dataset)) &&
        typeof r.hs_code === "string" &&
        (r.hs_code as string).startsWith("9401"),
    ).length;
    for (const word of ["座椅", "мебель для сидения"]) {
      const body = await get(admin, "/searching/cds", {
        datasets: datasets.join(","),
        keyword: word,
        pageSize: "100",
      });
      expect(body.code).toBe(200);
      expect(body.data.total).toBeGreaterThanOrEqual(expected);
      const records = body.data.records as { hsCode?: string }[];
      expect(records.some((r) => r.hsCode?.startsWith("9401"))).toBe(true);
    }
  });
});

describe("GET /searching/cds/export", () => {
  it("streams the query's records as CSV, headings in the user's language, within the row limit", async () => {
    const response = await trade.get(
      `/searching/cds/export?${new URLSearchParams({ datasets: US, format: "csv" })}`,
      {
        "accept-language": "ru",
      },
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="portolan-shipments-.*\.csv"/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8's byte-order mark, for spreadsheets
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(
      lines[0]?.startsWith("Дата,Коносамент,Мастер-коносамент,Набор данных,Код импортёра,Импортёр"),
    ).toBe(true);
    expect(lines).toHaveLength(Math.min(us().length, 10_000) + 1);
    expect(Number(response.headers.get("x-export-row-limit"))).toBe(10_000);
  });

  it("writes an XLSX workbook with the same rows", async () => {
    const response = await trade.get(
      `/searching/cds/export?${new URLSearchParams({ datasets: US, format: "xlsx" })}`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]); // a zip: the XLSX container
    const ExcelJS = (await import("exceljs")).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer);
    const sheet = book.getWorksheet("Shipments");
    expect(sheet?.rowCount).toBe(Math.min(us().length, 10_000) + 1);
  });

  it("refuses what the search refuses, a missing session and an unknown format", async () => {
    const refused = await trade.get(
      `/searching/cds/export?${new URLSearchParams({ datasets: "IMP_INDIA_CD_DEF" })}`,
    );
    expect(await refused.json()).toMatchObject({ code: 52001 });
    const anonymous = await server.client().get(`/searching/cds/export?datasets=${US}`);
    expect(await anonymous.json()).toMatchObject({ code: 401 });
    const bad = await trade.get(
      `/searching/cds/export?${new URLSearchParams({ datasets: US, format: "pdf" })}`,
    );
    expect(await bad.json()).toMatchObject({ code: 10001 });
  });
});
