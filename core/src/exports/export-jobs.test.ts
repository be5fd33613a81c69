import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXPORT_RETENTION_MS, EXPORT_STALE_MS } from "../constants/exports.ts";
import { EXPORT_ROW_LIMIT_FREE_MEMBER } from "../constants/paging.ts";
import {
  exportFileCount,
  exportFileName,
  exportFilePage,
  exportPercent,
  exportRowsExpected,
  isExportExpired,
  isExportStale,
} from "./export-jobs.ts";

describe("exportFilePage (an API export's current, D321)", () => {
  it.each([
    [2280, 1000, 1, { offset: 0, rows: 1000 }],
    [2280, 1000, 2, { offset: 1000, rows: 1000 }],
    [2280, 1000, 3, { offset: 2000, rows: 280 }],
    [2280, 1000, 4, undefined],
    [0, 20, 1, { offset: 0, rows: 0 }],
    [0, 20, 2, undefined],
    [40, 20, 2, { offset: 20, rows: 20 }],
    [40, 20, 3, undefined],
  ])("%i matches in files of %i: file %i is %o", (matches, limit, page, file) => {
    expect(exportFilePage(matches, limit, page)).toEqual(file);
  });

  it("cuts the matches into files that cover each match once, as many as exportFileCount says", () => {
    fc.assert(
      fc.property(fc.nat(50_000), fc.integer({ min: 1, max: 10_000 }), (matches, limit) => {
        const files = exportFileCount(matches, limit);
        let next = 0;
        for (let page = 1; page <= files; page++) {
          const file = exportFilePage(matches, limit, page);
          expect(file?.offset).toBe(next);
          next += file?.rows ?? 0;
        }
        expect(next).toBe(matches);
        expect(exportFilePage(matches, limit, files + 1)).toBeUndefined();
      }),
    );
  });
});

describe("exportRowsExpected", () => {
  it.each([
    [35, 20, 20],
    [12, 20, 12],
    [20, 20, 20],
    [0, 1000, 0],
    [5000, 1000, 1000],
  ])("%i matches under a limit of %i write %i rows", (matches, limit, rows) => {
    expect(exportRowsExpected(matches, limit)).toBe(rows);
  });

  it("never exceeds the limit nor the matches", () => {
    fc.assert(
      fc.property(fc.nat(1e7), fc.nat(5000), (matches, limit) => {
        const rows = exportRowsExpected(matches, limit);
        expect(rows).toBeLessThanOrEqual(limit);
        expect(rows).toBeLessThanOrEqual(matches);
        expect(rows === matches || rows === limit).toBe(true);
      }),
    );
  });

  it("a free member's export of a broad search writes the free limit", () => {
    expect(exportRowsExpected(10_000, EXPORT_ROW_LIMIT_FREE_MEMBER)).toBe(20);
  });
});

describe("exportPercent", () => {
  it.each([
    [0, 20, false, 0],
    [10, 20, false, 50],
    [20, 20, false, 99],
    [20, 20, true, 100],
    [0, 0, false, 0],
    [0, 0, true, 100],
    [333, 1000, false, 33],
  ])("%i of %i rows (done %s) is %i%%", (written, expected, done, percent) => {
    expect(exportPercent(written, expected, done)).toBe(percent);
  });

  it("stays within 0..100, grows with the rows written, and reaches 100 only when done", () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.nat(2000), fc.nat(2000), (a, b, expected) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const low = exportPercent(lo, expected, false);
        const high = exportPercent(hi, expected, false);
        expect(low).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(99);
        expect(low).toBeLessThanOrEqual(high);
      }),
    );
  });
});

describe("the life of an export", () => {
  const at = 1_000_000_000_000;
  it("an unfinished export without a sign of life for longer than the stale time lost its provider", () => {
    for (const status of ["queued", "running"] as const) {
      expect(isExportStale({ status, heartbeatAt: at }, at + EXPORT_STALE_MS)).toBe(false);
      expect(isExportStale({ status, heartbeatAt: at }, at + EXPORT_STALE_MS + 1)).toBe(true);
    }
    for (const status of ["done", "failed"] as const)
      expect(isExportStale({ status, heartbeatAt: at, finishedAt: at }, at + 10 * EXPORT_STALE_MS)).toBe(
        false,
      );
  });

  it("a finished export is deleted after the retention time, an unfinished one never by age", () => {
    expect(
      isExportExpired({ status: "done", heartbeatAt: at, finishedAt: at }, at + EXPORT_RETENTION_MS),
    ).toBe(false);
    expect(
      isExportExpired({ status: "failed", heartbeatAt: at, finishedAt: at }, at + EXPORT_RETENTION_MS + 1),
    ).toBe(true);
    expect(isExportExpired({ status: "running", heartbeatAt: at }, at + 2 * EXPORT_RETENTION_MS)).toBe(false);
  });
});

describe("exportFileName", () => {
  const day = Date.UTC(2026, 10, 26, 18, 30);
  it("names what the file holds, the day and the format", () => {
    expect(exportFileName({ kind: "search" }, "csv", day)).toBe("portolan-shipments-2026-11-26.csv");
    expect(exportFileName({ kind: "partners" }, "xlsx", day)).toBe("portolan-partners-2026-11-26.xlsx");
    expect(exportFileName({ kind: "profile", table: "hsCodes" }, "csv", day)).toBe(
      "portolan-profile-hsCodes-2026-11-26.csv",
    );
  });
});
