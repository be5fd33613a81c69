import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXACT_COUNT_LIMIT, PAGE_SIZE_CHOICES } from "../constants/paging.ts";
import { broadQueryRefusal } from "./broad-query.ts";

const newest = { sort: "date", descending: true } as const;

describe("broadQueryRefusal", () => {
  it("answers the first pages newest first", () => {
    expect(broadQueryRefusal({ ...newest, page: 1, pageSize: 20 })).toBeUndefined();
    expect(broadQueryRefusal({ ...newest, page: EXACT_COUNT_LIMIT / 100, pageSize: 100 })).toBeUndefined();
  });
  it("refuses a page past the first EXACT_COUNT_LIMIT shipments, whatever its size", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom(...PAGE_SIZE_CHOICES),
        (page, pageSize) => {
          const refusal = broadQueryRefusal({ ...newest, page, pageSize });
          expect(refusal === "errors.trade.broadPage").toBe(page * pageSize > EXACT_COUNT_LIMIT);
        },
      ),
    );
  });
  it("refuses any other order", () => {
    expect(broadQueryRefusal({ sort: "date", descending: false, page: 1, pageSize: 20 })).toBe(
      "errors.trade.broadSort",
    );
    expect(broadQueryRefusal({ sort: "weight", descending: true, page: 1, pageSize: 20 })).toBe(
      "errors.trade.broadSort",
    );
    expect(broadQueryRefusal({ sort: "value", descending: true, page: 1, pageSize: 20 })).toBe(
      "errors.trade.broadSort",
    );
  });
});
