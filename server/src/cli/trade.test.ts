// The trade command against a real provider with a demo account's documented key.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoApiKey } from "../services/auth/demo-accounts.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { runTrade } from "./trade.ts";

let server: TestServer;
const run = async (argv: string[], key = demoApiKey({ account: "demo-admin" })) => {
  const lines: string[] = [];
  const code = await runTrade(argv, { PORTOLAN_API_KEY: key, PORTOLAN_URL: server.url }, (l) =>
    lines.push(l),
  );
  return { code, lines };
};

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server.stop());

describe("trade.sh", () => {
  it("searches, profiles a firm and exports a file", async () => {
    const search = await run(["search", "--datasets", "IMP_USA_BL_SEA", "--pageSize", "20"]);
    expect(search.code).toBe(0);
    expect(search.lines[0]).toMatch(/^\d+ shipments; page 1$/);
    expect(search.lines).toHaveLength(21);
    const firm = (await (
      await fetch(`${server.url}/searching/cds/company?datasets=IMP_USA_BL_SEA`, {
        headers: { authorization: `Bearer ${demoApiKey({ account: "demo-admin" })}` },
      })
    ).json()) as { data: { records: { id: number; name: string }[] } };
    const first = firm.data.records[0] as { id: number; name: string };
    const profile = await run(["profile", String(first.id), "--datasets", "IMP_USA_BL_SEA"]);
    expect(profile.lines[0]).toContain(first.name);
    const out = join(mkdtempSync(join(tmpdir(), "trade-cli-")), "us.csv");
    const exported = await run(["export", "--datasets", "IMP_USA_BL_SEA", "--out", out]);
    expect(exported.code).toBe(0);
    expect(readFileSync(out, "utf8")).toContain("Date,Data set,Importer");
  });

  it("says what is wrong: no key, a query it cannot read, a refusal", async () => {
    expect((await run(["search"], "")).code).toBe(2);
    const bad = await run(["search", "--datasets", ""]);
    expect(bad).toEqual({ code: 2, lines: ["not a query: Choose at least one data set to search."] });
    const refused = await run(
      ["search", "--datasets", "IMP_INDIA_CD_DEF"],
      demoApiKey({ account: "demo-trade" }),
    );
    expect(refused.code).toBe(1);
    expect(refused.lines[0]).toContain("refused (52001)");
  });
});
