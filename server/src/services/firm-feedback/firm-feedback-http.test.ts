// Firm feedback through the real HTTP stack against the demo data in the SQLite trade store (issue 30
// "Feedback"): a user reports an alias as not the same company, an administrator accepts it and the
// profile no longer lists the alias, grouping again keeps the decision, a withdrawal undoes it; a
// "same company" report joins two firms; every bad report is answered with its code, never a 500.
import { DatabaseSync } from "node:sqlite";
import { DESIGNED_CODES, ERROR_CODES } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { importReleases } from "../../trade/import/importer.ts";
import { openSqliteTrade } from "../../trade/open-trade-engine.ts";
import { demoReleaseDir } from "../../trade/trade-area.ts";

let server: TestServer;
const as: Record<string, TestClient> = {};
type Body = { code: number; data: Record<string, unknown> & { messageId?: string } };
const US = "IMP_USA_BL_SEA";

const call = async (who: string, path: string, body?: unknown): Promise<Body> => {
  const client = as[who] as TestClient;
  const res = body === undefined ? await client.get(path) : await client.post(path, body);
  expect(res.status).toBeLessThan(500);
  return (await res.json()) as Body;
};
const send = (who: string, body: unknown) => call(who, "/console/firms/feedback", body);
const decide = (body: unknown) => call("demo-admin", "/console/admin/firms/reports/decide", body);
const profileOf = async (id: number) => {
  const answer = await call("demo-trade", `/searching/cds/companies/record?id=${id}&datasets=${US}`);
  return answer.code === 200
    ? (answer.data as { id: number; name: string; aliases: string[] })
    : { id: 0, name: "", aliases: [] };
};
const aliases = async (id: number): Promise<string[]> => (await profileOf(id)).aliases;

/** Firms of the US data set with their spellings, most used first (the store's own rows). */
let firms: { id: number; names: string[] }[];

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ["demo-admin", "demo-trade", "demo-main"]) as[who] = (await signIn(server, who)).client;
  const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
  const rows = db
    .prepare(
      `SELECT n.company_id AS id, n.name FROM trade_company_names n
       WHERE n.company_id IN (SELECT importer_id FROM trade_bills WHERE dataset = ?)
       ORDER BY n.company_id, n.bill_sides DESC, n.name`,
    )
    .all(US) as { id: number; name: string }[];
  db.close();
  const byId = new Map<number, string[]>();
  for (const r of rows) byId.set(r.id, [...(byId.get(r.id) ?? []), r.name]);
  firms = [...byId].map(([id, names]) => ({ id, names: [...new Set(names)] }));
}, 60_000);
afterAll(async () => server.stop());

