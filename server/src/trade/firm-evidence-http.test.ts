// Why a firm's spellings are one firm (D312), through the real HTTP stack against the demo data loaded
// into the SQLite trade engine: information management reads it (admin, info), a customer is refused,
// an id that is no firm's is answered with a reason, and the answer is the store's rows as written.
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
const as: Record<string, TestClient> = {};
type Row = Record<string, unknown>;
/** A firm with links between its spellings, its spellings, links and forwarder signs as stored. */
let linked: { id: number; spellings: Row[]; links: Row[] };
let forwarder: { id: number; forwarder: string };

type Evidence = {
  id: number;
  spellings: { country: string; name: string; billSides: number }[];
  links: {
    a: { name: string };
    b: { name: string };
    weight: number;
    evidence: { field: string; weight: number }[];
  }[];
  forwarder: string[];
};
const get = async (who: string, id: string) => {
  const res = await (as[who] as TestClient).get(
    `/console/admin/firms/evidence?${new URLSearchParams({ id })}`,
  );
  expect(res.status).toBeLessThan(500);
  return (await res.json()) as { code: number; data: Evidence & { messageId?: string } };
};

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ["demo-admin", "demo-info", "demo-main", "demo-trade"])
    as[who] = (await signIn(server, who)).client;
  const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
  const id = Number(
    (
      db
        .prepare(
          "SELECT company_id FROM trade_firm_links GROUP BY company_id ORDER BY COUNT(*) DESC, company_id LIMIT 1",
        )
        .get() as Row
    ).company_id,
  );
  linked = {
    id,
    spellings: db.prepare("SELECT * FROM trade_company_names WHERE company_id = ?").all(id) as Row[],
    links: db.prepare("SELECT * FROM trade_firm_links WHERE company_id = ?").all(id) as Row[],
  };
  const f = db
    .prepare("SELECT id, forwarder FROM trade_companies WHERE forwarder != '' ORDER BY id LIMIT 1")
    .get() as Row;
  forwarder = { id: Number(f.id), forwarder: String(f.forwarder) };
  db.close();
}, 60_000);
afterAll(async () => server.stop());

describe("GET /console/admin/firms/evidence", () => {
  it("is refused to a customer, with the admin pages' code", async () => {
    for (const who of ["demo-main", "demo-trade"])
      expect(await get(who, String(linked.id))).toMatchObject({
        code: 51001,
        data: { messageId: "errors.admin.only" },
      });
  });

  it("gives an operator every spelling with its bill sides and every link with its fields' weights", async () => {
    expect(linked.links.length).toBeGreaterThan(0);
    for (const who of ["demo-admin", "demo-info"]) {
      const body = await get(who, String(linked.id));
      expect(body.code).toBe(200);
      expect(body.data.id).toBe(linked.id);
      const sides = body.data.spellings.map((s) => s.billSides);
      expect(sides).toEqual([...sides].sort((a, b) => b - a));
      expect(new Set(body.data.spellings.map((s) => `${s.country}|${s.name}|${s.billSides}`))).toEqual(
        new Set(linked.spellings.map((s) => `${s.country}|${s.name}|${s.bill_sides}`)),
      );
      expect(body.data.links).toHaveLength(linked.links.length);
      for (const link of body.data.links) {
        // A link's weight is the sum of its fields' weights, as the resolver scored it.
        const sum = link.evidence.reduce((t, e) => t + e.weight, 0);
        expect(link.weight).toBeCloseTo(sum, 1);
        expect(link.evidence.map((e) => e.field)).toContain("name");
        const names = new Set(body.data.spellings.map((s) => s.name));
        expect(names.has(link.a.name) && names.has(link.b.name)).toBe(true);
      }
    }
  });

  it("says why a forwarder is one", async () => {
    const body = await get("demo-admin", String(forwarder.id));
    expect(body.code).toBe(200);
    expect(body.data.forwarder).toEqual(forwarder.forwarder.split(","));
    expect(body.data.forwarder.length).toBeGreaterThan(0);
  });

  it("answers an id that is no firm's with a reason, never a failure of the service", async () => {
    for (const id of ["999999999", "0", "-3", "abc", "1.5", " ", "9".repeat(40)])
      expect(await get("demo-admin", id)).toMatchObject({
        code: 10001,
        data: { messageId: expect.stringMatching(/^(trade\.query\.unknownCompany|errors\.)/) },
      });
  });
});
