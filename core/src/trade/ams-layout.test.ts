import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AMS_COLUMNS,
  AMS_LOAD_ORDER,
  AMS_REQUIRED_COLUMNS,
  AMS_TABLES,
  amsFileName,
  parseAmsFileName,
} from "./ams-layout.ts";

describe("AMS release files", () => {
  it("reads a release file's name", () => {
    expect(parseAmsFileName("ams__header_2026__202606301200.csv")).toEqual({
      table: "header",
      year: 2026,
      release: "202606301200",
      gzip: false,
    });
    expect(parseAmsFileName("ams__tariff_2025__202501010000.csv.gz")?.gzip).toBe(true);
  });

  it.each([
    "ams__bogus_2026__202606301200.csv",
    "ams__header_2026__2026063012.csv",
    "header.csv",
    "ams__header_2026__202606301200.txt",
  ])("refuses %j", (name) => {
    expect(parseAmsFileName(name)).toBeUndefined();
  });

  it("writes back the name it reads", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AMS_TABLES),
        fc.integer({ min: 1990, max: 2099 }),
        fc.stringMatching(/^\d{12}$/),
        fc.boolean(),
        (table, year, release, gzip) => {
          const name = { table, year, release, gzip };
          expect(parseAmsFileName(amsFileName(name))).toEqual(name);
        },
      ),
    );
  });

  it("has eleven tables, each loaded once, each joined on identifier, its required columns its own", () => {
    expect(AMS_TABLES).toHaveLength(11);
    expect([...AMS_LOAD_ORDER].sort()).toEqual([...AMS_TABLES].sort());
    for (const table of AMS_TABLES) {
      expect(AMS_COLUMNS[table][0]).toBe("identifier");
      for (const c of AMS_REQUIRED_COLUMNS[table]) expect(AMS_COLUMNS[table]).toContain(c);
    }
  });
});
