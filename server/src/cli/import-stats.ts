// The statistics importer's command (issue 16, README "Market analysis"):
//   bash scripts/import-stats.sh <un|cn> <folder or file>...
// loads UN Comtrade bulk CSV (un) or China customs query exports (cn), plain or .gz, into the
// statistics store of PORTOLAN_DATA_DIR, also while the provider is serving; then a summary: files
// loaded, already in or refused (and why), rows read and loaded, rows passed over by reason, and
// every rejected row by file, line, column and reason. Exit status 0 when it ran, 1 when a file was
// refused, 2 for a wrong command line.

import { existsSync } from "node:fs";
import { basename, resolve } from "node:path";
import { statsImportMessages } from "@portolan/core";
import { loadConfig } from "../config.ts";
import { importStatsFiles, type StatsImportReport } from "../stats/import/stats-importer.ts";
import { openStatsStore } from "../stats/open-stats-store.ts";

const REPO_ROOT = resolve(import.meta.dirname, "..", "..", "..");
/** Rejected rows listed one by one; beyond, a count. */
const LISTED = 50;

export const formatStatsSummary = (report: StatsImportReport): string[] => {
  const count = (s: string) => report.files.filter((f) => f.status === s).length;
  const lines = [
    `files loaded: ${count("loaded")}, already in: ${count("alreadyIn")}, refused: ${count("refused")}`,
    `rows read: ${report.rowsRead}, loaded: ${report.rowsLoaded}, rejected: ${report.rejected.length}`,
  ];
  for (const f of report.files.filter((x) => x.status === "refused"))
    lines.push(`refused ${basename(f.file)}: ${f.reason === undefined ? "" : statsImportMessages[f.reason]}`);
  for (const [reason, n] of report.passedOver) lines.push(`passed over ${n}: ${statsImportMessages[reason]}`);
  for (const r of report.rejected.slice(0, LISTED))
    lines.push(
      `rejected ${r.file}:${r.line}${r.column === undefined ? "" : ` (${r.column})`}: ${statsImportMessages[r.reason]}`,
    );
  if (report.rejected.length > LISTED)
    lines.push(`… and ${report.rejected.length - LISTED} more rejected rows`);
  return lines;
};

export const runStatsImport = async (
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  print: (line: string) => void,
): Promise<number> => {
  const [source, ...paths] = args;
  if ((source !== "un" && source !== "cn") || paths.length === 0) {
    print(
      "usage: import-stats.sh <un|cn> <folder or file>...  (UN Comtrade bulk CSV or China customs exports, plain or .gz)",
    );
    return 2;
  }
  const missing = paths.filter((p) => !existsSync(resolve(p)));
  if (missing.length > 0) {
    print(`no such file or folder: ${missing.join(", ")}`);
    return 2;
  }
  const config = loadConfig(env, REPO_ROOT);
  const db = openStatsStore(config.statsDatabaseFile);
  try {
    const report = await importStatsFiles(
      db,
      source,
      paths.map((p) => resolve(p)),
      () => Date.now(),
    );
    for (const line of formatStatsSummary(report)) print(line);
    return report.files.some((f) => f.status === "refused") ? 1 : 0;
  } finally {
    db.close();
  }
};

if (import.meta.main) {
  process.exitCode = await runStatsImport(process.argv.slice(2), process.env, (line) => console.log(line));
}
