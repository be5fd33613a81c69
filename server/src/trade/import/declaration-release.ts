// Reading one declaration file (core's declaration layout): each row checked into a shipment, the
// refused ones reported with their line.

import { checkDeclarationRow, DECLARATION_REQUIRED_COLUMNS } from "@portolan/core";
import type { ShipmentToStore } from "../trade-import-port.ts";
import { csvRecords } from "./csv-records.ts";
import type { SkippedRow } from "./import-report.ts";
import type { Release } from "./release-files.ts";

export const readDeclarationRelease = async (
  release: Extract<Release, { kind: "declarations" }>,
  onRow: () => void,
): Promise<{ shipments: ShipmentToStore[]; skipped: SkippedRow[]; rowsRead: number; rowsLoaded: number }> => {
  const shipments: ShipmentToStore[] = [];
  const skipped: SkippedRow[] = [];
  const seen = new Set<string>();
  let rowsRead = 0;
  read: for await (const items of csvRecords(release.path, release.gzip))
    for (const item of items) {
      if (item.kind === "header") {
        const missing = DECLARATION_REQUIRED_COLUMNS.filter((c) => !item.columns.includes(c));
        if (missing.length > 0) {
          skipped.push({
            file: release.path,
            line: 0,
            reason: "import.file.missingColumns",
            column: missing.join(","),
          });
          break read;
        }
        continue;
      }
      rowsRead += 1;
      onRow();
      if (item.kind === "unreadable") {
        skipped.push({ file: release.path, line: item.line, reason: item.reason });
        continue;
      }
      const check = checkDeclarationRow(release.dataset, release.stamp, item.fields);
      if (!check.ok) {
        skipped.push({ file: release.path, line: item.line, reason: check.reason, column: check.column });
        continue;
      }
      if (seen.has(check.shipment.source)) {
        skipped.push({
          file: release.path,
          line: item.line,
          reason: "import.skip.duplicate",
          column: "declaration_id",
        });
        continue;
      }
      seen.add(check.shipment.source);
      shipments.push({ ...check.shipment, detail: null });
    }
  return { shipments, skipped, rowsRead, rowsLoaded: shipments.length };
};
