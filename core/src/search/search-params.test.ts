import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { searchTypeCode, transformSearchParams } from "./search-params.ts";

describe("search parameter transformer (spec §3)", () => {
  it("defaults to page 1, 20 per page, search type 1", () => {
    expect(transformSearchParams({})).toEqual({ current: 1, pageSize: 20, searchType: 1 });
    expect(transformSearchParams(undefined)).toEqual({ current: 1, pageSize: 20, searchType: 1 });
    expect(transformSearchParams(["page", 3])).toEqual({ current: 1, pageSize: 20, searchType: 1 });
  });

  it.each([
    ["website-email", 2],
    ["com-all", 0],
    ["company", 1],
    ["", 1],
    [undefined, 1],
    [2, 1],
    ["0", 1],
  ])("maps searchType %j to %i", (raw, code) => {
    expect(searchTypeCode(raw)).toBe(code);
  });

  it("reads every field and sends the page as current", () => {
    expect(
      transformSearchParams({
        dig: "true",
        page: "3",
        pageSize: "50",
        keyword: "  led lamps ",
        research: "0",
        searchType: "website-email",
        ids: "a1, b2,,c3",
        force: 1,
        modelName: "company",
        sender: "me@example.com",
        startTime: "2024-01-01",
        endTime: "2024-03-31",
      }),
    ).toEqual({
      current: 3,
      pageSize: 50,
      searchType: 2,
      dig: true,
      keyword: "led lamps",
      research: false,
      ids: ["a1", "b2", "c3"],
      force: true,
      modelName: "company",
      sender: "me@example.com",
      startTime: "2024-01-01",
      endTime: "2024-03-31",
    });
  });

  it("takes the first of repeated parameters and ids as a list", () => {
    expect(
      transformSearchParams({
        page: ["4", "9"],
        searchType: ["com-all"],
        ids: ["x", 7, null, " "],
        keyword: 42,
      }),
    ).toEqual({ current: 4, pageSize: 20, searchType: 0, ids: ["x", "7"], keyword: "42" });
  });

  it("drops what it cannot read", () => {
    expect(
      transformSearchParams({
        dig: "maybe",
        keyword: "   ",
        ids: ",,",
        startTime: "2024-02-30",
        endTime: "31/12/2024",
        sender: {},
      }),
    ).toEqual({ current: 1, pageSize: 20, searchType: 1 });
  });

  it("puts a backwards date range in order", () => {
    expect(transformSearchParams({ startTime: "2024-05-01", endTime: "2024-01-01" })).toMatchObject({
      startTime: "2024-01-01",
      endTime: "2024-05-01",
    });
  });

  test.prop([fc.anything()])("is total on anything", (input) => {
    const out = transformSearchParams(input);
    expect(Number.isInteger(out.current) && out.current >= 1 && out.current <= 1000).toBe(true);
    expect([20, 50, 100]).toContain(out.pageSize);
    expect([0, 1, 2]).toContain(out.searchType);
  });

  test.prop([
    fc.record(
      {
        page: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
        pageSize: fc.oneof(fc.integer(), fc.constantFrom("20", "50", "100", "30"), fc.string()),
        searchType: fc.oneof(fc.constantFrom("website-email", "com-all"), fc.string()),
        startTime: fc.string(),
        endTime: fc.string(),
        ids: fc.oneof(fc.string(), fc.array(fc.string())),
      },
      { requiredKeys: [] },
    ),
  ])("keeps page, page size, search type and dates within their rules", (input) => {
    const out = transformSearchParams(input);
    expect(Number.isInteger(out.current) && out.current >= 1 && out.current <= 1000).toBe(true);
    expect([20, 50, 100]).toContain(out.pageSize);
    expect([0, 1, 2]).toContain(out.searchType);
    if (out.startTime !== undefined && out.endTime !== undefined)
      expect(out.startTime <= out.endTime).toBe(true);
    for (const id of out.ids ?? []) expect(id.trim()).toBe(id);
  });
});
