// Buyer search and trade search through the real HTTP stack, signed in as the demo accounts, against
// the demo data loaded by the importer: each permission gate, bad input answered with a reason (never
// a 500), a sub-account's own grants, and answers checked against the stored rows by plain JavaScript.
import { DatabaseSync } from "node:sqlite";
import { normaliseText } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
const as: Record<string, TestClient> = {};
let rows: Record<string, unknown>[];
/** The firms the import flagged as forwarders (trade_companies.logistics). */
let forwarders: Set<number>;

const US = "IMP_USA_BL_SEA";
type Body = { code: number; data: Record<string, unknown> };
const get = async (who: string, path: string, params: Record<string, string> = {}) => {
  const res = await (as[who] as TestClient).get(`${path}?${new URLSearchParams(params)}`);
  expect(res.status).toBeLessThan(500);
  return (await res.json()) as Body;
};
/** The most frequent goods word (longer than 3 letters) of a data set's rows. */
const commonWord = (dataset: string): string => {
  const counts = new Map<string, number>();
  for (const r of rows.filter((x) => x.dataset === dataset))
    for (const w of new Set(normaliseText(String(r.description ?? "")).split(" ")))
      if (w.length > 3) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] as string;
};
const dayText = (d: unknown) => String(d).replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");

beforeAll(async () => {
  server = await startTestServer();
  for (const who of [
    "demo-admin",
    "demo-main",
    "demo-trade",
    "demo-trade-sub",
    "demo-trade-sub2",
    "demo-download",
  ])
    as[who] = (await signIn(server, who)).client;
  const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
  rows = db.prepare("SELECT * FROM trade_bills WHERE counted = 1").all() as Record<string, unknown>[];
  forwarders = new Set(
    (db.prepare("SELECT id FROM trade_companies WHERE logistics = 1").all() as { id: number }[]).map((r) =>
      Number(r.id),
    ),
  );
  db.close();
}, 60_000);
afterAll(async () => server.stop());

type Buyer = {
  id: number;
  shipments: number;
  lastDate: string;
  firstDate: string;
  perMonth: number;
  suppliers: { id: number; shipments: number }[];
};

