// Reading one declaration file (core's declaration layout): each row checked into a shipment, the
// refused ones reported with their line. A file that is empty, lacks a required column or cannot be
// read is refused whole (D301), so a fixed file loads later.

import { checkDeclarationRow, DECLARATION_REQUIRED_COLUMNS } from "@portolan/core";
import type { ShipmentToStore } from "../trade-import-port.ts";
import { cutLongFields } from "./field-cuts.ts";
import type { NotedRow, SkippedRow } from "./import-report.ts";
import { type ReleaseRead, readTable } from "./read-table.ts";
import type { Release } from "./release-files.ts";

export const readDeclarationRelease = async (
  release: Extract<Release, { kind: "declarations" }>,
  onRow: () => void,
): Promise<ReleaseRead> => {
  const shipments: ShipmentToStore[] = [];
  const skipped: SkippedRow[] = [];
  const notes: NotedRow[] = [];
  const seen = new Set<string>();
  let rowsRead = 0;
  const problem = await readTable(release.path, release.gzip, DECLARATION_REQUIRED_COLUMNS, notes, (item) => {
    rowsRead += 1;
    onRow();
    if (item.kind === "unreadable") {
      skipped.push({ file: release.path, line: item.line, reason: item.reason });
      return true;
    }
    const { fields, cut } = cutLongFields(item.fields);
    const check = checkDeclarationRow(release.dataset, release.stamp, fields);
    if (!check.ok) {
      skipped.push({ file: release.path, line: item.line, reason: check.reason, column: check.column });
      return true;
    }
    if (seen.has(check.shipment.source)) {
      skipped.push({
        file: release.path,
        line: item.line,
        reason: "import.skip.duplicate",
        column: "declaration_id",
      });
      return true;
    }
    for (const column of cut ?? [])
      notes.push({ file: release.path, line: item.line, reason: "import.note.fieldCut", column });
    seen.add(check.shipment.source);
    shipments.push({ ...check.shipment, detail: null });
    return true;
  });
  if (problem !== undefined) return { refused: [problem] };
  return { refused: undefined, shipments, skipped, notes, rowsRead, rowsLoaded: shipments.length };
};
