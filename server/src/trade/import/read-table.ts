// Reading one file of a release, whatever its kind: its header checked for the columns it needs,
// each later item handed on, and what makes the file unusable — no header at all (an empty file),
// a required column missing, bytes that cannot be read (a broken gzip) — returned as the problem
// that refuses its release (D301). Lines read as Latin-1 are noted on the file.

import type { ShipmentToStore } from "../trade-import-port.ts";
import { type CsvItem, csvRecords } from "./csv-records.ts";
import type { NotedRow, SkippedRow } from "./import-report.ts";
import type { Decoding } from "./text-decoding.ts";

/** A release read: refused whole with its problems, or its shipments and what was skipped and noted. */
export type ReleaseRead =
  | { readonly refused: readonly SkippedRow[] }
  | {
      readonly refused: undefined;
      readonly shipments: ShipmentToStore[];
      readonly skipped: SkippedRow[];
      readonly notes: NotedRow[];
      readonly rowsRead: number;
      readonly rowsLoaded: number;
    };

/**
 * Reads `path`, handing each record or unreadable record to `onItem` (which returns false to stop
 * reading); the problem that makes the file unusable, or undefined.
 */
export const readTable = async (
  path: string,
  gzip: boolean,
  required: readonly string[],
  notes: NotedRow[],
  onItem: (item: Exclude<CsvItem, { kind: "header" }>) => boolean,
): Promise<SkippedRow | undefined> => {
  const decoding: Decoding = { latin1Lines: 0 };
  let header = false;
  try {
    read: for await (const items of csvRecords(path, gzip, decoding))
      for (const item of items) {
        if (item.kind === "header") {
          header = true;
          const missing = required.filter((c) => !item.columns.includes(c));
          if (missing.length > 0)
            return { file: path, line: 0, reason: "import.file.missingColumns", column: missing.join(",") };
          continue;
        }
        if (!onItem(item)) break read;
      }
  } catch {
    return { file: path, line: 0, reason: "import.file.unreadable" };
  }
  if (!header) return { file: path, line: 0, reason: "import.file.empty" };
  if (decoding.latin1Lines > 0)
    notes.push({ file: path, line: 0, reason: "import.note.latin1", count: decoding.latin1Lines });
  return undefined;
};
