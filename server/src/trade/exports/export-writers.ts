// The one CSV and XLSX writer of every export (decision D176): the streaming route and the export
// jobs both hand it a table — headings in the user's language and its rows a page at a time — and
// get a byte stream. CSV in UTF-8 with a byte-order mark and formula-injection guard; XLSX through
// exceljs's streaming writer.

import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { csvField } from "./export-columns.ts";

export type Cell = string | number | undefined;

export interface ExportTable {
  /** The worksheet's name in an XLSX file. */
  readonly sheet: string;
  readonly headings: readonly string[];
  /** Column widths in an XLSX file (characters); 16 where absent. */
  readonly widths?: readonly (number | undefined)[];
  /** The rows, a page at a time (spec §9 download page size). */
  readonly pages: AsyncIterable<readonly (readonly Cell[])[]>;
}

const csvLine = (cells: readonly Cell[]) => `${cells.map(csvField).join(",")}\r\n`;

async function* csvText(table: ExportTable) {
  // A byte-order mark, so that spreadsheet programs read the file as UTF-8 (Chinese, Cyrillic).
  yield `\uFEFF${csvLine(table.headings)}`;
  for await (const rows of table.pages) yield rows.map(csvLine).join("");
}

const xlsxStream = (table: ExportTable): Readable => {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(table.sheet);
  sheet.columns = table.headings.map((header, i) => ({
    header,
    key: String(i),
    width: table.widths?.[i] ?? 16,
  }));
  (async () => {
    for await (const rows of table.pages)
      for (const cells of rows) sheet.addRow(cells.map((c) => c ?? null)).commit();
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
};

/** The table as a file's bytes, in the format asked. */
export const exportStream = (table: ExportTable, format: "csv" | "xlsx"): Readable =>
  format === "csv" ? Readable.from(csvText(table)) : xlsxStream(table);

export const EXPORT_CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** The table's pages passed on, `seen` told of each page's rows once it is handed to the writer. */
export async function* counted<T>(
  pages: AsyncIterable<readonly T[]>,
  seen: (rows: number) => Promise<void> | void,
) {
  for await (const rows of pages) {
    yield rows;
    await seen(rows.length);
  }
}
