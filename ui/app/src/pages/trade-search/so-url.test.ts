import { describe, expect, it } from "vitest";
import { matchOf, soAddress, soPageAddress, soRequestOf } from "./so-url.ts";

describe("trade search's address", () => {
  it("writes each kind as the transformer's searchType and reads it back", () => {
    for (const match of ["all", "name", "contact"] as const) {
      const address = soAddress(" acme ", match);
      expect(matchOf(soRequestOf(new URLSearchParams(address.split("?")[1])))).toBe(match);
    }
    expect(soAddress("acme", "all")).toBe("/so?keyword=acme&searchType=com-all");
    expect(soAddress("acme.example", "contact", "50")).toBe(
      "/so?keyword=acme.example&searchType=website-email&pageSize=50",
    );
    expect(soAddress("", "name")).toBe("/so");
  });
  it("pages, leaving the first page out", () => {
    expect(soPageAddress({ keyword: "a", current: "3" }, 1)).toBe("/so?keyword=a");
    expect(soPageAddress({ keyword: "a" }, 2, 50)).toBe("/so?keyword=a&current=2&pageSize=50");
  });
});
