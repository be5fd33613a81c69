// Reading one AMS release: every table file's rows checked (core's checkAmsRow), joined on the
// identifier, each bill made into the shipment the store searches (core's shipmentOfAmsBill) with
// its own rows kept as the bill detail. Rows that hang off no bill, and repeated rows, are reported.
// A release with a table missing, empty or unreadable is refused whole (D301): loaded without its
// billgen or consignee rows it would be recorded as in with bills missing, and never load complete.
import { dirname, join } from "node:path";
import {
  AMS_COLUMNS,
  AMS_LOAD_ORDER,
  AMS_REQUIRED_COLUMNS,
  AMS_TABLES,
  type AmsBillRows,
  type AmsCheckedRow,
  type AmsTable,
  amsFileName,
  amsTransportMode,
  checkAmsRow,
  DESCRIPTION_LIMIT,
  isKnownWeightUnit,
  packContact,
  partyContactOf,
  shipmentOfAmsBill,
} from "@portolan/core";
import type { ShipmentToStore } from "../trade-import-port.ts";
import { cutLongFields } from "./field-cuts.ts";
import type { NotedRow, SkippedRow } from "./import-report.ts";
import { type ReleaseRead, readTable } from "./read-table.ts";
import type { Release } from "./release-files.ts";

/** The data set the US customs bills belong to (the catalogue's first entry). */
export const AMS_DATASET = "IMP_USA_BL_SEA";

interface Bill {
  rows: { [T in AmsTable]?: AmsCheckedRow[] };
  /** Where each of its rows was read, to point at them if the bill is skipped. */
  where: { file: string; line: number }[];
  /** Where its header row was read, to point at a note on the whole bill. */
  header?: { file: string; line: number };
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

/** The tables of a release that have no file, each named by the file it lacks. */
const missingTables = (release: Extract<Release, { kind: "ams" }>): SkippedRow[] => {
  const first = release.files[0];
  const folder = first === undefined ? "" : dirname(first.path);
  const year = Number(release.stamp.slice(0, 4));
  return AMS_TABLES.filter((t) => !release.files.some((f) => f.table === t)).map((table) => ({
    file: join(folder, amsFileName({ table, year, release: release.stamp })),
    line: 0,
    reason: "import.release.missingTable",
    column: table,
  }));
};

/** Header fields whose value the release may give in a form the importer does not know (D300). */
const unknownHeaderCodes = (row: AmsCheckedRow): string[] => {
  const unknown: string[] = [];
  const mode = row.mode_of_transportation;
  if (mode !== null && mode !== undefined && amsTransportMode(mode) === undefined)
    unknown.push("mode_of_transportation");
  if (row.weight !== null && !isKnownWeightUnit((row.weight_unit as string | null) ?? null))
    unknown.push("weight_unit");
  return unknown;
};

/** The length of a bill's description joined from its lines, as shipmentOfAmsBill joins them. */
const descriptionLength = (cargo: readonly AmsCheckedRow[] | undefined): number => {
  let length = -1;
  for (const c of cargo ?? [])
    if (typeof c.description_text === "string") length += c.description_text.length + 1;
  return length;
};

export const readAmsRelease = async (
  release: Extract<Release, { kind: "ams" }>,
  onRow: () => void,
): Promise<ReleaseRead> => {
  const missing = missingTables(release);
  if (missing.length > 0) return { refused: missing };
  const bills = new Map<string, Bill>();
  const skipped: SkippedRow[] = [];
  const notes: NotedRow[] = [];
  const refused: SkippedRow[] = [];
  let rowsRead = 0;
  const order = (t: AmsTable) => AMS_LOAD_ORDER.indexOf(t);
  for (const file of [...release.files].sort((a, b) => order(a.table) - order(b.table))) {
    // Once the release is refused, the other files are only checked, not read through.
    const problem = await readTable(file.path, file.gzip, AMS_REQUIRED_COLUMNS[file.table], notes, (item) => {
      if (refused.length > 0) return false;
      rowsRead += 1;
      onRow();
      if (item.kind === "unreadable") {
        skipped.push({ file: file.path, line: item.line, reason: item.reason });
        return true;
      }
      const { fields, cut } = cutLongFields(item.fields);
      const check = checkAmsRow(file.table, fields);
      if (!check.ok) {
        skipped.push({ file: file.path, line: item.line, reason: check.reason, column: check.column });
        return true;
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
        return true;
      }
      for (const column of cut ?? [])
        notes.push({ file: file.path, line: item.line, reason: "import.note.fieldCut", column });
      if (file.table === "header") {
        bill.header = { file: file.path, line: item.line };
        for (const column of unknownHeaderCodes(check.row))
          notes.push({ file: file.path, line: item.line, reason: "import.note.unknownCode", column });
      }
      list.push(check.row);
      bill.where.push({ file: file.path, line: item.line });
      return true;
    });
    if (problem !== undefined) refused.push(problem);
  }
  if (refused.length > 0) return { refused };
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
    if (bill.header !== undefined && descriptionLength(bill.rows.cargodesc) > DESCRIPTION_LIMIT)
      notes.push({ ...bill.header, reason: "import.note.fieldCut", column: "description" });
    rowsLoaded += bill.where.length;
    shipments.push({
      ...shipment,
      detail: detailOf(bill.rows),
      importerContact: packContact(partyContactOf(bill.rows.consignee?.[0], "consignee")),
      exporterContact: packContact(partyContactOf(bill.rows.shipper?.[0], "shipper")),
    });
  }
  return { refused: undefined, shipments, skipped, notes, rowsRead, rowsLoaded };
};
