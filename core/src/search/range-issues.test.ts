import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { readTradeQuery } from "../trade/trade-query.ts";
import { rangeIssue, readAmount } from "./range-issues.ts";
import { searchMessages } from "./search-messages.ts";

describe("the form's weight and value ranges", () => {
  it("reads plain decimal numbers; nothing is no bound", () => {
    expect(readAmount(" 1000 ")).toBe(1000);
    expect(readAmount("2.5")).toBe(2.5);
    expect(readAmount("")).toBeUndefined();
    expect(readAmount("1,000")).toBe("invalid");
    expect(readAmount("-5")).toBe("invalid");
    expect(readAmount("ten")).toBe("invalid");
    expect(readAmount("1e5")).toBe("invalid");
    expect(readAmount("2000000000000")).toBe("invalid");
  });

  it("says a bound is no number before it says the range is backwards", () => {
    expect(rangeIssue("", "")).toBeUndefined();
    expect(rangeIssue("10", "")).toBeUndefined();
    expect(rangeIssue("10", "10")).toBeUndefined();
    expect(rangeIssue("500", "10")).toBe("search.range.reversed");
    expect(rangeIssue("abc", "10")).toBe("search.range.notNumber");
    expect(rangeIssue("", "x")).toBe("search.range.notNumber");
    expect(searchMessages["search.range.reversed"]).toBe("The minimum must not be above the maximum.");
  });

  test.prop([fc.nat({ max: 10 ** 9 }), fc.nat({ max: 10 ** 9 })])(
    "a range the form accepts is the range the provider reads",
    (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(rangeIssue(String(lo), String(hi))).toBeUndefined();
      const read = readTradeQuery({ datasets: "IMP_USA_BL_SEA", wmin: String(lo), wmax: String(hi) });
      expect(read.ok && read.value.weightKg).toEqual({ min: lo, max: hi });
    },
  );
});
