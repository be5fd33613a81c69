// The importer's command (issue 14 §1, issue 30, README "Loading trade data"):
//   bash scripts/import.sh [--reload] <folder or file>...
// loads every release file found into the trade store of PORTOLAN_DATA_DIR (or the ClickHouse of
// PORTOLAN_TRADE_ENGINE), also while the provider is serving; progress on a terminal, then a
// summary: releases loaded, refused and reloaded, rows read, loaded, skipped and noted by reason
// (with the first lines of each), time and rows per second; every skipped row and note goes to a
// report file whose path the summary names. --reload reads releases already in again (D301).
// Exit status 0 when it ran, whatever it skipped; 3 when it loaded but refused to check the alerts,
// outside demo mode without PORTOLAN_PUBLIC_ORIGIN (their mails' links, D338).

import { join, resolve } from "node:path";
import { importMessages } from "@portolan/core";
import { loadConfig } from "../config.ts";
import { mailOriginRefusal } from "../mail/mail-origin.ts";
import { checkAfterImport, formatAlertReport } from "../services/alerts/after-import.ts";
import { type ImportReport, type SkippedRow, skipsByReason } from "../trade/import/import-report.ts";
import { importReleases } from "../trade/import/importer.ts";
import { writeReportFile } from "../trade/import/report-file.ts";
import { openTradeEngine } from "../trade/open-trade-engine.ts";

const REPO_ROOT = resolve(import.meta.dirname, "..", "..", "..");

/** The exit status of a load that ran but whose alerts were not checked (no public origin, D338). */
export const ALERTS_REFUSED = 3;

/** How many rows of each reason the summary lists by file and line (the report file has all). */
const EXAMPLES = 5;

const USAGE =
  "usage: import.sh [--reload] <folder or file>...  (AMS release files and declaration files, plain or .gz)";

const listed = (lines: string[], verb: string, rows: readonly SkippedRow[]) => {
  for (const [reason, count] of skipsByReason({ skipped: rows })) {
    lines.push(`${verb} ${count}: ${importMessages[reason]}`);
    for (const s of rows.filter((x) => x.reason === reason).slice(0, EXAMPLES))
      lines.push(
        `  ${s.file}${s.line > 0 ? `:${s.line}` : ""}${s.column === undefined ? "" : ` (${s.column})`}${s.count === undefined ? "" : ` ${s.count} lines`}`,
      );
  }
};

export const formatSummary = (report: ImportReport, reportFile?: string): string[] => {
  const rate = report.seconds > 0 ? Math.round(report.rowsRead / report.seconds) : report.rowsRead;
  const lines = [
    `releases loaded: ${report.releasesLoaded}${report.releasesReloaded > 0 ? ` (${report.releasesReloaded} reloaded)` : ""}, already in: ${report.releasesAlreadyIn}, refused: ${report.releasesRefused} (${report.files} files)`,
    `rows read: ${report.rowsRead}, loaded: ${report.rowsLoaded}, skipped: ${report.skipped.length}, noted: ${report.notes.length}`,
    `shipments added: ${report.shipmentsAdded}`,
  ];
  if (report.companies !== undefined)
    lines.push(
      `firms: ${report.companies.companies} from ${report.companies.names} spellings (${report.companies.links} joined on evidence beyond the name key, ${report.companies.retired} firm ids retired by merges)`,
    );
  listed(lines, "skipped", report.skipped);
  listed(lines, "noted", report.notes);
  if (reportFile !== undefined) lines.push(`every skipped row and note: ${reportFile}`);
  lines.push(`time: ${report.seconds.toFixed(1)} s, ${rate} rows/s`);
  return lines;
};

/** The report file of a load started at `now`, in the data directory's import-reports folder. */
export const reportFileOf = (dataDir: string, now: number): string =>
  join(dataDir, "import-reports", `import-${new Date(now).toISOString().replace(/[:.]/g, "-")}.csv`);

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
  const engine = await openTradeEngine(config.tradeEngine, config.tradeDatabaseFile);
  try {
    const started = Date.now();
    const report = await importReleases(
      paths.map((p) => resolve(p)),
      engine.sink,
      {
        now: () => Date.now(),
        reload,
        ...(progress === undefined
          ? {}
          : { onProgress: (rows, release) => progress(`${rows} rows read ${release}`) }),
      },
    );
    const reportFile = reportFileOf(config.dataDir, started);
    writeReportFile(reportFile, report);
    for (const line of formatSummary(report, reportFile)) print(line);
    // The load is complete: the alerts of what it brought (issue 16, D231), mailed with links to the
    // configured public origin only; without one the check waits for the next import (D338).
    const noOrigin = mailOriginRefusal(config);
    if (noOrigin !== undefined) {
      print(
        `alerts not checked: ${noOrigin} The next import with it set checks the alerts of this load too.`,
      );
      return ALERTS_REFUSED;
    }
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
