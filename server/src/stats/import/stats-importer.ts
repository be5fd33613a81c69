// Loads trade statistics files (issue 16): UN Comtrade bulk CSV or China customs query exports,
// plain or gzip. Each file is one transaction: rows are checked by core's layout rules, bad ones
// reported with their line and reason and skipped, and a file that cannot be read to its end (or
// lacks a required column) leaves nothing behind. A file loaded before (same bytes) is passed over,
// and a row already in the store (same source, flow, month, countries, product, mode, province) is
// replaced by the newer file's figure: loading twice changes nothing.

import { createHash } from "node:crypto";
import { createReadStream, readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import {
  CN_CUSTOMS_COLUMNS,
  CN_CUSTOMS_REQUIRED_COLUMNS,
  CN_FLOW_COLUMN,
  COMTRADE_COLUMNS,
  COMTRADE_REQUIRED_COLUMNS,
  cnFlowOfFileName,
  readCnCustomsRow,
  readComtradeRow,
  type StatsImportReason,
  type StatsRow,
  type StatsRowReading,
} from "@portolan/core";
import type { Db } from "../../sql/sqlite-database.ts";
import { csvRecords } from "../../trade/import/csv-records.ts";
import { insertStatsRows } from "./stats-rows-sql.ts";

export type StatsImportSource = "un" | "cn";

export interface StatsFileOutcome {
  readonly file: string;
  readonly status: "loaded" | "alreadyIn" | "refused";
  readonly reason?: StatsImportReason;
  readonly rowsLoaded: number;
}

export interface StatsImportReport {
  readonly files: readonly StatsFileOutcome[];
  readonly rowsRead: number;
  readonly rowsLoaded: number;
  readonly passedOver: ReadonlyMap<StatsImportReason, number>;
  readonly rejected: readonly { file: string; line: number; reason: StatsImportReason; column?: string }[];
}

const DATA_FILE = /\.csv(\.gz)?$/i;

/** The CSV files of the given folders and files, in name order; other files are not data. */
export const statsFilesUnder = (paths: readonly string[]): string[] => {
  const out: string[] = [];
  const walk = (p: string) => {
    const stat = statSync(p);
    if (stat.isDirectory()) for (const e of readdirSync(p).sort()) walk(join(p, e));
    else if (DATA_FILE.test(p)) out.push(p);
  };
  for (const p of paths) walk(p);
  return out;
};

const sha256Of = (file: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (d) => hash.update(d))
      .on("end", () => resolve(hash.digest("hex")))
      .on("error", reject);
  });

class Refused extends Error {
  readonly reason: StatsImportReason;
  constructor(reason: StatsImportReason) {
    super(reason);
    this.reason = reason;
  }
}

interface Layout {
  readonly canonical: Map<string, string>;
  readonly required: readonly string[];
  readonly read: (fields: Record<string, string>) => StatsRowReading;
}

const layoutOf = (source: StatsImportSource, file: string, columns: readonly string[]): Layout => {
  const names: readonly string[] =
    source === "un" ? COMTRADE_COLUMNS : [...CN_CUSTOMS_COLUMNS, CN_FLOW_COLUMN];
  const canonical = new Map(names.map((n) => [n.toLowerCase(), n]));
  const required = source === "un" ? COMTRADE_REQUIRED_COLUMNS : CN_CUSTOMS_REQUIRED_COLUMNS;
  const has = new Set(columns.map((c) => canonical.get(c) ?? c));
  if (!required.every((c) => has.has(c))) throw new Refused("stats.file.missingColumns");
  if (source === "un") return { canonical, required, read: readComtradeRow };
  const fileFlow = cnFlowOfFileName(basename(file));
  if (!has.has(CN_FLOW_COLUMN) && fileFlow === undefined) throw new Refused("stats.file.noFlow");
  return { canonical, required, read: (f) => readCnCustomsRow(f, fileFlow) };
};

type Rejected = StatsImportReport["rejected"][number];

/**
 * Reads one file into the store in one transaction: the rows loaded, undefined when the file was
 * loaded already; throws Refused (nothing kept) when it cannot be read.
 */