describe("firm feedback", () => {
  it("refuses a bad report with its code and message", async () => {
    const firm = firms.find((f) => f.names.length > 1) as { id: number; names: string[] };
    const cases: [unknown, number, string][] = [
      [{ kind: "apart", firmId: firm.id }, ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters"],
      [{ kind: "same", firmId: firm.id }, ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters"],
      [
        { kind: "apart", firmId: 99_999_999, spelling: "X" },
        DESIGNED_CODES.FIRM_UNKNOWN,
        "errors.firm.unknown",
      ],
      [
        { kind: "apart", firmId: firm.id, spelling: "NO SUCH NAME LTD" },
        DESIGNED_CODES.FIRM_SPELLING_NOT_OF_FIRM,
        "errors.firm.spellingNotOfFirm",
      ],
      [
        { kind: "same", firmId: firm.id, otherFirmId: firm.id },
        DESIGNED_CODES.FIRM_SAME_AS_ITSELF,
        "errors.firm.sameAsItself",
      ],
    ];
    for (const [body, code, messageId] of cases)
      expect(await send("demo-trade", body), JSON.stringify(body)).toMatchObject({
        code,
        data: { messageId },
      });
    const single = firms.find((f) => f.names.length === 1) as { id: number; names: string[] };
    expect(
      (await send("demo-trade", { kind: "apart", firmId: single.id, spelling: single.names[0] })).code,
    ).toBe(DESIGNED_CODES.FIRM_SPELLING_NOT_OF_FIRM);
  });

  it("keeps an accepted 'not the same company' across grouping again, until it is withdrawn", async () => {
    const firm =
      firms.find((f) => f.names.length > 2) ?? (firms.find((f) => f.names.length > 1) as (typeof firms)[0]);
    const alias = firm.names[firm.names.length - 1] as string;
    const shown = await profileOf(firm.id);
    expect(shown.aliases).toContain(alias);
    const sent = await send("demo-trade", {
      kind: "apart",
      firmId: firm.id,
      spelling: alias,
      comment: " a forwarder ",
    });
    expect(sent).toMatchObject({ code: 200, data: { kind: "apart", spelling: alias, status: "pending" } });
    const id = sent.data.id as number;
    // The same report again is the one kept.
    expect((await send("demo-trade", { kind: "apart", firmId: firm.id, spelling: alias })).data.id).toBe(id);
    expect((await call("demo-trade", `/console/firms/feedback?firmId=${firm.id}`)).data.reports).toEqual([
      { id, kind: "apart", spelling: alias, status: "pending" },
    ]);

    expect((await call("demo-trade", "/console/admin/firms/reports")).code).toBe(DESIGNED_CODES.ADMIN_ONLY);
    expect((await decide({ id, decision: "accept" })).code).toBe(200);
    const listed = (await call("demo-admin", "/console/admin/firms/reports")).data.reports as Record<
      string,
      unknown
    >[];
    expect(listed.find((r) => r.id === id)).toMatchObject({
      firmId: firm.id,
      // The name the profile showed when the report was sent.
      firmName: shown.name,
      spelling: alias,
      comment: "a forwarder",
      sender: "demo-trade",
      status: "accepted",
      decider: "demo-admin",
      rule: { id: `firm-report-${id}`, kind: "apart", a: { name: alias }, b: { name: firm.names[0] } },
    });
    expect(await aliases(firm.id)).not.toContain(alias);
    expect((await decide({ id, decision: "reject" })).code).toBe(DESIGNED_CODES.FIRM_REPORT_DECIDED);

    // A later import (the demo releases read again, as an operator's --reload) keeps the decision.
    const engine = openSqliteTrade(server.deps.config.tradeDatabaseFile);
    try {
      await importReleases([demoReleaseDir(server.dataDir)], engine.sink, { now: () => 0, reload: true });
    } finally {
      await engine.close();
    }
    expect(await aliases(firm.id)).not.toContain(alias);

    const withdrawn = await call("demo-admin", "/console/admin/firms/reports/withdraw", {
      id,
      note: "asked again",
    });
    expect(withdrawn).toMatchObject({ code: 200, data: { status: "withdrawn", note: "asked again" } });
    expect(await aliases(firm.id)).toContain(alias);
    expect((await call("demo-admin", "/console/admin/firms/reports/withdraw", { id })).code).toBe(
      DESIGNED_CODES.FIRM_REPORT_DECIDED,
    );
    const audit = (await call("demo-admin", "/console/admin/audit")).data.entries as Record<
      string,
      unknown
    >[];
    expect(audit.filter((e) => e.firmReportId === id).map((e) => [e.action, e.actor, e.reason])).toEqual([
      ["withdrawFirmRule", "demo-admin", "asked again"],
      ["acceptFirmReport", "demo-admin", undefined],
    ]);
  });

  it("joins two firms on an accepted 'same company as', and a rejected report keeps none", async () => {
    const [a, b, c] = firms.filter((f) => f.names.length === 1) as [
      (typeof firms)[0],
      (typeof firms)[0],
      (typeof firms)[0],
    ];
    const rejected = await send("demo-trade", { kind: "same", firmId: c.id, otherFirmId: a.id });
    expect(
      (await decide({ id: rejected.data.id, decision: "reject", note: "two owners" })).data,
    ).toMatchObject({
      status: "rejected",
      note: "two owners",
    });
    expect(await aliases(a.id)).toEqual(a.names);

    // The user tracks the second firm: the item must follow it wherever its bills go (D313).
    expect(
      (
        await call("demo-trade", "/console/tracking", {
          companyId: b.id,
          role: "importer",
          datasets: US,
          name: "B",
        })
      ).code,
    ).toBe(200);
    const sent = await send("demo-main", { kind: "same", firmId: b.id, otherFirmId: a.id });
    // Sent from either firm, the pair is one report.
    expect((await send("demo-main", { kind: "same", firmId: a.id, otherFirmId: b.id })).data.id).toBe(
      sent.data.id,
    );
    expect((await decide({ id: sent.data.id, decision: "accept" })).data).toMatchObject({
      status: "accepted",
    });
    // The two ids now open one firm (the retired one redirects to it), which carries both firms' names.
    const profiles = await Promise.all([a.id, b.id].map((id) => profileOf(id)));
    expect(new Set(profiles.map((p) => p.id)).size).toBe(1);
    const kept = profiles[0]?.id as number;
    const retired = kept === a.id ? b.id : a.id;
    expect(
      (await call("demo-trade", `/searching/cds/companies/record?id=${retired}&datasets=${US}`)).data
        .movedFrom,
    ).toBe(retired);
    expect(
      (await call("demo-trade", `/searching/cds/companies/record?id=${kept}&datasets=${US}`)).data.movedFrom,
    ).toBeUndefined();
    const tracked = (await call("demo-trade", "/console/tracking")).data.companies as { companyId: number }[];
    expect(tracked.map((t) => t.companyId)).toEqual([kept]);
    expect(profiles[0]?.aliases).toEqual(expect.arrayContaining([...a.names, ...b.names]));
    expect(await send("demo-trade", { kind: "same", firmId: a.id, otherFirmId: b.id })).toMatchObject({
      code: DESIGNED_CODES.FIRM_SAME_AS_ITSELF,
    });
  });
});
