import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageAddress, reportAddress, reportStateOf, searchAddress, sortAddress } from "./report-url.ts";

const stateOf = (address: string) => reportStateOf(new URLSearchParams(address.split("?")[1] ?? ""));

describe("the partners report's address", () => {
  it("holds the firm search, and reads it back", () => {
    const address = searchAddress({
      datasets: "IMP_RUSSIA_CD_DEF,EXP_TURKEY_CD_DEF",
      role: "exporter",
      words: " star ",
    });
    expect(address).toBe(
      "/shipments/partners-report?datasets=IMP_RUSSIA_CD_DEF%2CEXP_TURKEY_CD_DEF&role=exporter&q=star",
    );
    expect(stateOf(address)).toEqual({
      view: "search",
      search: { datasets: "IMP_RUSSIA_CD_DEF,EXP_TURKEY_CD_DEF", role: "exporter", words: "star" },
    });
    expect(stateOf("/shipments/partners-report")).toEqual({ view: "search", search: undefined });
    expect(stateOf("/shipments/partners-report?datasets=X&role=other&q=a")).toMatchObject({
      search: { role: "importer" },
    });
  });

  it("holds a firm's report: the order and page in the address, the default order left out", () => {
    const first = reportAddress(42, "IMP_RUSSIA_CD_DEF");
    expect(first).toBe("/shipments/partners-report?id=42&datasets=IMP_RUSSIA_CD_DEF");
    const state = stateOf(first);
    if (state.view !== "report") throw new Error("not a report");
    expect(state.order).toEqual({ field: "shipments", descending: true });
    const byValue = sortAddress(state.request, "value");
    expect(byValue).toBe("/shipments/partners-report?id=42&datasets=IMP_RUSSIA_CD_DEF&sort=value");
    const byValueState = stateOf(byValue);
    if (byValueState.view !== "report") throw new Error("not a report");
    const turned = sortAddress(byValueState.request, "value");
    expect(turned).toBe("/shipments/partners-report?id=42&datasets=IMP_RUSSIA_CD_DEF&sort=value&order=asc");
    const page3 = pageAddress(byValueState.request, 3, 50);
    expect(page3).toBe(
      "/shipments/partners-report?id=42&datasets=IMP_RUSSIA_CD_DEF&sort=value&pageSize=50&current=3",
    );
    const page3State = stateOf(page3);
    if (page3State.view !== "report") throw new Error("not a report");
    // A new order starts at the first page, and keeps the page size.
    expect(sortAddress(page3State.request, "name")).toBe(
      "/shipments/partners-report?id=42&datasets=IMP_RUSSIA_CD_DEF&sort=name&pageSize=50",
    );
  });

  it("a column clicked twice is back where it started", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("shipments", "weight", "value", "first", "last", "name" as const),
        (field) => {
          const start = stateOf(reportAddress(7, "IMP_TURKEY_CD_DEF"));
          if (start.view !== "report") throw new Error("not a report");
          const once = stateOf(sortAddress(start.request, field));
          if (once.view !== "report") throw new Error("not a report");
          const twice = stateOf(sortAddress(once.request, field));
          if (twice.view !== "report") throw new Error("not a report");
          expect(twice.order).toEqual({ field, descending: !once.order.descending });
        },
      ),
    );
  });
});
