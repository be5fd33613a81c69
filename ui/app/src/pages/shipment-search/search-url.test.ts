import { fc, test } from "@fast-check/vitest";
import { CUSTOMS_DATASETS, ISO_COUNTRY_CODES, readTradeQuery, SHIPMENT_SEARCH_KINDS } from "@portolan/core";
import { describe, expect, it } from "vitest";
import {
  facetsRequestOf,
  filterAddress,
  formOf,
  pageAddress,
  type SearchForm,
  searchAddress,
  searchRequestOf,
  sortAddress,
  sortOf,
  withoutAddress,
} from "./search-url.ts";

const EMPTY: SearchForm = formOf(undefined);

const queryOf = (address: string) => new URLSearchParams(address.split("?")[1] ?? "");

describe("the search screen's address", () => {
  it("holds the search under the provider's names, and reads back as the same call", () => {
    const address = searchAddress(
      { ...EMPTY, datasets: ["IMP_USA_BL_SEA"], keyword: " steel chairs ", from: "2025-01-01" },
      { pageSize: "50", current: "3" },
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
      queryOf(searchAddress({ ...EMPTY, datasets: ["IMP_USA_BL_SEA"], kind, keyword, from })),
    );
    const read = readTradeQuery(request ?? {});
    if (!read.ok) return; // an HS-code search with words that are no code: refused with its own message
    expect(read.value.datasets).toEqual(["IMP_USA_BL_SEA"]);
    expect(read.value.kind).toBe(kind);
    expect(read.value.text).toBe(keyword.trim() === "" ? undefined : keyword.trim());
    expect(read.value.from).toBe(from === "" ? undefined : from);
  });

  it("holds several data sets and every filter of the form, which the provider reads", () => {
    const form: SearchForm = {
      ...EMPTY,
      datasets: ["IMP_USA_BL_SEA", "IMP_MEXICO_CD_SEA"],
      hs: "9401",
      origins: ["CN", "VN"],
      destinations: ["US"],
      ports: ["CNQIN"],
      wmin: "100",
      wmax: "2500.5",
      vmax: "90000",
    };
    const address = searchAddress(form, { sort: "weight", order: "asc" });
    expect(address).toBe(
      "/shipments/search?datasets=IMP_USA_BL_SEA%2CIMP_MEXICO_CD_SEA&kind=description&hs=9401&origin=CN%2CVN&destination=US&port=CNQIN&wmin=100&wmax=2500.5&vmax=90000&sort=weight&order=asc",
    );
    const request = searchRequestOf(queryOf(address));
    expect(formOf(request)).toEqual(form);
    expect(readTradeQuery(request ?? {})).toMatchObject({
      ok: true,
      value: {
        datasets: ["IMP_MEXICO_CD_SEA", "IMP_USA_BL_SEA"],
        hsPrefix: "9401",
        origins: ["CN", "VN"],
        destinations: ["US"],
        ports: ["CNQIN"],
        weightKg: { min: 100, max: 2500.5 },
        valueUsd: { max: 90000 },
        sort: "weight",
        descending: false,
      },
    });
  });

  it("starts the form of no search with the data sets given", () => {
    expect(formOf(undefined, ["IMP_USA_BL_SEA"])).toEqual({ ...EMPTY, datasets: ["IMP_USA_BL_SEA"] });
  });

  it("removes one value of a list filter, a whole filter, or both bounds of a range, from the first page", () => {
    const request = {
      datasets: "IMP_USA_BL_SEA",
      origin: "CN,VN",
      hs: "94",
      wmin: "1",
      wmax: "9",
      vmin: "5",
      current: "2",
    };
    expect(searchRequestOf(queryOf(withoutAddress(request, "origin", "CN")))).toEqual({
      datasets: "IMP_USA_BL_SEA",
      origin: "VN",
      hs: "94",
      wmin: "1",
      wmax: "9",
      vmin: "5",
    });
    expect(
      searchRequestOf(queryOf(withoutAddress({ ...request, origin: "VN" }, "origin", "VN")))?.origin,
    ).toBe(undefined);
    expect(searchRequestOf(queryOf(withoutAddress(request, "hs")))?.hs).toBeUndefined();
    const noWeight = searchRequestOf(queryOf(withoutAddress(request, "weight")));
    expect([noWeight?.wmin, noWeight?.wmax, noWeight?.vmin]).toEqual([undefined, undefined, "5"]);
    const noValue = searchRequestOf(queryOf(withoutAddress(request, "value")));
    expect([noValue?.wmin, noValue?.vmin]).toEqual(["1", undefined]);
  });

  const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
  const amount = fc.oneof(fc.constant(""), fc.nat({ max: 10 ** 9 }).map(String));
  const codes = (all: readonly string[]) => fc.uniqueArray(fc.constantFrom(...all), { maxLength: 4 });
  test.prop([
    fc.uniqueArray(fc.constantFrom(...CUSTOMS_DATASETS.map((d) => d.value)), { minLength: 1, maxLength: 5 }),
    fc.constantFrom(...SHIPMENT_SEARCH_KINDS),
    fc.string({ maxLength: 20 }).map((s) => s.trim()),
    fc.oneof(fc.constant(""), digits(2, 10)),
    codes(ISO_COUNTRY_CODES),
    codes(ISO_COUNTRY_CODES),
    codes(["CNQIN", "USLAX", "MXZLO", "NLRTM"]),
    fc.tuple(amount, amount, amount, amount),
  ])(
    "a form written to the address reads back as the same form (round trip)",
    (datasets, kind, keyword, hs, origins, destinations, ports, [wmin, wmax, vmin, vmax]) => {
      const form: SearchForm = {
        ...EMPTY,
        datasets,
        kind,
        keyword,
        hs,
        origins,
        destinations,
        ports,
        wmin,
        wmax,
        vmin,
        vmax,
      };
      const again = formOf(searchRequestOf(queryOf(searchAddress(form))));
      expect(again).toEqual(form);
      expect(searchAddress(again)).toBe(searchAddress(form));
    },
  );
});
