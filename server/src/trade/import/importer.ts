// The importer (issue 14 §1): every release in the given folders, oldest first, written through
// the store's import port in batches; a release already in is passed over, so loading twice changes
// nothing, and a load cut off (kill -9) loads again from that release with each row once. A release
// with a missing or unreadable table is refused whole and not recorded (D301); `reload` reads
// releases already in again, writing only what differs, so reloading twice is reloading once. After
// the rows, the parties' spellings are grouped into firms.

import type { ReleaseRecord, ShipmentToStore, TradeImportSink } from "../trade-import-port.ts";
import { readAmsRelease } from "./ams-release.ts";
import { readDeclarationRelease } from "./declaration-release.ts";
import { emptyReport, type ImportReport } from "./import-report.ts";
import { type Release, scanReleases } from "./release-files.ts";

export interface ImportOptions {
  /** Called now and then with the rows read so far and the release being read. */
  readonly onProgress?: (rowsRead: number, release: string) => void;
  /** Milliseconds, for the report's time (the clock is an argument, as everywhere). */
  readonly now: () => number;
  /** Shipments per write; the sink's preferred size when absent. */
  readonly batchSize?: number;
  /**
   * Reads the given releases even when they are in (an operator's `--reload`): each row is written
   * again only where it differs from what is stored, so the store ends as after one complete load.
   */
  readonly reload?: boolean;
}

const filesOf = (release: Release): readonly string[] =>
  release.kind === "ams" ? release.files.map((f) => f.path) : [release.path];

export const importReleases = async (
  paths: readonly string[],
  sink: TradeImportSink,
  options: ImportOptions,
): Promise<ImportReport> => {
  const started = options.now();
  const report = emptyReport();
  const scan = scanReleases(paths);
  for (const i of scan.ignored) report.skipped.push({ file: i.path, line: 0, reason: i.reason });
  const batchSize = options.batchSize ?? sink.batchSize;
  let read = 0;
  // Shipments of consecutive releases are written together in batches of the sink's size (a
  // column store wants big ones); a release is recorded as in only once all its rows are written,
  // so a load cut off anywhere loads that release again, each row once.
  let buffer: ShipmentToStore[] = [];
  let pending: ReleaseRecord[] = [];
  const flush = async () => {
    for (let i = 0; i < buffer.length; i += batchSize)
      report.shipmentsAdded += await sink.writeShipments(buffer.slice(i, i + batchSize));
    for (const r of pending) await sink.recordRelease(r);
    buffer = [];
    pending = [];
  };
  for (const release of scan.releases) {
    const files = filesOf(release);
    report.files += files.length;
    const isIn = await sink.hasRelease(release.id);
    if (isIn && options.reload !== true) {
      report.releasesAlreadyIn += 1;
      continue;
    }
    const onRow = () => {
      read += 1;
      if (read % 50_000 === 0) options.onProgress?.(read, release.id);
    };
    const loaded =
      release.kind === "ams"
        ? await readAmsRelease(release, onRow)
        : await readDeclarationRelease(release, onRow);
    if (loaded.refused !== undefined) {
      // Nothing of it is written or recorded: once complete, it loads as any new release.
      report.releasesRefused += 1;
      report.skipped.push(...loaded.refused);
      continue;
    }
    if (isIn) report.releasesReloaded += 1;
    buffer.push(...loaded.shipments);
    pending.push({
      release: release.id,
      files,
      rowsRead: loaded.rowsRead,
      rowsLoaded: loaded.rowsLoaded,
      rowsSkipped: loaded.skipped.length,
      loadedAt: options.now(),
    });
    if (buffer.length >= batchSize) await flush();
    report.releasesLoaded += 1;
    report.rowsRead += loaded.rowsRead;
    report.rowsLoaded += loaded.rowsLoaded;
    for (const s of loaded.skipped) report.skipped.push(s);
    for (const n of loaded.notes) report.notes.push(n);
  }
  await flush();
  options.onProgress?.(read, "");
  if (report.releasesLoaded > 0 || (await sink.unfinished())) {
    report.companies = await sink.resolveCompanies();
    await sink.refreshTotals();
  }
  report.seconds = (options.now() - started) / 1000;
  return report;
};
