// The import command's side of D354 against the real operator calls served over HTTP on a real SQLite
// engine: a live provider takes the load and its summary comes back line by line; a serving file
// whose address refuses its token, or where nothing listens, is stale and cleared; a provider too
// busy to answer in time keeps its file.
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer as createTcpServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { openSqliteTrade } from "../trade/open-trade-engine.ts";
import { createOperatorCalls } from "./operator-calls.ts";
import { servingFileOf, writeServingFile } from "./serving-file.ts";
import { loadThroughProvider, servingProvider } from "./through-provider.ts";

const TOKEN = "token-of-this-provider";
const dataDir = mkdtempSync(join(tmpdir(), "through-provider-"));
const config = loadConfig(
  {
    PORTOLAN_DATA_DIR: dataDir,
    PORTOLAN_TRADE_ENGINE: "sqlite",
    PORTOLAN_PUBLIC_ORIGIN: "https://data.example.test",
  },
  dataDir,
);
const engine = openSqliteTrade(config.tradeDatabaseFile);
const calls = createOperatorCalls({
  config,
  token: TOKEN,
  engine: async () => engine,
  log: { info: () => {}, error: () => {} },
  now: () => Date.now(),
});
let server: ReturnType<typeof serve>;
let url = "";

beforeAll(async () => {
  server = await new Promise((resolve) => {
    const s = serve({ fetch: calls.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await engine.close();
});

const serving = (fields: Partial<{ url: string; token: string }> = {}) =>
  writeServingFile(dataDir, { url, token: TOKEN, pid: 7, startedAt: 0, ...fields });

/** A free port with nothing listening on it. */
const closedPort = async (): Promise<number> => {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

describe("the import command beside a provider", () => {
  it("finds no provider without a serving file", async () => {
    expect(await servingProvider(mkdtempSync(join(tmpdir(), "through-provider-none-")))).toEqual({
      kind: "none",
    });
  });

  it("hands the load to the provider that answers, and prints its summary as it comes", async () => {
    serving();
    const found = await servingProvider(dataDir);
    expect(found).toEqual({ kind: "serving", serving: expect.objectContaining({ url, token: TOKEN }) });
    if (found.kind !== "serving") return;
    const files = mkdtempSync(join(tmpdir(), "through-provider-files-"));
    writeFileSync(join(files, "not-a-release.csv"), "a,b\n");
    const lines: string[] = [];
    const status = await loadThroughProvider(
      found.serving,
      { paths: [files], reload: false },
      {
        print: (l) => lines.push(l),
      },
    );
    expect(status).toBe(0);
    // Nothing disappears silently: the file it could not read is named with its reason.
    expect(lines[0]).toBe("releases loaded: 0, already in: 0, refused: 0 (0 files)");
    expect(lines.some((l) => l.includes(join(files, "not-a-release.csv")))).toBe(true);
    expect(lines.at(-1)).toMatch(/^alerts: /);
  });

  it("says a refused load's reason", async () => {
    const lines: string[] = [];
    const status = await loadThroughProvider(
      { url, token: TOKEN, pid: 7, startedAt: 0 },
      { paths: ["relative/releases"], reload: false },
      { print: (l) => lines.push(l) },
    );
    expect(status).toBe(1);
    expect(lines).toEqual([
      "the provider refused the load (HTTP 400): paths are absolute (the provider's folder is not yours): relative/releases",
    ]);
  });

  it("takes a file whose address refuses its token, or where nothing listens, as stale and clears it", async () => {
    serving({ token: "another-provider's" });
    const refused = await servingProvider(dataDir);
    expect(refused).toEqual({
      kind: "stale",
      reason: expect.stringMatching(/answers but refuses the file's token, so it is another process$/),
    });
    expect(existsSync(servingFileOf(dataDir))).toBe(false);

    serving({ url: `http://127.0.0.1:${await closedPort()}` });
    const gone = await servingProvider(dataDir);
    expect(gone).toEqual({
      kind: "stale",
      reason: expect.stringMatching(/nothing answers at .*ECONNREFUSED/),
    });
    expect(existsSync(servingFileOf(dataDir))).toBe(false);
  });

  it("keeps the file of a provider that does not answer in time, saying so", async () => {
    // A process that takes the connection and never answers (a provider busy at full load).
    const sockets: Socket[] = [];
    const silent: Server = createTcpServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    serving({ url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` });
    try {
      const busy = await servingProvider(dataDir, 300);
      expect(busy).toEqual({ kind: "stale", reason: expect.stringMatching(/did not answer within 0\.3 s$/) });
      expect(existsSync(servingFileOf(dataDir))).toBe(true);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
