// Issue 32: an import beside a serving provider (D354, D355). The provider and the import command are
// the real programs in processes of their own on one data folder. On chdb (which locks its folder to
// one process) and on SQLite the command hands the load to the provider: its summary is printed, every
// skipped row named, and the bills are found through the provider at once. A serving file left by a
// killed provider, or one whose token the address refuses, is stale: the command says so and loads by
// itself. With PORTOLAN_CLICKHOUSE_URL the command goes to that server, never to the provider. (No
// ClickHouse server runs in the test command, so that run shows where the command writes, not a load.)

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ProviderProcess, startProviderProcess } from "../support/provider-process.ts";

const CLI = join(import.meta.dirname, "..", "..", "..", "server", "src", "cli", "import.ts");
const KEY = "ptl_demo-admin0000000000000000000000";
const DATASET = "EXP_ARGENTINA_CD_DEF";
const root = mkdtempSync(join(tmpdir(), "portolan-import-beside-"));
// Two data folders with their stores: removing them takes a while on a busy machine.
afterAll(() => rmSync(root, { recursive: true, force: true }), 60_000);

const HEADER =
  "declaration_id,declaration_date,importer_name,importer_country,exporter_name,exporter_country,hs_code,description,quantity,quantity_unit,weight_kg,value_usd,origin_country,destination_country,reporting_country,loading_port,unloading_port,transport_mode";

/** A declaration release whose goods carry `word`: one row loads, one without a date is skipped. */
const release = (word: string, stamp: string): { dir: string; file: string } => {
  const dir = mkdtempSync(join(root, "files-"));
  const file = join(dir, `decl__${DATASET}__${stamp}.csv`);
  const row = (id: string, date: string) =>
    `${id},${date},,,QUILL TRADING SA,AR,481720,${word} paper cards,10,PCS,253.1,1668.49,AR,,AR,ARSNS,TRSSX,SEA`;
  writeFileSync(file, [HEADER, row(`${word}1`, "2026-10-08"), row(`${word}2`, "soon")].join("\n"));
  return { dir, file };
};

interface Run {
  readonly code: number | null;
  readonly lines: string[];
  readonly stderr: string;
}

/** The import command in its own process, with the provider's data folder and engine. */
const importCommand = (args: readonly string[], env: Record<string, string>): Promise<Run> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, PORTOLAN_DEMO_MODE: "true", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("exit", (code) => resolve({ code, lines: stdout.trimEnd().split("\n"), stderr }));
  });

/** How many bills a search for `word` finds through the provider (the demo admin's key). */
const found = async (provider: ProviderProcess, word: string): Promise<number> => {
  const response = await fetch(`${provider.url}/searching/cds?datasets=${DATASET}&keyword=${word}`, {
    headers: { authorization: `Bearer ${KEY}` },
  });
  const body = (await response.json()) as { code: number; data: { total: number } };
  expect(body.code).toBe(200);
  return body.data.total;
};

/** Everything the provider prints from now on. */
const logOf = (provider: ProviderProcess) => {
  let text = "";
  provider.child.stdout?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  return () => text;
};

const start = (dataDir: string, engine: string) =>
  startProviderProcess(
    dataDir,
    {
      PORTOLAN_TRADE_ENGINE: engine,
      PORTOLAN_DEMO_RECORDS: "200",
      PORTOLAN_DEMO_STATS: "off",
    },
    120_000,
  );

/** The load ran in the provider: its summary printed with the skipped row and the report file. */
const expectLoadedThroughProvider = (run: Run, dataDir: string, file: string) => {
  expect(run.code, run.stderr).toBe(0);
  expect(run.lines[0]).toMatch(
    new RegExp(
      `^a provider serves ${dataDir} \\(pid \\d+, http://127\\.0\\.0\\.1:\\d+\\): the load runs there`,
    ),
  );
  expect(run.lines).toContain("releases loaded: 1, already in: 0, refused: 0 (1 files)");
  expect(run.lines).toContain("rows read: 2, loaded: 1, skipped: 1, noted: 0");
  expect(run.lines).toContain(`  ${file}:3 (declaration_date)`);
  const named = run.lines.find((l) => l.startsWith("every skipped row and note: ")) ?? "";
  const report = named.slice("every skipped row and note: ".length);
  expect(report.startsWith(join(dataDir, "import-reports"))).toBe(true);
  expect(readFileSync(report, "utf8")).toContain(`${file},3,declaration_date`);
  expect(run.lines.at(-1)).toMatch(/^alerts: \d+ from \d+ tracked items checked/);
};

