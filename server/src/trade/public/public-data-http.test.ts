// The public samples and try-search through the real HTTP stack, without a session, against the demo
// data loaded by the importer. Expected answers are computed here from the stored rows by plain
// JavaScript (folding words as core does), not by the store's SQL.
import { DatabaseSync } from "node:sqlite";
import { maskName, normaliseText, TRY_SEARCH_ROWS } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";

let server: TestServer;
let us: Record<string, unknown>[];
const US = "IMP_USA_BL_SEA";
const day = (n: unknown) => String(n).replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");
const words = (text: unknown) => (typeof text === "string" ? normaliseText(text).split(" ") : []);

interface Answer {
  readonly status: number;
  readonly code: number;
  readonly data: unknown;
}
const get = async (path: string, ip = "198.51.100.7"): Promise<Answer> => {
  const response = await server.client().get(path, { "x-forwarded-for": ip });
  const body = (await response.json()) as { code: number; data: unknown };
  return { status: response.status, ...body };
};
const trySearch = (words: string, ip?: string) =>
  get(`/api/public/trySearch?${new URLSearchParams({ words })}`, ip);

beforeAll(async () => {
  server = await startTestServer({ PORTOLAN_TRY_SEARCHES_PER_MINUTE: "3" });
  const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
  us = db.prepare("SELECT * FROM trade_bills WHERE counted = 1 AND dataset = ?").all(US) as Record<
    string,
    unknown
  >[];
  db.close();
}, 60_000);
afterAll(async () => server.stop());

describe("GET /api/public/samples", () => {
  it("answers without a session: the newest full US bill, the busiest importer and twelve months", async () => {
    const body = await get("/api/public/samples");
    expect(body.code).toBe(200);
    const data = body.data as {
      dataset: string;
      records: number;
      bill: { id: number; date: string; importer: { name: string }; vessel: string };
      company: { name: string; shipments: number; partners: { label: string; shipments: number }[] };
      trend: { month: string; shipments: number }[];
    };
    expect(data.dataset).toBe(US);
    expect(data.records).toBe(us.length);
    const full = us
      .filter((r) =>
        ["importer_id", "exporter_id", "description", "quantity", "weight_kg", "loading_port"]
          .concat(["unloading_port", "origin_country", "vessel"])
          .every((c) => r[c] !== null),
      )
      .sort((a, b) => Number(b.day) - Number(a.day) || Number(b.id) - Number(a.id));
    expect(data.bill.id).toBe(full[0]?.id);
    expect(data.bill.date).toBe(day(full[0]?.day));
    expect(data.bill.vessel).toBe(full[0]?.vessel);
    // The busiest importer by its shipments in the data set.
    const byImporter = new Map<number, number>();
    for (const r of us)
      if (r.importer_id !== null)
        byImporter.set(Number(r.importer_id), (byImporter.get(Number(r.importer_id)) ?? 0) + 1);
    const top = Math.max(...byImporter.values());
    const busiest = us.filter((r) => byImporter.get(Number(r.importer_id)) === top);
    expect(busiest.length).toBeGreaterThan(0);
    expect(data.company.shipments).toBeGreaterThanOrEqual(top);
    expect(data.company.partners.length).toBeGreaterThan(0);
    expect(data.company.partners.length).toBeLessThanOrEqual(5);
    const counts = data.company.partners.map((p) => p.shipments);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Twelve consecutive months ending at the newest, each counted from the rows.
    expect(data.trend).toHaveLength(12);
    const newest = day(Math.max(...us.map((r) => Number(r.day)))).slice(0, 7);
    expect(data.trend.at(-1)?.month).toBe(newest);
    for (const m of data.trend)
      expect(m.shipments).toBe(us.filter((r) => day(r.day).startsWith(m.month)).length);
  });

  it("answers the same samples again from what it keeps", async () => {
    const [a, b] = [await get("/api/public/samples"), await get("/api/public/samples")];
    expect(b.data).toEqual(a.data);
  });
});

describe("GET /api/public/trySearch", () => {
  it("shows the first rows of the US data set, newest first, names masked and figures left out", async () => {
    const counts = new Map<string, number>();
    for (const r of us)
      for (const w of new Set(words(r.description))) counts.set(w, (counts.get(w) ?? 0) + 1);
    const [word] = [...counts].filter(([w]) => w.length > 3).sort((a, b) => b[1] - a[1])[0] ?? [];
    const expected = us
      .filter((r) => words(r.description).includes(word as string))
      .sort((a, b) => Number(b.day) - Number(a.day));
    expect(expected.length).toBeGreaterThan(TRY_SEARCH_ROWS);
    const body = await trySearch(` ${String(word).toUpperCase()}  `, "203.0.113.1");
    expect(body.code).toBe(200);
    const data = body.data as {
      total: number;
      words: string;
      records: Record<string, unknown>[];
      hidden: string[];
    };
    expect(data.total).toBe(expected.length);
    expect(data.words).toBe(String(word).toUpperCase());
    expect(data.records).toHaveLength(TRY_SEARCH_ROWS);
    expect(data.hidden).toEqual(["weightKg", "quantity", "valueUsd"]);
    expect(data.records.map((r) => r.date)).toEqual(
      expected.slice(0, TRY_SEARCH_ROWS).map((r) => day(r.day)),
    );
    const masks = new Set(expected.map((r) => maskName(String(r.importer_name))));
    for (const r of data.records) {
      expect(Object.keys(r).sort()).toEqual(
        expect.arrayContaining(
          Object.keys(r).filter((k) =>
            ["date", "importer", "exporter", "description", "originCountry", "unloadingPort"].includes(k),
          ),
        ),
      );
      for (const hidden of ["weightKg", "quantity", "valueUsd", "id", "vessel", "notify"])
        expect(r[hidden]).toBeUndefined();
      expect(masks).toContain(r.importer);
      expect(String(r.importer)).toContain("*");
      expect(us.some((b) => b.importer_name === r.importer)).toBe(false);
    }
  });

  it("refuses empty and too long words with their own message, never a 500", async () => {
    for (const words of ["", "   ", "***", "a".repeat(61)]) {
      const body = await trySearch(words, "203.0.113.2");
      expect(body.status).toBe(200);
      expect(body.code).toBe(10001);
      expect((body.data as { messageId: string }).messageId).toBe(
        words.length > 60 ? "publicData.trySearch.tooLong" : "publicData.trySearch.empty",
      );
    }
    const missing = await get("/api/public/trySearch", "203.0.113.2");
    expect(missing.code).toBe(10001);
  });

  it("takes any words a person or a script types without failing", async () => {
    for (const [i, words] of ['"chairs', "NEAR(a b)", "a* OR b", "鞋", "обувь", "-x", "'; DROP"].entries()) {
      const body = await trySearch(words, `203.0.114.${i}`);
      expect(body.status).toBe(200);
      expect(body.code).toBe(200);
      expect((body.data as { records: unknown[] }).records.length).toBeLessThanOrEqual(TRY_SEARCH_ROWS);
    }
  });

  it("limits the tries of one address per minute and says so; another address may still try", async () => {
    for (let i = 0; i < 3; i += 1) expect((await trySearch("chairs", "203.0.113.9")).code).toBe(200);
    const refused = await trySearch("chairs", "203.0.113.9");
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(20010);
    expect((refused.data as { messageId: string }).messageId).toBe("publicData.trySearch.tooMany");
    expect((await trySearch("chairs", "203.0.113.10")).code).toBe(200);
    // A minute later the address may try again.
    server.clock.advance(61_000);
    expect((await trySearch("chairs", "203.0.113.9")).code).toBe(200);
  });
});
