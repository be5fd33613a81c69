// Reading one AMS release: every table file's rows checked (core's checkAmsRow), joined on the
// identifier, each bill made into the shipment the store searches (core's shipmentOfAmsBill) with
// its own rows kept as the bill detail. Rows that hang off no bill, and repeated rows, are reported.

import {
  AMS_COLUMNS,
  AMS_LOAD_ORDER,
  AMS_REQUIRED_COLUMNS,
  type AmsBillRows,
  type AmsCheckedRow,
  type AmsTable,
  checkAmsRow,
  shipmentOfAmsBill,
} from "@portolan/core";
import type { ShipmentToStore } from "../trade-import-port.ts";
import { csvRecords } from "./csv-records.ts";
import type { SkippedRow } from "./import-report.ts";
import type { Release } from "./release-files.ts";

/** The data set the US customs bills belong to (the catalogue's first entry). */
export const AMS_DATASET = "IMP_USA_BL_SEA";

interface Bill {
  rows: { [T in AmsTable]?: AmsCheckedRow[] };
  /** Where each of its rows was read, to point at them if the bill is skipped. */
  where: { file: string; line: number }[];
}

/** The detail stored with a bill: each table's rows as arrays in the release's column order. */
const detailOf = (rows: AmsBillRows): string =>
  JSON.stringify(
    Object.fromEntries(
      AMS_LOAD_ORDER.filter((t) => rows[t] !== undefined).map((t) => [
        t,
        (rows[t] as AmsCheckedRow[]).map((r) => AMS_COLUMNS[t].slice(1).map((c) => r[c] ?? null)),
      ]),
    ),
  );

/** Tables whose rows are one per bill: a second row for the same identifier is a repeat. */
const ONE_PER_BILL = new Set<AmsTable>(["header", "billgen", "consignee", "shipper"]);

export const readAmsRelease = async (
  release: Extract<Release, { kind: "ams" }>,
  onRow: () => void,
): Promise<{ shipments: ShipmentToStore[]; skipped: SkippedRow[]; rowsRead: number; rowsLoaded: number }> => {
  const bills = new Map<string, Bill>();
  const skipped: SkippedRow[] = [];
  let rowsRead = 0;
  const order = (t: AmsTable) => AMS_LOAD_ORDER.indexOf(t);
  for (const file of [...release.files].sort((a, b) => order(a.table) - order(b.table))) {
    read: for await (const items of csvRecords(file.path, file.gzip))
      for (const item of items) {
        if (item.kind === "header") {
          const missing = AMS_REQUIRED_COLUMNS[file.table].filter((c) => !item.columns.includes(c));
          if (missing.length > 0) {
            skipped.push({
              file: file.path,
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
          skipped.push({ file: file.path, line: item.line, reason: item.reason });
          continue;
        }
        const check = checkAmsRow(file.table, item.fields);
        if (!check.ok) {
          skipped.push({ file: file.path, line: item.line, reason: check.reason, column: check.column });
          continue;
        }
        const id = check.row.identifier as string;
        let bill = bills.get(id);
        if (bill === undefined) {
          bill = { rows: {}, where: [] };
          bills.set(id, bill);
        }
        const list = bill.rows[file.table] ?? [];
        bill.rows[file.table] = list;
        if (ONE_PER_BILL.has(file.table) && list.length > 0) {
          skipped.push({
            file: file.path,
            line: item.line,
            reason: "import.skip.duplicate",
            column: "identifier",
          });
          continue;
        }
        list.push(check.row);
        bill.where.push({ file: file.path, line: item.line });
      }
  }
  const shipments: ShipmentToStore[] = [];
  let rowsLoaded = 0;
  for (const bill of bills.values()) {
    const shipment = shipmentOfAmsBill(AMS_DATASET, release.stamp, bill.rows);
    if (shipment === undefined) {
      // Rows of a bill whose header or billgen row is not in the release (or was refused).
      const column = bill.rows.header === undefined ? "header" : "billgen";
      for (const w of bill.where) skipped.push({ ...w, reason: "import.skip.noBill", column });
      continue;
    }
    rowsLoaded += bill.where.length;
    shipments.push({ ...shipment, detail: detailOf(bill.rows) });
  }
  return { shipments, skipped, rowsRead, rowsLoaded };
};
