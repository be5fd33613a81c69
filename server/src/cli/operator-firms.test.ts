// The operator's review of firm feedback against a real provider's databases (issue 30 "Feedback"):
// reports sent over HTTP are listed, accepted (the profile loses the alias at once, the rule is in
// force), rejected, withdrawn (the alias is back), and each decision is audited as the command's.
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json } from "../services/commerce/commerce-test-kit.ts";
import { operatorEnv } from "../testing/operator-env.ts";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../testing/test-server.ts";
import { runOperator } from "./operator.ts";

let server: TestServer;
let user: TestClient;
let firm: { id: number; names: string[] };
const US = "IMP_USA_BL_SEA";

beforeAll(async () => {
  server = await startTestServer();
  user = (await signIn(server, "demo-trade")).client;
  const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
  const row = db
    .prepare(
      `SELECT company_id AS id, group_concat(name, '|') AS names FROM (
         SELECT company_id, name FROM trade_company_names
         WHERE company_id IN (SELECT importer_id FROM trade_bills WHERE dataset = ?)
         ORDER BY bill_sides DESC, name)
       GROUP BY company_id HAVING count(*) > 2 ORDER BY company_id LIMIT 1`,
    )
    .get(US) as { id: number; names: string };
  db.close();
  firm = { id: row.id, names: row.names.split("|") };
}, 60_000);
afterAll(async () => server.stop());

const operator = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runOperator(args, operatorEnv(server), server.clock.now(), (l) => lines.push(l));
  return { code, text: lines.join("\n") };
};
const report = async (spelling: string) =>
  (await json(await user.post("/console/firms/feedback", { kind: "apart", firmId: firm.id, spelling })))
    .data as { id: number };
const aliases = async () =>
  (
    (await json(await user.get(`/searching/cds/companies/record?id=${firm.id}&datasets=${US}`))).data as {
      aliases: string[];
    }
  ).aliases;

describe("operator firm commands", () => {
  it("lists, accepts, rejects and withdraws reports, and lists the rules in force", async () => {
    const [main, second, third] = firm.names as [string, string, string];
    expect(await operator("firms", "feedback")).toEqual({ code: 0, text: "no report waits for a decision" });
    // The listing names the firm as its profile showed it.
    const shown = (
      (await json(await user.get(`/searching/cds/companies/record?id=${firm.id}&datasets=${US}`))).data as {
        name: string;
      }
    ).name;
    const first = await report(third);
    const other = await report(second);
    const listed = await operator("firms", "feedback");
    expect(listed.text.split("\n")).toEqual([
      `${other.id}\t"${second}" is not the same company as ${shown} (#${firm.id})\tdemo-trade\tpending\t`,
      `${first.id}\t"${third}" is not the same company as ${shown} (#${firm.id})\tdemo-trade\tpending\t`,
    ]);

    expect(await operator("firms", "accept", String(first.id), "--note", "a forwarder")).toEqual({
      code: 0,
      text: `report ${first.id}: accepted; rule firm-report-${first.id} keeps "${third}" and "${main}" apart`,
    });
    expect(await aliases()).not.toContain(third);
    expect((await operator("firms", "rules")).text).toBe(
      `firm-report-${first.id}\tapart\tUS ${third}\tUS ${main}`,
    );
    expect(await operator("firms", "reject", String(other.id))).toEqual({
      code: 0,
      text: `report ${other.id}: rejected`,
    });
    expect(await operator("firms", "accept", String(other.id))).toMatchObject({
      code: 1,
      text: expect.stringMatching(/^refused: this report is decided already/),
    });
    expect(await operator("firms", "withdraw", String(first.id))).toEqual({
      code: 0,
      text: `report ${first.id}: withdrawn`,
    });
    expect(await aliases()).toContain(third);
    expect(await operator("firms", "rules")).toEqual({ code: 0, text: "no rule is in force" });
    expect(await operator("firms", "accept", "x1")).toMatchObject({ code: 2 });
    expect(await operator("firms", "accept", "999999")).toMatchObject({
      code: 1,
      text: expect.stringMatching(/no report has this id/),
    });

    // A "same company" accepted by the command retires one id: a company tracked under it follows.
    const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
    const single = db
      .prepare(
        `SELECT company_id AS id FROM trade_company_names
         WHERE company_id IN (SELECT importer_id FROM trade_bills WHERE dataset = ?)
         GROUP BY company_id HAVING count(*) = 1 ORDER BY company_id LIMIT 2`,
      )
      .all(US) as { id: number }[];
    db.close();
    const [a, b] = single.map((r) => r.id) as [number, number];
    for (const companyId of [a, b])
      await user.post("/console/tracking", {
        companyId,
        role: "importer",
        datasets: US,
        name: `firm ${companyId}`,
      });
    const same = (
      await json(await user.post("/console/firms/feedback", { kind: "same", firmId: a, otherFirmId: b }))
    ).data as { id: number };
    expect((await operator("firms", "accept", String(same.id))).code).toBe(0);
    const tracked = (await json(await user.get("/console/tracking"))).data as {
      companies: { companyId: number }[];
    };
    const ids = new Set(tracked.companies.map((c) => c.companyId));
    // Both tracked ids now name the one firm (the older tracking kept, D313).
    expect([a, b].filter((id) => ids.has(id))).toHaveLength(1);

    const admin = (await signIn(server, "demo-admin")).client;
    const audit = (await json(await admin.get("/console/admin/audit"))).data as {
      entries: { action: string; actor?: string; reason?: string; firmReportId?: number }[];
    };
    expect(
      audit.entries
        .filter((e) => e.firmReportId !== undefined)
        .map((e) => [e.action, e.firmReportId, e.actor, e.reason]),
    ).toEqual([
      ["acceptFirmReport", same.id, undefined, undefined],
      ["withdrawFirmRule", first.id, undefined, undefined],
      ["rejectFirmReport", other.id, undefined, undefined],
      ["acceptFirmReport", first.id, undefined, "a forwarder"],
    ]);
  });
});
