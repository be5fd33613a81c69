import { fc, test } from "@fast-check/vitest";
import { readTradeQuery, SHIPMENT_SEARCH_KINDS } from "@portolan/core";
import { describe, expect, it } from "vitest";
import {
  facetsRequestOf,
  filterAddress,
  pageAddress,
  searchAddress,
  searchRequestOf,
  sortAddress,
  sortOf,
} from "./search-url.ts";

const queryOf = (address: string) => new URLSearchParams(address.split("?")[1] ?? "");

describe("the search screen's address", () => {
  it("holds the search under the provider's names, and reads back as the same call", () => {
    const address = searchAddress(
      {
        dataset: "IMP_USA_BL_SEA",
        kind: "description",
        keyword: " steel chairs ",
        from: "2025-01-01",
        to: "",
      },
      "50",
    );
    expect(address).toBe(
      "/shipments/search?datasets=IMP_USA_BL_SEA&kind=description&keyword=steel+chairs&startTime=2025-01-01&pageSize=50",
    );
    expect(searchRequestOf(queryOf(address))).toEqual({
      datasets: "IMP_USA_BL_SEA",
      kind: "description",
      keyword: "steel chairs",
      startTime: "2025-01-01",
      pageSize: "50",
    });
  });

  it("has no search before a data set is chosen, and leaves out keys the screen does not read", () => {
    expect(searchRequestOf(new URLSearchParams(""))).toBeUndefined();
    expect(searchRequestOf(new URLSearchParams("datasets=%20&keyword=x"))).toBeUndefined();
    expect(searchRequestOf(new URLSearchParams("datasets=IMP_USA_BL_SEA&utm=1"))).toEqual({
      datasets: "IMP_USA_BL_SEA",
    });
  });

  it("moves to another page keeping everything else", () => {
    const request = { datasets: "IMP_USA_BL_SEA", keyword: "chairs", current: "1" };
    expect(searchRequestOf(queryOf(pageAddress(request, 3)))).toEqual({ ...request, current: "3" });
    expect(searchRequestOf(queryOf(pageAddress(request, 1, 100)))).toEqual({ ...request, pageSize: "100" });
  });

  it("narrows a search by a facet's filter from its first page, and widens it again", () => {
    const request = { datasets: "IMP_USA_BL_SEA", keyword: "chairs", current: "4", pageSize: "50" };
    const narrowed = searchRequestOf(queryOf(filterAddress(request, "origin", "CN")));
    expect(narrowed).toEqual({ datasets: "IMP_USA_BL_SEA", keyword: "chairs", pageSize: "50", origin: "CN" });
    expect(searchRequestOf(queryOf(filterAddress(narrowed ?? request, "origin", undefined)))).toEqual({
      datasets: "IMP_USA_BL_SEA",
      keyword: "chairs",
      pageSize: "50",
    });
    expect(readTradeQuery(narrowed ?? {})).toMatchObject({ ok: true, value: { origins: ["CN"] } });
  });

  it("orders by a column, largest first, and turns the order round on a second click", () => {
    const request = { datasets: "IMP_USA_BL_SEA", current: "3" };
    const byWeight = searchRequestOf(queryOf(sortAddress(request, "weight")));
    expect(byWeight).toEqual({ datasets: "IMP_USA_BL_SEA", sort: "weight" });
    expect(sortOf(byWeight ?? request)).toEqual({ field: "weight", descending: true });
    const ascending = searchRequestOf(queryOf(sortAddress(byWeight ?? request, "weight")));
    expect(sortOf(ascending ?? request)).toEqual({ field: "weight", descending: false });
    expect(readTradeQuery(ascending ?? {})).toMatchObject({
      ok: true,
      value: { sort: "weight", descending: false },
    });
    // Back to the default order: nothing about it in the address.
    expect(searchRequestOf(queryOf(sortAddress(request, "value")))).toEqual({
      ...{ datasets: "IMP_USA_BL_SEA" },
      sort: "value",
    });
    expect(sortOf(request)).toEqual({ field: "date", descending: true });
    expect(searchRequestOf(queryOf(sortAddress(request, "date")))).toEqual({
      datasets: "IMP_USA_BL_SEA",
      order: "asc",
    });
  });

  it("asks the facets without the page", () => {
    expect(
      facetsRequestOf({ datasets: "IMP_USA_BL_SEA", hs: "94", current: "2", pageSize: "50", sort: "weight" }),
    ).toEqual({
      datasets: "IMP_USA_BL_SEA",
      hs: "94",
    });
  });

  test.prop([
    fc.constantFrom(...SHIPMENT_SEARCH_KINDS),
    fc.string({ maxLength: 30 }),
    fc.constantFrom("", "2024-02-29", "2025-12-31"),
  ])("gives the provider a query it reads with the form's kind and words", (kind, keyword, from) => {
    const request = searchRequestOf(
      queryOf(searchAddress({ dataset: "IMP_USA_BL_SEA", kind, keyword, from, to: "" })),
    );
    const read = readTradeQuery(request ?? {});
    if (!read.ok) return; // an HS-code search with words that are no code: refused with its own message
    expect(read.value.datasets).toEqual(["IMP_USA_BL_SEA"]);
    expect(read.value.kind).toBe(kind);
    expect(read.value.text).toBe(keyword.trim() === "" ? undefined : keyword.trim());
    expect(read.value.from).toBe(from === "" ? undefined : from);
  });
});
