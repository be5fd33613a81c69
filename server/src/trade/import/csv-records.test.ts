// The CSV reader: what a release file can hold (quotes, line breaks inside fields, CRLF, a byte-order
// mark, empty lines, gzip) read with the right line numbers, and bad records reported, not fatal.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { fc, test } from "@fast-check/vitest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CsvItem, csvRecords } from "./csv-records.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "csv-records-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = async (text: string, gzip = false): Promise<CsvItem[]> => {
  const file = join(dir, gzip ? "t.csv.gz" : "t.csv");
  writeFileSync(file, gzip ? gzipSync(text) : text);
  const items: CsvItem[] = [];
  for await (const chunk of csvRecords(file, gzip)) items.push(...chunk);
  return items;
};

describe("csvRecords", () => {
  it("names fields by the header (trimmed, lower case, without a byte-order mark)", async () => {
    expect(await read("\uFEFFIdentifier, Weight\r\n2026A,12\r\n")).toEqual([
      { kind: "header", columns: ["identifier", "weight"] },
      { kind: "record", line: 2, fields: { identifier: "2026A", weight: "12" } },
    ]);
  });

  it("keeps quoted commas and line breaks, and counts the lines a record spans", async () => {
    const items = await read(
      'id,desc\n1,"CHAIRS, STEEL"\n2,"LINE ONE\nLINE TWO\nLINE THREE"\n\n3,"say ""hi"""\n',
    );
    expect(items.slice(1)).toEqual([
      { kind: "record", line: 2, fields: { id: "1", desc: "CHAIRS, STEEL" } },
      { kind: "record", line: 3, fields: { id: "2", desc: "LINE ONE\nLINE TWO\nLINE THREE" } },
      { kind: "record", line: 7, fields: { id: "3", desc: 'say "hi"' } },
    ]);
  });

  it("keeps leading zeros (every field is text)", async () => {
    const items = await read("hs\n0101210000\n");
    expect(items[1]).toMatchObject({ fields: { hs: "0101210000" } });
  });

  it("reports a record with too few or too many fields by its line and goes on", async () => {
    const items = await read("a,b\n1\n1,2,3\n4,5\n");
    expect(items.slice(1)).toEqual([
      { kind: "unreadable", line: 2, reason: "import.skip.columnCount" },
      { kind: "unreadable", line: 3, reason: "import.skip.columnCount" },
      { kind: "record", line: 4, fields: { a: "4", b: "5" } },
    ]);
  });

  it("reports a record with a stray quote as unreadable, with every line the quote ran over", async () => {
    const items = await read('a,b\n1,2\n3,"4"x\n5,6\n7,"8"\n9,10\n');
    expect(items.filter((i) => i.kind === "unreadable")).toEqual([
      { kind: "unreadable", line: 3, reason: "import.skip.unreadable" },
      { kind: "unreadable", line: 4, reason: "import.skip.unreadable" },
      { kind: "unreadable", line: 5, reason: "import.skip.unreadable" },
    ]);
    expect(items.filter((i) => i.kind === "record").map((i) => i.line)).toEqual([2, 6]);
  });

  it("reports an unclosed quote as unreadable", async () => {
    const items = await read('a,b\n1,2\n"3,4\n');
    expect(items.at(-1)).toEqual({ kind: "unreadable", line: 3, reason: "import.skip.unreadable" });
  });

  it("reads gzip files as plain ones", async () => {
    const text = "a,b\n1,ü\n2,货\n";
    expect(await read(text, true)).toEqual(await read(text));
  });

  it("keeps characters whole across the parser's reads, and numbers lines across its chunks", async () => {
    // Over a megabyte of multi-byte text: several reads of the file and several parser chunks.
    const rows = Array.from({ length: 40_000 }, (_, i) => `${i},"Ｍｏｓｃｏｗ Москва 上海 ${i}\n第二行"`);
    const items = await read(`id,name\n${rows.join("\n")}\n`);
    const records = items.filter((i) => i.kind === "record");
    expect(records).toHaveLength(40_000);
    expect(records[39_999]).toEqual({
      kind: "record",
      line: 2 + 2 * 39_999,
      fields: { id: "39999", name: "Ｍｏｓｃｏｗ Москва 上海 39999\n第二行" },
    });
  });

  it("reads a Latin-1 name whole and counts the line, never putting in U+FFFD", async () => {
    const file = join(dir, "t.csv");
    writeFileSync(file, Buffer.concat([Buffer.from("id,name\n1,"), Buffer.from("MÜLLER\n", "latin1")]));
    const decoding = { latin1Lines: 0 };
    const items: CsvItem[] = [];
    for await (const chunk of csvRecords(file, false, decoding)) items.push(...chunk);
    expect(items[1]).toEqual({ kind: "record", line: 2, fields: { id: "1", name: "MÜLLER" } });
    expect(decoding.latin1Lines).toBe(1);
  });

  it("gives nothing at all for an empty file", async () => {
    expect(await read("")).toEqual([]);
  });

  it("lets a reader stop early", async () => {
    writeFileSync(join(dir, "t.csv"), "a\n1\n2\n");
    for await (const chunk of csvRecords(join(dir, "t.csv"), false)) {
      expect(chunk[0]).toEqual({ kind: "header", columns: ["a"] });
      break;
    }
  });

  // Law: any table of text fields written as CSV (quoted as a release writer quotes) reads back
  // field for field, each record at the line where it starts.
  test.prop(
    [
      // Without a lone carriage return: the parser guesses the file's line ending from its text.
      fc.array(
        fc.array(
          fc.string({ unit: "grapheme", maxLength: 12 }).map((f) => f.replace(/\r/g, "")),
          { minLength: 3, maxLength: 3 },
        ),
        {
          maxLength: 30,
        },
      ),
    ],
    { numRuns: 60 },
  )("reads back what was written", async (rows) => {
    const quote = (f: string) => (/[",\r\n]/.test(f) || f === "" ? `"${f.replace(/"/g, '""')}"` : f);
    const text = `a,b,c\n${rows.map((r) => r.map(quote).join(",")).join("\n")}\n`;
    const records = (await read(text)).filter((i) => i.kind === "record");
    expect(records.map((r) => (r.kind === "record" ? [r.fields.a, r.fields.b, r.fields.c] : []))).toEqual(
      rows,
    );
    let line = 2;
    for (const [i, r] of records.entries()) {
      expect(r.line).toBe(line);
      line += 1 + (rows[i] ?? []).join("").split("\n").length - 1;
    }
  });
});
