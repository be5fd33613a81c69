// The importer's command (issue 14 §1, issue 30, README "Loading trade data"):
//   bash scripts/import.sh [--reload] <folder or file>...
// loads every release file found into the trade store of PORTOLAN_DATA_DIR (or the ClickHouse of
// PORTOLAN_TRADE_ENGINE), also while the provider is serving; progress on a terminal, then a
// summary: releases loaded, refused and reloaded, rows read, loaded, skipped and noted by reason
// (with the first lines of each), time and rows per second; every skipped row and note goes to a
// report file whose path the summary names. --reload reads releases already in again (D301).
// With an embedded engine (SQLite, chdb) and a provider serving the same data folder, the load runs
// in that provider, on its open engine (chdb locks its folder to one process; D354); with
// PORTOLAN_CLICKHOUSE_URL the command writes to the ClickHouse server itself (D355).
// Exit status 0 when it ran, whatever it skipped; 3 when it loaded but refused to check the alerts,
// outside demo mode without PORTOLAN_PUBLIC_ORIGIN (their mails' links, D338); 1 when it could not
// load (the store held by another process, or the provider stopped during the load).

import { resolve } from "node:path";
import type { ServerConfig } from "../config.ts";
import { loadConfig } from "../config.ts";
import { openTradeEngine } from "../trade/open-trade-engine.ts";
import { ALERTS_REFUSED, type LoadOutput, type LoadRequest, runLoad } from "../trade-loads/load-run.ts";
import { loadThroughProvider, servingProvider } from "../trade-loads/through-provider.ts";

const REPO_ROOT = resolve(import.meta.dirname, "..", "..", "..");

export { ALERTS_REFUSED };

const USAGE =
  "usage: import.sh [--reload] <folder or file>...  (AMS release files and declaration files, plain or .gz)";

/** chdb refuses a folder another process holds (its status file is locked). */
const heldByAnotherProcess = (error: unknown): boolean =>
  (error as { code?: unknown }).code === "CHDB_CONNECTION" ||
  /Cannot lock file/.test(error instanceof Error ? `${error.message} ${String(error.cause)}` : "");

/** A server's address as it may be printed: no user or password. */
const withoutCredentials = (url: string): string => {
  const shown = new URL(url);
  shown.username = "";
  shown.password = "";
  return shown.origin;
};

/** The load in this process, on an engine of its own. */
const loadHere = async (config: ServerConfig, load: LoadRequest, out: LoadOutput): Promise<number> => {
  let engine: Awaited<ReturnType<typeof openTradeEngine>>;
  try {
    engine = await openTradeEngine(config.tradeEngine, config.tradeDatabaseFile);
  } catch (error) {
    if (config.tradeEngine.kind === "clickhouse") {
      out.print(
        `the ClickHouse server at ${withoutCredentials(config.tradeEngine.url)} could not be opened: ${error instanceof Error ? error.message : String(error)}; nothing was loaded`,
      );
      return 1;
    }
    if (!heldByAnotherProcess(error)) throw error;
    out.print(
      `the trade store ${config.tradeEngine.kind === "chdb" ? config.tradeEngine.dir : config.tradeDatabaseFile} is open in another process, and no provider's serving file names it: a provider still starting (run the import again once it serves), or another import; nothing was loaded`,
    );
    return 1;
  }
  try {
    return await runLoad(config, engine, load, out);
  } finally {
    await engine.close();
  }
};

export const runImport = async (
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  print: (line: string) => void,
  progress?: (text: string) => void,
): Promise<number> => {
  const reload = args.includes("--reload");
  const paths = args.filter((a) => a !== "--reload");
  if (paths.length === 0 || paths.some((p) => p.startsWith("--"))) {
    print(USAGE);
    return 2;
  }
  // The store is the provider's: its data directory is read from the repository's root, as the start
  // command does; the paths to load are the caller's, read from where the command was run.
  const config = loadConfig(env, REPO_ROOT);
  const load: LoadRequest = { paths: paths.map((p) => resolve(p)), reload };
  const out: LoadOutput = { print, ...(progress === undefined ? {} : { progress }) };
  // A ClickHouse server takes writes from any number of processes: the command writes to it itself.
  if (config.tradeEngine.kind === "clickhouse") return loadHere(config, load, out);
  const provider = await servingProvider(config.dataDir);
  if (provider.kind === "serving") {
    print(
      `a provider serves ${config.dataDir} (pid ${provider.serving.pid}, ${provider.serving.url}): the load runs there, on its open store`,
    );
    return loadThroughProvider(provider.serving, load, out);
  }
  if (provider.kind === "stale") print(`${provider.reason}; loading here`);
  return loadHere(config, load, out);
};

if (import.meta.main) {
  const tty = process.stderr.isTTY;
  const code = await runImport(
    process.argv.slice(2),
    process.env,
    (line) => console.log(line),
    tty ? (text) => process.stderr.write(`\r${text}\u001b[K`) : undefined,
  );
  if (tty) process.stderr.write("\r\u001b[K");
  process.exitCode = code;
}
