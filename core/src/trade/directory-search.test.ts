import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { composePermissionValue } from "../permissions/permission-value.ts";
import { searchTypeCode } from "../search/search-params.ts";
import {
  contactMatches,
  DIRECTORY_MATCH,
  DIRECTORY_SEARCH_TYPE,
  mayUseTradeSearch,
  readDirectorySearch,
} from "./directory-search.ts";

const US = ["IMP_USA_BL_SEA"];

describe("readDirectorySearch", () => {
  // Spec §3: website-email → 2, com-all → 0, anything else → 1.
  it.each([
    ["com-all", "all"],
    ["website-email", "contact"],
    ["name", "name"],
    [undefined, "name"],
    ["anything", "name"],
  ] as const)("searchType %s searches %s", (searchType, match) => {
    const read = readDirectorySearch({ keyword: "acme", searchType }, US);
    expect(read).toEqual({
      ok: true,
      value: { datasets: US, match, text: "acme", page: 1, pageSize: 20 },
    });
  });
  it("reads the page from current, clamps it, and lists every firm without words", () => {
    expect(readDirectorySearch({ current: "3", pageSize: "50" }, US)).toEqual({
      ok: true,
      value: { datasets: US, match: "name", page: 3, pageSize: 50 },
    });
    const far = readDirectorySearch({ current: "999999", pageSize: "7" }, US);
    expect(far.ok && [far.value.page, far.value.pageSize]).toEqual([1000, 20]);
  });
  it("needs a data set", () => {
    expect(readDirectorySearch({ keyword: "acme" }, [])).toEqual({
      ok: false,
      issues: ["trade.query.noDataset"],
    });
  });
  it("writes each kind as a searchType the transformer reads back", () => {
    for (const [match, word] of Object.entries(DIRECTORY_SEARCH_TYPE))
      expect(DIRECTORY_MATCH[searchTypeCode(word)]).toBe(match);
  });
});

describe("contactMatches", () => {
  it("finds a website as the domain of an e-mail, folded", () => {
    expect(contactMatches("OPS@ACME.EXAMPLE", "acme.example")).toBe(true);
    expect(contactMatches("ops@acme.example", "www.acme.example")).toBe(false);
    expect(contactMatches("ops@acme.example", "Ops@Acme")).toBe(true);
    expect(contactMatches("3105550123", "555")).toBe(true);
    expect(contactMatches("ops@acme.example", "!!")).toBe(false);
  });
  it("always finds a number by itself, never by nothing", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (n) => {
        expect(contactMatches(n, "")).toBe(false);
        if (/[a-z0-9]/i.test(n)) expect(contactMatches(n, n)).toBe(true);
      }),
    );
  });
});

describe("mayUseTradeSearch", () => {
  it("needs trade search (64) in the membership number", () => {
    expect(mayUseTradeSearch(composePermissionValue({ tier: "BRONZE", features: ["TRADE_SO"] }))).toBe(true);
    expect(mayUseTradeSearch(composePermissionValue({ tier: "BRONZE", features: ["TRADE_SO_PLUS"] }))).toBe(
      false,
    );
    expect(mayUseTradeSearch(2048)).toBe(false);
  });
});