describe("GET /searching/cds/buyers", () => {
  it("is refused without global buyers (32), as the partner report is without its permission", async () => {
    for (const who of ["demo-main", "demo-trade", "demo-trade-sub"])
      expect(await get(who, "/searching/cds/buyers", { keyword: "chairs" })).toMatchObject({
        code: 58001,
        data: { messageId: "errors.trade.buyerSearch" },
      });
  });

  it("searches only the data sets the package grants, and refuses another by name", async () => {
    // demo-download has global buyers and the global bill-of-lading set alone.
    expect(await get("demo-download", "/searching/cds/buyers")).toMatchObject({ code: 200 });
    expect(await get("demo-download", "/searching/cds/buyers", { datasets: US })).toMatchObject({
      code: 52001,
      data: { params: { dataset: US } },
    });
  });

  it("answers bad input with a reason, never a failure of the service", async () => {
    expect((await get("demo-admin", "/searching/cds/buyers", { hs: "chairs" })).code).toBe(10001);
    expect((await get("demo-admin", "/searching/cds/buyers", { datasets: "NOPE" })).code).toBe(10001);
    expect((await get("demo-admin", "/searching/cds/buyers", { keyword: "x".repeat(1001) })).code).toBe(
      10001,
    );
    // The search's own filters and paging are read strictly, naming the parameter (D332)…
    const odd = await get("demo-admin", "/searching/cds/buyers", {
      datasets: US,
      current: "-4",
      pageSize: "7",
      country: "??",
    });
    expect(odd).toMatchObject({
      code: 10001,
      data: {
        messageId: "trade.query.destination",
        params: { field: "country", fields: "country,current,pageSize" },
      },
    });
    // …the buyers' order as before: an unknown one is the default.
    const unordered = await get("demo-admin", "/searching/cds/buyers", {
      datasets: US,
      sort: "colour",
      order: "sideways",
    });
    expect(unordered).toMatchObject({ code: 200, data: { current: 1, pageSize: 20 } });
  });

  it("finds the importers of the goods asked, with their counts, dates and suppliers as the rows give them", async () => {
    const us = rows.filter((r) => r.dataset === US);
    const has = (r: Record<string, unknown>, w: string) =>
      normaliseText(String(r.description ?? ""))
        .split(" ")
        .includes(w);
    const word = commonWord(US);
    // Forwarders are left out by default (D310); the next case brings them back.
    const matching = us.filter(
      (r) => has(r, word) && r.importer_id !== null && !forwarders.has(Number(r.importer_id)),
    );
    expect(matching.length).toBeGreaterThan(5);
    const byBuyer = new Map<number, Record<string, unknown>[]>();
    for (const r of matching)
      byBuyer.set(Number(r.importer_id), [...(byBuyer.get(Number(r.importer_id)) ?? []), r]);
    const body = await get("demo-admin", "/searching/cds/buyers", {
      datasets: US,
      keyword: word.toUpperCase(),
      pageSize: "100",
    });
    expect(body.code).toBe(200);
    expect(body.data.total).toBe(byBuyer.size);
    expect(body.data.asOf).toBe(dayText(Math.max(...matching.map((r) => Number(r.day)))));
    const records = body.data.records as Buyer[];
    const counts = records.map((r) => r.shipments);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const b of records.slice(0, 10)) {
      const own = byBuyer.get(b.id) ?? [];
      expect(b.shipments).toBe(own.length);
      expect(b.lastDate).toBe(dayText(Math.max(...own.map((r) => Number(r.day)))));
      expect(b.firstDate).toBe(dayText(Math.min(...own.map((r) => Number(r.day)))));
      expect(b.perMonth).toBeLessThanOrEqual(b.shipments);
      expect(b.suppliers.length).toBeLessThanOrEqual(3);
      for (const s of b.suppliers)
        expect(s.shipments).toBe(own.filter((r) => Number(r.exporter_id) === s.id).length);
    }
  });

  it("sums only the known weights and values of a buyer and says of how many shipments (D342)", async () => {
    const us = rows.filter((r) => r.dataset === US && r.importer_id !== null);
    const own = (id: number) => us.filter((r) => Number(r.importer_id) === id);
    expect(us.some((r) => r.value_usd === null)).toBe(true);
    const body = await get("demo-admin", "/searching/cds/buyers", {
      datasets: US,
      forwarders: "include",
      pageSize: "100",
    });
    expect(body.code).toBe(200);
    const records = body.data.records as (Buyer & {
      weightKg: number;
      valueUsd: number;
      weightKnown: number;
      valueKnown: number;
    })[];
    expect(records.length).toBeGreaterThan(5);
    for (const b of records) {
      const valued = own(b.id).filter((r) => r.value_usd !== null);
      const weighed = own(b.id).filter((r) => r.weight_kg !== null);
      expect([b.shipments, b.valueKnown, b.weightKnown]).toEqual([
        own(b.id).length,
        valued.length,
        weighed.length,
      ]);
      expect(b.valueUsd).toBeCloseTo(
        valued.reduce((n, r) => n + Number(r.value_usd), 0),
        1,
      );
      expect(b.weightKg).toBeCloseTo(
        weighed.reduce((n, r) => n + Number(r.weight_kg), 0),
        1,
      );
    }
    // Some buyer's sum is of fewer shipments than it has: the row says "known for N of M".
    expect(records.some((b) => b.valueKnown < b.shipments)).toBe(true);
  });

  it("leaves forwarders out unless forwarders=include, and says how many it left out (D310)", async () => {
    const importers = new Set(
      rows.filter((r) => r.dataset === US && r.importer_id !== null).map((r) => Number(r.importer_id)),
    );
    const flagged = [...importers].filter((id) => forwarders.has(id));
    expect(flagged.length).toBeGreaterThan(0);
    const params = { datasets: US, pageSize: "100" };
    const hidden = await get("demo-admin", "/searching/cds/buyers", params);
    expect(hidden.data).toMatchObject({
      total: importers.size - flagged.length,
      forwardersHidden: flagged.length,
    });
    expect((hidden.data.records as Buyer[]).some((r) => forwarders.has(r.id))).toBe(false);
    const shown = await get("demo-admin", "/searching/cds/buyers", { ...params, forwarders: "include" });
    expect(shown.data).toMatchObject({ total: importers.size, forwardersHidden: 0 });
    const ids = new Set((shown.data.records as (Buyer & { logistics: boolean })[]).map((r) => r.id));
    for (const id of flagged) expect(ids.has(id)).toBe(true);
    // A value that is not "include" leaves them out, as no value does.
    const odd = await get("demo-admin", "/searching/cds/buyers", { ...params, forwarders: "yes" });
    expect(odd.data).toMatchObject({ forwardersHidden: flagged.length });
  });

  it("searches every owned data set naming importers by default, and filters by HS code and country", async () => {
    const body = await get("demo-admin", "/searching/cds/buyers", { country: "MX", sort: "last" });
    expect(body.code).toBe(200);
    const records = body.data.records as Buyer[];
    const ids = new Set(rows.filter((r) => r.destination_country === "MX").map((r) => Number(r.importer_id)));
    for (const r of records) expect(ids.has(r.id)).toBe(true);
    const last = records.map((r) => r.lastDate);
    expect(last).toEqual([...last].sort().reverse());
    const hs = await get("demo-admin", "/searching/cds/buyers", { hs: "94" });
    expect(hs.code).toBe(200);
    expect(hs.data.total as number).toBeGreaterThan(0);
  });
});

