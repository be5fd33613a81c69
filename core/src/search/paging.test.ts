import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { MAX_TOP_PAGE, PAGE_SIZE_CHOICES } from "../constants/paging.ts";
import { clampPage, downloadPaging, isPageSize, normalizePageSize, readPage, resultPages } from "./paging.ts";

describe("paging limits (spec §9)", () => {
  it.each([
    [undefined, 1],
    ["", 1],
    ["abc", 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [0, 1],
    [-5, 1],
    [1, 1],
    ["7", 7],
    [" 12 ", 12],
    [3.9, 3],
    [1000, 1000],
    [1001, 1000],
    ["99999", 1000],
  ])("page %j -> %i", (raw, page) => {
    expect(clampPage(raw)).toBe(page);
  });

  it.each([
    [undefined, 20],
    [20, 20],
    ["50", 50],
    [100, 100],
    [10, 20],
    [1000, 20],
    ["100.5", 20],
  ])("page size %j -> %i", (raw, size) => {
    expect(normalizePageSize(raw)).toBe(size);
  });

  it("offers 20, 50 and 100 per page and reads pages", () => {
    expect([20, 50, 100].every(isPageSize)).toBe(true);
    expect(isPageSize(30)).toBe(false);
    expect(readPage("4.2")).toBe(4);
    expect(readPage({})).toBeUndefined();
  });

  it("downloads 1000 rows a page", () => {
    expect(downloadPaging("3")).toEqual({ current: 3, pageSize: 1000 });
    expect(downloadPaging(5000)).toEqual({ current: 1000, pageSize: 1000 });
  });
});

describe("the pages of a result", () => {
  it("are one for no rows, enough for every row, and at most MAX_TOP_PAGE", () => {
    expect(resultPages(0, 20)).toEqual({ last: 1, capped: false });
    expect(resultPages(41, 20)).toEqual({ last: 3, capped: false });
    expect(resultPages(20_000, 20)).toEqual({ last: 1000, capped: false });
    expect(resultPages(20_001, 20)).toEqual({ last: 1000, capped: true });
  });

  test.prop([fc.nat(10_000_000), fc.constantFrom(...PAGE_SIZE_CHOICES)])(
    "show every row unless capped, and never more pages than rows need",
    (total, size) => {
      const { last, capped } = resultPages(total, size);
      expect(last).toBeGreaterThanOrEqual(1);
      expect(last).toBeLessThanOrEqual(MAX_TOP_PAGE);
      expect(capped).toBe(last * size < total);
      if (total > 0) expect((last - 1) * size).toBeLessThan(total);
    },
  );
});