describe("an import beside a provider on chdb", () => {
  it("runs in the provider, and by itself once the provider is killed", async () => {
    const dataDir = join(root, "chdb");
    const provider = await start(dataDir, "chdb");
    const log = logOf(provider);
    const env = { PORTOLAN_DATA_DIR: dataDir, PORTOLAN_TRADE_ENGINE: "chdb" };
    try {
      const first = release("zanzibarquill", "202611010000");
      expect(await found(provider, "zanzibarquill")).toBe(0);
      expectLoadedThroughProvider(await importCommand([first.dir], env), dataDir, first.file);
      expect(await found(provider, "zanzibarquill")).toBe(1);
      expect(log()).toContain(`import through the provider: ${first.dir}`);

      // Without its serving file the folder is still the provider's: refused, saying why.
      const serving = join(dataDir, "serving.json");
      renameSync(serving, `${serving}.aside`);
      const held = await importCommand([first.dir], env);
      renameSync(`${serving}.aside`, serving);
      expect(held.code).toBe(1);
      expect(held.lines.at(-1)).toMatch(/^the trade store .*clickhouse is open in another process/);

      await provider.kill("SIGKILL");
      expect(existsSync(serving)).toBe(true);
      const second = release("quillzanzibar", "202612010000");
      const alone = await importCommand([second.dir], env);
      expect(alone.code, alone.stderr).toBe(0);
      expect(alone.lines[0]).toMatch(
        new RegExp(`^${serving} was left by a provider that is gone: nothing answers at .*; loading here$`),
      );
      expect(alone.lines).toContain("releases loaded: 1, already in: 0, refused: 0 (1 files)");
      expect(existsSync(serving)).toBe(false);
    } finally {
      await provider.kill();
    }
  }, 300_000);
});

describe("an import beside a provider on SQLite", () => {
  it("runs in the provider; a refused token or a ClickHouse server sends it elsewhere", async () => {
    const dataDir = join(root, "sqlite");
    const provider = await start(dataDir, "sqlite");
    const log = logOf(provider);
    const env = { PORTOLAN_DATA_DIR: dataDir, PORTOLAN_TRADE_ENGINE: "sqlite" };
    const serving = join(dataDir, "serving.json");
    try {
      const first = release("zanzibarquill", "202611010000");
      expectLoadedThroughProvider(await importCommand([first.dir], env), dataDir, first.file);
      expect(await found(provider, "zanzibarquill")).toBe(1);

      // The operator calls answer only the serving file's token, and are not in the API's document.
      const { token } = JSON.parse(readFileSync(serving, "utf8")) as { token: string };
      const importCall = (headers: Record<string, string>) =>
        fetch(`${provider.url}/internal/operator/import`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ paths: [first.dir], reload: true }),
        });
      const loads = () => log().split("import through the provider: ").length;
      const before = loads();
      expect((await importCall({})).status).toBe(401);
      expect((await importCall({ authorization: `Bearer ${token.slice(1)}x` })).status).toBe(403);
      expect(await (await fetch(`${provider.url}/api/openapi.json`)).text()).not.toContain("/internal/");
      expect(loads()).toBe(before);

      // A serving file whose token the address refuses is not this provider's: the command loads by
      // itself (SQLite takes a second writer) and clears the file.
      writeFileSync(
        serving,
        JSON.stringify({ ...JSON.parse(readFileSync(serving, "utf8")), token: "forged" }),
      );
      const second = release("quillzanzibar", "202612010000");
      const forged = await importCommand([second.dir], env);
      expect(forged.code, forged.stderr).toBe(0);
      expect(forged.lines[0]).toMatch(
        /answers but refuses the file's token, so it is another process; loading here$/,
      );
      expect(forged.lines).toContain("releases loaded: 1, already in: 0, refused: 0 (1 files)");
      expect(existsSync(serving)).toBe(false);
    } finally {
      await provider.kill("SIGTERM");
    }
  }, 300_000);

  it("goes to the ClickHouse server of PORTOLAN_CLICKHOUSE_URL, not to the provider", async () => {
    const dataDir = join(root, "sqlite-url");
    const provider = await start(dataDir, "sqlite");
    const log = logOf(provider);
    // Not a ClickHouse server: a listener that records what the command sends it, and refuses it.
    const asked: string[] = [];
    const listener = createServer((request: IncomingMessage, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on("end", () => {
        asked.push(`${decodeURIComponent(request.url ?? "")} ${body}`);
        response.writeHead(500).end("Code: 999. not a ClickHouse server");
      });
    });
    await new Promise<void>((done) => listener.listen(0, "127.0.0.1", done));
    const port = (listener.address() as AddressInfo).port;
    try {
      const run = await importCommand([release("urlquill", "202611010000").dir], {
        PORTOLAN_DATA_DIR: dataDir,
        PORTOLAN_CLICKHOUSE_URL: `http://reader:s3cret@127.0.0.1:${port}`,
      });
      expect(existsSync(join(dataDir, "serving.json"))).toBe(true);
      expect(run.code).toBe(1);
      expect(run.lines.join("\n")).not.toContain("a provider serves");
      expect(run.lines.at(-1)).toMatch(
        new RegExp(
          `^the ClickHouse server at http://127\\.0\\.0\\.1:${port} could not be opened: .*nothing was loaded$`,
        ),
      );
      expect(run.lines.join("\n")).not.toContain("s3cret");
      expect(asked.some((a) => /CREATE DATABASE IF NOT EXISTS portolan/.test(a))).toBe(true);
      expect(log()).not.toContain("import through the provider");
    } finally {
      listener.close();
      await provider.kill("SIGTERM");
    }
    // A provider stopped (not killed) removes its serving file.
    expect(existsSync(join(dataDir, "serving.json"))).toBe(false);
  }, 300_000);
});
