// The records of one CSV file, plain or gzip, streamed (a release file can be gigabytes): the
// header row names the columns; each later record comes with its line number, and a record that
// cannot be read (an unclosed quote, a wrong number of fields) comes as a problem with its line,
// never ending the file. csv-parse does the reading: a well-kept parser beats one of our own here.

import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import { type CsvError, parse } from "csv-parse";

export type CsvItem =
  | { readonly kind: "header"; readonly columns: readonly string[] }
  | { readonly kind: "record"; readonly line: number; readonly fields: Readonly<Record<string, string>> }
  | {
      readonly kind: "unreadable";
      readonly line: number;
      readonly reason: "import.skip.unreadable" | "import.skip.columnCount";
    };

export async function* csvRecords(file: string, gzip: boolean): AsyncGenerator<CsvItem> {
  const problems: { line: number; reason: "import.skip.unreadable" }[] = [];
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined) => {
      problems.push({
        line: typeof error?.lines === "number" ? error.lines : 0,
        reason: "import.skip.unreadable",
      });
      return undefined;
    },
  });
  const raw = createReadStream(file);
  const source = gzip ? raw.pipe(createGunzip()) : raw;
  source.on("error", (error: Error) => parser.destroy(error));
  source.pipe(parser);
  let columns: string[] | undefined;
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    while (problems.length > 0)
      yield {
        kind: "unreadable",
        ...(problems.shift() as { line: number; reason: "import.skip.unreadable" }),
      };
    if (columns === undefined) {
      columns = record.map((c) => c.trim().toLowerCase());
      yield { kind: "header", columns };
      continue;
    }
    if (record.length !== columns.length) {
      yield { kind: "unreadable", line: info.lines, reason: "import.skip.columnCount" };
      continue;
    }
    const fields: Record<string, string> = {};
    for (let i = 0; i < columns.length; i += 1) fields[columns[i] as string] = record[i] as string;
    yield { kind: "record", line: info.lines, fields };
  }
  while (problems.length > 0)
    yield { kind: "unreadable", ...(problems.shift() as { line: number; reason: "import.skip.unreadable" }) };
}
