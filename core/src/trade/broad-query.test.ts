import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXACT_COUNT_LIMIT, PAGE_SIZE_CHOICES } from "../constants/paging.ts";
import { broadQueryRefusal, shipmentPages } from "./broad-query.ts";

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

describe("shipmentPages", () => {
  it("says the last page a broad search can open, not the 1,000 of the page cap (issue 31 item 12)", () => {
    expect(shipmentPages(2_280, 20)).toEqual({ last: 114, capped: false, broad: false });
    expect(shipmentPages(10_000, 20)).toEqual({ last: 500, capped: false, broad: false });
    expect(shipmentPages(10_001, 20)).toEqual({ last: 500, capped: true, broad: true });
    expect(shipmentPages(1_200_000, 20)).toEqual({ last: 500, capped: true, broad: true });
    expect(shipmentPages(1_200_000, 100)).toEqual({ last: 100, capped: true, broad: true });
    expect(shipmentPages(0, 50)).toEqual({ last: 1, capped: false, broad: false });
  });
  it("offers exactly the pages the engine answers: the last is answered, the next refused or empty", () => {
    fc.assert(
      fc.property(fc.nat(5_000_000), fc.constantFrom(...PAGE_SIZE_CHOICES), (total, pageSize) => {
        const { last, capped } = shipmentPages(total, pageSize);
        const refused = (page: number) =>
          total > EXACT_COUNT_LIMIT && broadQueryRefusal({ ...newest, page, pageSize }) !== undefined;
        expect(refused(last)).toBe(false);
        expect(refused(last + 1) || (last * pageSize >= total && !capped)).toBe(true);
        expect(capped).toBe(last * pageSize < total);
      }),
    );
  });
});
