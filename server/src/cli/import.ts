// The importer's command (issue 14 §1, README "Loading trade data"):
//   bash scripts/import.sh <folder or file>...
// loads every release file found into the trade store of PORTOLAN_DATA_DIR (or the ClickHouse of
// PORTOLAN_TRADE_ENGINE), also while the provider
// is serving; progress on a terminal, then a summary: rows read, loaded, skipped by reason (with the
// first lines of each), time and rows per second. Exit status 0 when it ran, whatever it skipped.

import { resolve } from "node:path";
import { importMessages } from "@portolan/core";
import { loadConfig } from "../config.ts";
import { checkAfterImport, formatAlertReport } from "../services/alerts/after-import.ts";
import { type ImportReport, skipsByReason } from "../trade/import/import-report.ts";
import { importReleases } from "../trade/import/importer.ts";
import { openTradeEngine } from "../trade/open-trade-engine.ts";

const REPO_ROOT = resolve(import.meta.dirname, "..", "..", "..");

/** How many skipped rows of each reason the summary lists by file and line. */
const EXAMPLES = 5;

export const formatSummary = (report: ImportReport): string[] => {
  const rate = report.seconds > 0 ? Math.round(report.rowsRead / report.seconds) : report.rowsRead;
  const lines = [
    `releases loaded: ${report.releasesLoaded}, already in: ${report.releasesAlreadyIn} (${report.files} files)`,
    `rows read: ${report.rowsRead}, loaded: ${report.rowsLoaded}, skipped: ${report.skipped.length}`,
    `shipments added: ${report.shipmentsAdded}`,
  ];
  if (report.companies !== undefined)
    lines.push(
      `firms: ${report.companies.companies} from ${report.companies.names} spellings (${report.companies.merges} merged beyond the name key)`,
    );
  for (const [reason, count] of skipsByReason(report)) {
    lines.push(`skipped ${count}: ${importMessages[reason]}`);
    for (const s of report.skipped.filter((x) => x.reason === reason).slice(0, EXAMPLES))
      lines.push(
        `  ${s.file}${s.line > 0 ? `:${s.line}` : ""}${s.column === undefined ? "" : ` (${s.column})`}`,
      );
  }
  lines.push(`time: ${report.seconds.toFixed(1)} s, ${rate} rows/s`);
  return lines;
};

export const runImport = async (
  paths: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  print: (line: string) => void,
  progress?: (text: string) => void,
): Promise<number> => {
  if (paths.length === 0) {
    print("usage: import.sh <folder or file>...  (AMS release files and declaration files, plain or .gz)");
    return 2;
  }
  // The store is the provider's: its data directory is read from the repository's root, as the start
  // command does; the paths to load are the caller's, read from where the command was run.
  const config = loadConfig(env, REPO_ROOT);
  const engine = await openTradeEngine(config.tradeEngine, config.tradeDatabaseFile);
  try {
    const report = await importReleases(
      paths.map((p) => resolve(p)),
      engine.sink,
      {
        now: () => Date.now(),
        ...(progress === undefined
          ? {}
          : { onProgress: (rows, release) => progress(`${rows} rows read ${release}`) }),
      },
    );
    for (const line of formatSummary(report)) print(line);
    // The load is complete: the alerts of what it brought (issue 16, D231).
    print(formatAlertReport(await checkAfterImport(config, engine, () => Date.now())));
    return 0;
  } finally {
    await engine.close();
  }
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
