import { fc, test } from "@fast-check/vitest";
import { memoryStorage } from "@portolan/adapters";
import { describe, expect, it } from "vitest";
import { COLUMNS_PARAM, keepColumns, withColumns } from "./columns-address.ts";
import {
  columnsOfParam,
  columnsParam,
  DEFAULT_COLUMNS,
  RESULT_COLUMNS,
  readColumns,
  writeColumns,
} from "./search-columns.ts";
import { searchRequestOf } from "./search-url.ts";

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

describe("the columns in the address (issue 31 item 12)", () => {
  it("are read in table order, unknown names dropped; absent is no choice, empty is none", () => {
    expect(columnsOfParam("value,importer,nonsense")).toEqual(["importer", "value"]);
    expect(columnsOfParam("")).toEqual([]);
    expect(columnsOfParam(null)).toBeUndefined();
    expect(columnsParam(["carrier", "importer"])).toBe("importer,carrier");
  });

  it("ride along a search's address and stay out of the provider's call", () => {
    const address = withColumns("/shipments/search?datasets=IMP_USA_BL_SEA&current=2", "importer,carrier");
    expect(address).toBe("/shipments/search?datasets=IMP_USA_BL_SEA&current=2&columns=importer%2Ccarrier");
    const query = new URLSearchParams(address.split("?")[1]);
    expect(columnsOfParam(query.get(COLUMNS_PARAM))).toEqual(["importer", "carrier"]);
    expect(searchRequestOf(query)).toEqual({ datasets: "IMP_USA_BL_SEA", current: "2" });
    expect(withColumns(address, undefined)).toBe("/shipments/search?datasets=IMP_USA_BL_SEA&current=2");
    // A move from the screen keeps the current columns; one that names its own keeps those.
    expect(keepColumns("/shipments/search?datasets=X&current=3", "goods")).toBe(
      "/shipments/search?datasets=X&current=3&columns=goods",
    );
    expect(keepColumns(address, "goods")).toBe(address);
    expect(keepColumns("/shipments/search?datasets=X", null)).toBe("/shipments/search?datasets=X");
  });

  test.prop([fc.subarray([...RESULT_COLUMNS]), fc.subarray([...RESULT_COLUMNS])])(
    "round-trip through an address, whatever columns it held before",
    (columns, before) => {
      const address = withColumns(
        withColumns("/shipments/search?datasets=X", columnsParam(before)),
        columnsParam(columns),
      );
      const query = new URLSearchParams(address.split("?")[1]);
      expect(columnsOfParam(query.get(COLUMNS_PARAM))).toEqual(
        RESULT_COLUMNS.filter((c) => columns.includes(c)),
      );
      expect(query.get("datasets")).toBe("X");
    },
  );
});
