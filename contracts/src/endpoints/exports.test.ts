import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { EXPORT_FILE_PATH, ExportSubject, exportFilePath } from "./exports.ts";

describe("exports' contracts", () => {
  it("names a finished export's file by its id", () => {
    expect(exportFilePath(7)).toBe(`${EXPORT_FILE_PATH}?id=7`);
    expect(EXPORT_FILE_PATH).toBe("/console/exports/file");
  });

  it("takes a search, a partner report or a profile table, and nothing else", () => {
    const ok = Schema.decodeUnknownSync(ExportSubject);
    expect(ok({ kind: "search", query: { datasets: "IMP_USA_BL_SEA" } }).kind).toBe("search");
    expect(ok({ kind: "partners", id: "3", datasets: "IMP_USA_BL_SEA", name: "ACME" }).kind).toBe("partners");
    expect(() => ok({ kind: "profile", id: "3", datasets: "IMP_USA_BL_SEA", table: "carriers" })).toThrow();
    expect(() => ok({ kind: "bills", id: "3" })).toThrow();
  });
});
