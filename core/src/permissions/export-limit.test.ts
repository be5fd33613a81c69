import { describe, expect, it } from "vitest";
import { EXPORT_ROW_LIMIT_DEFAULT, EXPORT_ROW_LIMIT_STAFF } from "../constants/paging.ts";
import { exportRowLimit } from "./export-limit.ts";

describe("export row limits (spec §6, D321)", () => {
  it("gives staff and packages 10,000 rows a file, the broad-search window", () => {
    expect([EXPORT_ROW_LIMIT_STAFF, EXPORT_ROW_LIMIT_DEFAULT]).toEqual([10_000, 10_000]);
  });
  it.each([
    ["admin", 0, 10_000],
    ["admin", 3, 10_000],
    ["superuser", 0, 10_000],
    ["superuser", 8, 10_000],
    ["member", 0, 20],
    ["member", 16 + 64, 20],
    ["member", 12, 20],
    ["member", 1, 10_000],
    ["member", 8 + 512, 10_000],
    [undefined, 0, 10_000],
    [undefined, 5, 10_000],
  ] as const)("%s with membership %i may export %i rows", (type, membership, limit) => {
    expect(exportRowLimit(type, membership)).toBe(limit);
  });
});
