import { DEFAULT_BUYER_ORDER } from "@portolan/core";
import { describe, expect, it } from "vitest";
import {
  buyerAddress,
  buyerForwardersAddress,
  buyerPageAddress,
  buyerRequestOf,
  buyerSortAddress,
} from "./buyer-url.ts";

describe("buyer search's address", () => {
  it("reads the known parameters and writes them back in a fixed order", () => {
    const request = buyerRequestOf(new URLSearchParams("country=US&keyword=%20chairs%20&x=1&hs="));
    expect(request).toEqual({ country: "US", keyword: "chairs" });
    expect(buyerAddress(request)).toBe("/buyer?keyword=chairs&country=US");
    expect(buyerAddress({})).toBe("/buyer");
    expect(buyerRequestOf(new URLSearchParams(buyerAddress(request).split("?")[1]))).toEqual(request);
  });
  it("orders by a column from the first page, turning the column round on a second click", () => {
    const request = { keyword: "chairs", current: "3" };
    expect(buyerSortAddress(request, DEFAULT_BUYER_ORDER, "last")).toBe("/buyer?keyword=chairs&sort=last");
    expect(buyerSortAddress(request, DEFAULT_BUYER_ORDER, "shipments")).toBe(
      "/buyer?keyword=chairs&order=asc",
    );
    expect(buyerSortAddress(request, { field: "name", descending: false }, "name")).toBe(
      "/buyer?keyword=chairs&sort=name&order=desc",
    );
  });
  it("pages, leaving the first page out of the address", () => {
    expect(buyerPageAddress({ keyword: "a", current: "2" }, 1)).toBe("/buyer?keyword=a");
    expect(buyerPageAddress({ keyword: "a" }, 4, 50)).toBe("/buyer?keyword=a&current=4&pageSize=50");
  });
  it("shows or leaves out forwarders from the first page, keeping the rest of the search (D310)", () => {
    const request = { keyword: "chairs", current: "3", sort: "last" };
    const shown = buyerForwardersAddress(request, true);
    expect(shown).toBe("/buyer?keyword=chairs&sort=last&forwarders=include");
    const back = buyerRequestOf(new URLSearchParams(shown.split("?")[1]));
    expect(back.forwarders).toBe("include");
    expect(buyerForwardersAddress(back, false)).toBe("/buyer?keyword=chairs&sort=last");
  });
});