type Firm = { id: number; name: string; matchedBy: string[]; info: { email?: string } };

describe("GET /searching/so", () => {
  it("is refused without trade search (64)", async () => {
    for (const who of ["demo-main", "demo-download", "demo-trade-sub2"])
      expect(await get(who, "/searching/so", { keyword: "acme" })).toMatchObject({
        code: 58002,
        data: { messageId: "errors.trade.tradeSearch" },
      });
  });

  it("gives a sub-account the firms of its own grants, not its main account's", async () => {
    const firmsIn = (datasets: string[]) =>
      new Set(
        rows
          .filter((r) => datasets.includes(String(r.dataset)))
          .flatMap((r) => [r.importer_id, r.exporter_id])
          .filter((v) => v !== null)
          .map(Number),
      );
    const sub = await get("demo-trade-sub", "/searching/so", { pageSize: "100" });
    expect(sub.code).toBe(200);
    expect(sub.data.total).toBe(firmsIn([US]).size);
    const main = await get("demo-trade", "/searching/so", { pageSize: "100" });
    expect(main.data.total as number).toBeGreaterThan(sub.data.total as number);
  });

  it("finds firms by a piece of a name by default, and by goods with com-all", async () => {
    const name = String(
      rows.find((r) => r.dataset === US && String(r.importer_name ?? "").length > 10)?.importer_name,
    );
    const piece = normaliseText(name).split(" ")[0] as string;
    const byName = await get("demo-trade-sub", "/searching/so", { keyword: piece, searchType: "name" });
    expect(byName.code).toBe(200);
    const found = byName.data.records as Firm[];
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) {
      expect(f.matchedBy).toEqual(["name"]);
      expect(normaliseText(f.name)).toContain(piece);
    }
    const word = commonWord(US);
    const all = await get("demo-trade-sub", "/searching/so", { keyword: word, searchType: "com-all" });
    expect((all.data.records as Firm[]).some((f) => f.matchedBy.includes("product"))).toBe(true);
    const contact = await get("demo-trade-sub", "/searching/so", {
      keyword: "chairs",
      searchType: "website-email",
    });
    expect(contact.data.total).toBe(0);
  });

  it("finds a firm by the domain of its e-mail (website-email), with the e-mail in its info fields", async () => {
    const us = rows.filter((r) => r.dataset === US && typeof r.detail === "string");
    const domain = us
      .map((r) => /trade@([a-z0-9-]+\.example)/.exec(String(r.detail))?.[1])
      .find((d) => d !== undefined);
    expect(domain).toBeDefined();
    const body = await get("demo-trade-sub", "/searching/so", {
      keyword: domain as string,
      searchType: "website-email",
    });
    expect(body.code).toBe(200);
    const found = body.data.records as Firm[];
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) expect(f.matchedBy).toEqual(["contact"]);
    expect(found.map((f) => f.info.email)).toContain(`trade@${domain}`);
    // By name alone the domain finds nothing: names are not e-mails.
    const byName = await get("demo-trade-sub", "/searching/so", { keyword: `trade@${domain}` });
    expect(byName.data.total).toBe(0);
  });

  it("answers bad input with a reason or a clamped page, never a failure of the service", async () => {
    expect((await get("demo-trade", "/searching/so", { keyword: "y".repeat(1001) })).code).toBe(10001);
    const odd = await get("demo-trade", "/searching/so", { searchType: "?", current: "abc", pageSize: "0" });
    expect(odd).toMatchObject({ code: 200, data: { current: 1, pageSize: 20 } });
    expect((await get("demo-trade", "/searching/so", { keyword: "%_\\'\"" })).code).toBe(200);
    expect(
      (await get("demo-trade", "/searching/so", { keyword: "%", searchType: "website-email" })).code,
    ).toBe(200);
  });
});
