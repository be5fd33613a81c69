// One load of trade data files on an open engine, whoever runs it: the import command in its own
// process, or the serving provider for it (operator-calls.ts, D354). The rows go through the
// importer, every skipped row and note to a report file, the summary line by line to `print`, then
// the alert check of what the load brought (D231), as `scripts/import.sh` has always done.

import { join } from "node:path";
import { importMessages } from "@portolan/core";
import type { ServerConfig } from "../config.ts";
import { mailOriginRefusal } from "../mail/mail-origin.ts";
import { checkAfterImport, formatAlertReport } from "../services/alerts/after-import.ts";
import type { FirmIdentity } from "../trade/firm-identity-port.ts";
import { type ImportReport, type SkippedRow, skipsByReason } from "../trade/import/import-report.ts";
import { importReleases } from "../trade/import/importer.ts";
import { writeReportFile } from "../trade/import/report-file.ts";
import type { TradeImportSink } from "../trade/trade-import-port.ts";
import type { TradeStore } from "../trade/trade-store-port.ts";
import type { TradeTotals } from "../trade/trade-totals-port.ts";

/** The exit status of a load that ran but whose alerts were not checked (no public origin, D338). */
export const ALERTS_REFUSED = 3;

/** How many rows of each reason the summary lists by file and line (the report file has all). */
const EXAMPLES = 5;

/** The engine's parts a load writes through and the alert check reads. */
export interface LoadEngine {
  readonly sink: TradeImportSink;
  readonly store: TradeStore;
  readonly totals: TradeTotals;
  readonly identity: FirmIdentity;
}

export interface LoadRequest {
  /** Absolute paths of folders or files. */
  readonly paths: readonly string[];
  readonly reload: boolean;
}

export interface LoadOutput {
  readonly print: (line: string) => void;
  readonly progress?: (text: string) => void;
}

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

/** Runs the load and its alert check; answers the import command's exit status (0 or ALERTS_REFUSED). */
export const runLoad = async (
  config: ServerConfig,
  engine: LoadEngine,
  request: LoadRequest,
  out: LoadOutput,
  now: () => number = () => Date.now(),
): Promise<number> => {
  const started = now();
  const { progress } = out;
  const report = await importReleases(request.paths, engine.sink, {
    now,
    reload: request.reload,
    ...(progress === undefined
      ? {}
      : { onProgress: (rows, release) => progress(`${rows} rows read ${release}`) }),
  });
  const reportFile = reportFileOf(config.dataDir, started);
  writeReportFile(reportFile, report);
  for (const line of formatSummary(report, reportFile)) out.print(line);
  // The load is complete: the alerts of what it brought (issue 16, D231), mailed with links to the
  // configured public origin only; without one the check waits for the next import (D338).
  const noOrigin = mailOriginRefusal(config);
  if (noOrigin !== undefined) {
    out.print(
      `alerts not checked: ${noOrigin} The next import with it set checks the alerts of this load too.`,
    );
    return ALERTS_REFUSED;
  }
  out.print(formatAlertReport(await checkAfterImport(config, engine, now)));
  return 0;
};
