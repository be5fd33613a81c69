// Search words through the real HTTP stack (issue 31 item 5), against the demo data loaded by the
// importer. Expected answers come from the stored rows by core's rule of what the words mean
// (search-words-match.ts), not from the store's SQL; Chinese and Russian words are held to the laws
// of OR and NOT over the answers for each word alone.
import { DatabaseSync } from "node:sqlite";
import { goodsIndexText, parseWords, textMatches, type WordsNode } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
let admin: TestClient;
let rows: Record<string, unknown>[];

const US = "IMP_USA_BL_SEA";

const search = async (params: Record<string, string>) => {
  const body = (await (await admin.get(`/searching/cds?${new URLSearchParams(params)}`)).json()) as {
    code: number;
    data: { total: number; totalExact?: boolean; records: { id: number }[] };
  };
  expect(body.code).toBe(200);
  return body.data;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server, "demo-admin")).client;
  const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
  rows = db.prepare("SELECT * FROM trade_bills WHERE counted = 1").all() as Record<string, unknown>[];
  db.close();
}, 60_000);
afterAll(async () => server.stop());

const inSet = (dataset: string) => rows.filter((r) => r.dataset === dataset);
const wordsOf = (r: Record<string, unknown>) =>
  typeof r.description === "string" ? goodsIndexText(r.description).split(" ") : [];

/** The words of a data set's goods texts, commonest first. */
const commonWords = (dataset: string): string[] => {
  const counts = new Map<string, number>();
  for (const r of inSet(dataset))
    for (const w of new Set(wordsOf(r))) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts]
    .filter(([w]) => w.length > 3 && !/\d/.test(w))
    .sort((a, b) => b[1] - a[1])
    .map(([w]) => w);
};

describe("search words on GET /searching/cds", () => {
  it("reads OR, a minus, a phrase and a prefix as core's rule says", async () => {
    const [a, b, c] = commonWords(US).slice(2, 5) as [string, string, string];
    const phrase = (
      inSet(US)
        .map((r) => goodsIndexText(String(r.description ?? "")))
        .find((t) => t.split(" ").length >= 3) ?? ""
    )
      .split(" ")
      .slice(0, 2)
      .join(" ");
    for (const keyword of [
      `${a} OR ${b} -${c}`,
      `"${phrase}"`,
      `${a.slice(0, 3)}*`,
      `${a.toUpperCase()} AND NOT ${b}`,
    ]) {
      const words = parseWords(keyword) as WordsNode;
      const expected = inSet(US).filter((r) =>
        textMatches(words, goodsIndexText(String(r.description ?? ""))),
      );
      expect(expected.length, keyword).toBeGreaterThan(0);
      const found = await search({ datasets: US, keyword, pageSize: "100" });
      expect(found.total, keyword).toBe(expected.length);
      const ids = new Set(expected.map((r) => Number(r.id)));
      for (const r of found.records) expect(ids.has(r.id), keyword).toBe(true);
    }
  });

  it("finds a vessel, a carrier and a bill of lading number", async () => {
    const bill = inSet(US).find(
      (r) => typeof r.vessel === "string" && typeof r.master_bill === "string",
    ) as Record<string, string>;
    const vessel = (bill.vessel as string).toLowerCase();
    const byVessel = inSet(US).filter(
      (r) => typeof r.vessel === "string" && r.vessel.toLowerCase().includes(vessel),
    );
    expect((await search({ datasets: US, keyword: `vessel:"${bill.vessel}"` })).total).toBe(byVessel.length);
    const byCarrier = inSet(US).filter((r) => r.carrier === bill.carrier);
    expect((await search({ datasets: US, keyword: `scac:${bill.carrier}` })).total).toBe(byCarrier.length);
    const byMaster = await search({ datasets: US, keyword: `bl:${bill.master_bill}`, pageSize: "100" });
    expect(byMaster.records.map((r) => r.id)).toContain(Number(bill.id));
  });

  it("searches Chinese and Russian words as HS headings, with OR and NOT", async () => {
    const withHs = [
      ...new Set(rows.filter((r) => typeof r.hs_code === "string").map((r) => String(r.dataset))),
    ];
    const datasets = withHs.join(",");
    const total = async (keyword: string) => (await search({ datasets, keyword })).total;
    for (const [a, b, or, not] of [
      ["马铃薯", "核反应堆", "或", "-"],
      ["картофель", "реакторы", "ИЛИ", "НЕ "],
    ] as const) {
      const [ta, tb] = [await total(a), await total(b)];
      expect(ta, a).toBeGreaterThan(0);
      expect(tb, b).toBeGreaterThan(0);
      const [either, aOnly] = [await total(`${a} ${or} ${b}`), await total(`${a} ${not}${b}`)];
      // A without B, and B, are the two parts of A OR B; A without B is a part of A.
      expect(aOnly + tb).toBe(either);
      expect(aOnly).toBeLessThanOrEqual(ta);
      expect(either).toBeGreaterThanOrEqual(Math.max(ta, tb));
    }
  }, 60_000);
});
