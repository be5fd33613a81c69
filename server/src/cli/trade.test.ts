// The trade command against a real provider with a demo account's documented key.
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
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
    expect(readFileSync(out, "utf8")).toContain(
      "Date,Bill of lading,Master bill of lading,Data set,Importer id,Importer,Importer as written",
    );
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

describe("trade.sh without a provider (issue 31 item 12)", () => {
  const at = async (url: string, lang: string, argv = ["search", "--datasets", "IMP_USA_BL_SEA"]) => {
    const lines: string[] = [];
    const code = await runTrade(
      argv,
      { PORTOLAN_API_KEY: "ptl_x", PORTOLAN_URL: url, PORTOLAN_LANG: lang },
      (l) => lines.push(l),
    );
    return { code, lines };
  };
  // A port nothing listens on: the one just freed by a server that was closed.
  const closedPort = async () => {
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
    const { port } = probe.address() as AddressInfo;
    await new Promise((done) => probe.close(done));
    return `http://127.0.0.1:${port}`;
  };

  it("says in one line, in the user's language, that the provider cannot be reached, and exits 3", async () => {
    const url = await closedPort();
    expect(await at(url, "en")).toEqual({
      code: 3,
      lines: [
        `The provider at ${url} cannot be reached (ECONNREFUSED): check that it is running and that PORTOLAN_URL is its address.`,
      ],
    });
    expect(await at(url, "ru", ["profile", "7", "--datasets", "IMP_USA_BL_SEA"])).toEqual({
      code: 3,
      lines: [
        `Сервер ${url} недоступен (ECONNREFUSED): проверьте, что он запущен и что PORTOLAN_URL — его адрес.`,
      ],
    });
    const zh = await at(url, "zh-CN", ["export", "--datasets", "IMP_USA_BL_SEA", "--out", "/tmp/never.csv"]);
    expect(zh).toEqual({
      code: 3,
      lines: [`无法连接 ${url} 的服务（ECONNREFUSED）：请确认服务正在运行，且 PORTOLAN_URL 是它的地址。`],
    });
  });

  it("says so when something else answers (a proxy's error page)", async () => {
    const proxy: Server = createServer((_, res) =>
      res.writeHead(502, { "content-type": "text/html" }).end("<h1>Bad gateway</h1>"),
    );
    await new Promise<void>((done) => proxy.listen(0, "127.0.0.1", done));
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      const search = await at(url, "en");
      expect(search).toEqual({
        code: 3,
        lines: [
          `${url} answered HTTP 502 without a data API answer: check that PORTOLAN_URL is the provider's address.`,
        ],
      });
      const exported = await at(url, "en", [
        "export",
        "--datasets",
        "IMP_USA_BL_SEA",
        "--out",
        "/tmp/never.csv",
      ]);
      expect(exported.code).toBe(3);
    } finally {
      await new Promise((done) => proxy.close(done));
    }
  });
});
