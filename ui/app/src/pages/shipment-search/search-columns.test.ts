import { fc, test } from "@fast-check/vitest";
import { memoryStorage } from "@portolan/adapters";
import { describe, expect, it } from "vitest";
import { DEFAULT_COLUMNS, RESULT_COLUMNS, readColumns, writeColumns } from "./search-columns.ts";

describe("the columns a user chooses", () => {
  it("are the defaults until a choice is stored, or when the stored text is unreadable", () => {
    expect(readColumns(undefined)).toEqual(DEFAULT_COLUMNS);
    expect(readColumns("not json")).toEqual(DEFAULT_COLUMNS);
    expect(readColumns('{"a":1}')).toEqual(DEFAULT_COLUMNS);
    expect(DEFAULT_COLUMNS).not.toContain("carrier");
  });

  it("keep the table's order and drop names that are no column; none chosen is a choice", () => {
    expect(readColumns('["value","importer","nonsense"]')).toEqual(["importer", "value"]);
    expect(readColumns("[]")).toEqual([]);
    expect(writeColumns(["carrier", "importer", "importer"])).toBe('["importer","carrier"]');
  });

  test.prop([fc.subarray([...RESULT_COLUMNS])])(
    "what is written reads back, through the storage port",
    (columns) => {
      const storage = memoryStorage();
      storage.set("k", writeColumns(columns));
      expect(readColumns(storage.get("k"))).toEqual(RESULT_COLUMNS.filter((c) => columns.includes(c)));
    },
  );
});
