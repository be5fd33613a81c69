import { test as fcTest } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flagsToBits } from "../datasets/ownership-bits.ts";
import {
  parseQueryString,
  quickSearchAddress,
  savedSearchAddress,
  savedSearchQuery,
} from "./saved-search.ts";

describe("parseQueryString", () => {
  it("reads pairs, a leading ?, + as space, the first of a repeated key, and skips bad escapes", () => {
    expect(parseQueryString("?a=1&b=x+y%2Cz&a=2&c&&d=%E0%A4%A&e=%E4%BD%A0")).toEqual({
      a: "1",
      b: "x y,z",
      c: "",
      e: "你",
    });
  });
});

describe("savedSearchQuery", () => {
  it("writes a search one way: the page, page size and order left out, codes sorted", () => {
    const a = savedSearchQuery(
      "datasets=IMP_USA_BL_SEA%2Cimp_mexico_cd_sea&kind=description&keyword=chairs&current=3&pageSize=50&sort=weight&order=asc",
    );
    expect(a).toBe("datasets=IMP_MEXICO_CD_SEA%2CIMP_USA_BL_SEA&keyword=chairs");
    expect(savedSearchQuery({ datasets: "IMP_MEXICO_CD_SEA,IMP_USA_BL_SEA", keyword: " chairs " })).toBe(a);
  });

  it("keeps what is searched: kind, dates, filters, ranges", () => {
    expect(
      savedSearchQuery(
        "datasets=IMP_USA_BL_SEA&kind=importer&keyword=acme+co&startTime=2026-02-01&endTime=2026-01-01&origin=cn&port=USLAX&wmin=10",
      ),
    ).toBe(
      "datasets=IMP_USA_BL_SEA&kind=importer&keyword=acme%20co&startTime=2026-01-01&endTime=2026-02-01&origin=CN&port=USLAX&wmin=10",
    );
  });

  it("is undefined for what is no search", () => {
    expect(savedSearchQuery("keyword=chairs")).toBeUndefined();
    expect(savedSearchQuery("datasets=IMP_USA_BL_SEA&kind=cheapest")).toBeUndefined();
    expect(savedSearchQuery("")).toBeUndefined();
  });

  it("is no search to save when a filter cannot be read (D332)", () => {
    expect(savedSearchQuery({ datasets: "IMP_USA_BL_SEA", startTime: "not a date" })).toBeUndefined();
    expect(savedSearchQuery({ datasets: "IMP_USA_BL_SEA", wmin: "1,000" })).toBeUndefined();
  });

  it("opens on the search screen", () => {
    expect(savedSearchAddress("datasets=IMP_USA_BL_SEA")).toBe("/shipments/search?datasets=IMP_USA_BL_SEA");
  });

  const dataset = fc.constantFrom(
    "IMP_USA_BL_SEA",
    "EXP_USA_BL_SEA",
    "IMP_MEXICO_CD_SEA",
    "imp_india_cd_def",
  );
  const params = fc.record(
    {
      datasets: fc.array(dataset, { minLength: 1, maxLength: 3 }).map((d) => d.join(",")),
      kind: fc.constantFrom("description", "importer", "exporter"),
      keyword: fc.string({ maxLength: 12 }),
      startTime: fc.constantFrom("2025-01-01", "2026-06-30"),
      // The view (page, size, order) is not saved: a page past the cap does not stop a save.
      current: fc.integer({ min: 1, max: 2000 }).map(String),
      sort: fc.constantFrom("date", "weight", "value"),
      order: fc.constantFrom("asc", "desc"),
    },
    { requiredKeys: ["datasets"] },
  );
  fcTest.prop([params])("is a fixed point: its own form reads back to itself", (raw) => {
    const once = savedSearchQuery(raw) as string;
    expect(once).toBeDefined();
    expect(savedSearchQuery(once)).toBe(once);
    expect(once).not.toMatch(/current=|pageSize=|sort=|order=/);
  });
});

describe("quickSearchAddress (the dashboard's search box)", () => {
  const owning = (...codes: string[]) =>
    flagsToBits({ customs: Object.fromEntries(codes.map((c) => [c, true])), ship: true, transit: false });

  it("searches the words as goods over every owned data set, ship data included (D344)", () => {
    // UK enterprise data carries no goods text: it goes along, and the search screen names it as left out.
    const bits = owning("IMP_USA_BL_SEA", "EXP_USA_BL_SEA", "IMP_MEXICO_CD_SEA", "IMP_UK_ED_DEF");
    const address = quickSearchAddress("  office   chairs ", bits) as string;
    const params = new URLSearchParams(address.split("?")[1]);
    expect(address.startsWith("/shipments/search?")).toBe(true);
    expect(params.get("keyword")).toBe("office chairs");
    const datasets = params.get("datasets")?.split(",") ?? [];
    expect(datasets).toEqual(
      expect.arrayContaining(["IMP_USA_BL_SEA", "IMP_UK_ED_DEF", "SHIP_US", "SHIP_NZ"]),
    );
    expect(datasets).toHaveLength(4 + 43);
    expect(datasets).not.toContain("TRANSIT_EURASIAN");
  });

  it("is undefined without words or without a data set", () => {
    expect(quickSearchAddress("   ", owning("IMP_USA_BL_SEA"))).toBeUndefined();
    const only = (...codes: string[]) =>
      flagsToBits({ customs: Object.fromEntries(codes.map((c) => [c, true])), ship: false, transit: false });
    expect(quickSearchAddress("chairs", only())).toBeUndefined();
    expect(quickSearchAddress("chairs", only("IMP_UK_ED_DEF"))).toBeUndefined();
    // Ship data alone is enough: its bills carry goods text.
    expect(quickSearchAddress("chairs", owning())).toContain("SHIP_US");
    expect(quickSearchAddress("chairs", "not bits")).toBeUndefined();
  });
});
