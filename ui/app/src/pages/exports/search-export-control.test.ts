// The search screen's export starts at the first match: the page on screen and its size are dropped
// from what it asks for (D321), every filter kept.
import { describe, expect, it } from "vitest";
import { exportedQuery } from "./search-export-control.tsx";

describe("exportedQuery", () => {
  it("drops the page and its size, keeps the filters", () => {
    expect(
      exportedQuery({
        datasets: "IMP_USA_BL_SEA",
        keyword: "chairs",
        current: "3",
        pageSize: "50",
        sort: "value",
      }),
    ).toEqual({ datasets: "IMP_USA_BL_SEA", keyword: "chairs", sort: "value" });
  });
});