const loadFile = async (
  db: Db,
  source: StatsImportSource,
  file: string,
  sha: string,
  now: number,
  tally: { read: number; passedOver: Map<StatsImportReason, number>; rejected: Rejected[] },
): Promise<number | undefined> => {
  const name = basename(file);
  const fileRejected: Rejected[] = [];
  const filePassed = new Map<StatsImportReason, number>();
  let read = 0;
  db.exec("BEGIN IMMEDIATE");
  try {
    // Checked again under the write lock: another process may have loaded the same file meanwhile.
    if (db.prepare("SELECT 1 FROM stats_files WHERE sha256 = ?").get(sha) !== undefined) {
      db.exec("ROLLBACK");
      return undefined;
    }
    const fileId = Number(
      (
        db
          .prepare(
            "INSERT INTO stats_files (source, name, sha256, rows_loaded, loaded_at) VALUES (?, ?, ?, 0, ?) RETURNING id",
          )
          .get(source, name, sha, now) as { id: number }
      ).id,
    );
    let layout: Layout | undefined;
    let batch: { row: StatsRow; line: number }[] = [];
    let loaded = 0;
    // The store finds a key this file wrote already (no list of keys held in memory: files are large).
    const flush = () => {
      const repeated = new Set(
        insertStatsRows(
          db,
          batch.map((b) => b.row),
          fileId,
        ),
      );
      batch.forEach((b, i) => {
        if (repeated.has(i))
          fileRejected.push({ file: name, line: b.line, reason: "stats.import.duplicate" });
      });
      loaded += batch.length - repeated.size;
      batch = [];
    };
    try {
      for await (const items of csvRecords(file, /\.gz$/i.test(file))) {
        for (const item of items) {
          if (item.kind === "header") {
            layout = layoutOf(source, file, item.columns);
            continue;
          }
          read += 1;
          if (item.kind === "unreadable") {
            fileRejected.push({ file: name, line: item.line, reason: "stats.import.unreadable" });
            continue;
          }
          if (layout === undefined) throw new Refused("stats.file.missingColumns");
          const fields: Record<string, string> = {};
          for (const [k, v] of Object.entries(item.fields)) fields[layout.canonical.get(k) ?? k] = v;
          const r = layout.read(fields);
          if (r.kind === "passOver") filePassed.set(r.reason, (filePassed.get(r.reason) ?? 0) + 1);
          else if (r.kind === "reject")
            fileRejected.push({ file: name, line: item.line, reason: r.reason, column: r.column });
          else {
            batch.push({ row: r.row, line: item.line });
            if (batch.length >= 5_000) flush();
          }
        }
      }
    } catch (error) {
      if (error instanceof Refused) throw error;
      throw new Refused("stats.file.unreadable");
    }
    if (layout === undefined) throw new Refused("stats.file.missingColumns");
    flush();
    fileRejected.sort((a, b) => a.line - b.line);
    db.prepare("UPDATE stats_files SET rows_loaded = ? WHERE id = ?").run(loaded, fileId);
    db.exec("COMMIT");
    tally.read += read;
    for (const [reason, n] of filePassed)
      tally.passedOver.set(reason, (tally.passedOver.get(reason) ?? 0) + n);
    tally.rejected.push(...fileRejected);
    return loaded;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
};

export const importStatsFiles = async (
  db: Db,
  source: StatsImportSource,
  paths: readonly string[],
  now: () => number,
): Promise<StatsImportReport> => {
  const tally = { read: 0, passedOver: new Map<StatsImportReason, number>(), rejected: [] as Rejected[] };
  const files: StatsFileOutcome[] = [];
  let rowsLoaded = 0;
  for (const file of statsFilesUnder(paths)) {
    const sha = await sha256Of(file);
    if (db.prepare("SELECT 1 FROM stats_files WHERE sha256 = ?").get(sha) !== undefined) {
      files.push({ file, status: "alreadyIn", rowsLoaded: 0 });
      continue;
    }
    try {
      const loaded = await loadFile(db, source, file, sha, now(), tally);
      if (loaded === undefined) files.push({ file, status: "alreadyIn", rowsLoaded: 0 });
      else {
        rowsLoaded += loaded;
        files.push({ file, status: "loaded", rowsLoaded: loaded });
      }
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      files.push({ file, status: "refused", reason: error.reason, rowsLoaded: 0 });
    }
  }
  return { files, rowsRead: tally.read, rowsLoaded, passedOver: tally.passedOver, rejected: tally.rejected };
};
