import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { comparePartnerRows, readStatsPartnerOrder, type SortablePartner } from "./stats-order.ts";

const row = (
  partner: string,
  value: number,
  change: number | null,
  extra: Partial<SortablePartner> = {},
): SortablePartner => ({
  partner,
  value,
  valueYearEarlier: 0,
  change,
  ...extra,
});

describe("the partner table's order", () => {
  it("reads value first, biggest first; share as value; partner codes A to Z", () => {
    expect(readStatsPartnerOrder(undefined, undefined)).toEqual({ sort: "value", descending: true });
    expect(readStatsPartnerOrder("share", "asc")).toEqual({ sort: "value", descending: false });
    expect(readStatsPartnerOrder("partner", "")).toEqual({ sort: "partner", descending: false });
    expect(readStatsPartnerOrder("partner", "desc")).toEqual({ sort: "partner", descending: true });
    expect(readStatsPartnerOrder("nonsense", "DESC")).toEqual({ sort: "value", descending: true });
  });

  it("puts a change of null below every number, and breaks ties by code", () => {
    const rows = [row("US", 5, null), row("DE", 5, 0.1), row("CN", 9, -0.2), row("AU", 5, 0.1)];
    const by = (sort: string, order?: string) =>
      [...rows].sort(comparePartnerRows(readStatsPartnerOrder(sort, order))).map((r) => r.partner);
    expect(by("value")).toEqual(["CN", "AU", "DE", "US"]);
    expect(by("change")).toEqual(["AU", "DE", "CN", "US"]);
    expect(by("change", "asc")).toEqual(["US", "CN", "AU", "DE"]);
    expect(by("partner")).toEqual(["AU", "CN", "DE", "US"]);
    const q = [row("A", 1, 0, { quantity: 3, netWeight: 1 }), row("B", 1, 0, { netWeight: 2 })];
    expect(
      [...q].sort(comparePartnerRows({ sort: "quantity", descending: true })).map((r) => r.partner),
    ).toEqual(["A", "B"]);
    expect(
      [...q].sort(comparePartnerRows({ sort: "netWeight", descending: true })).map((r) => r.partner),
    ).toEqual(["B", "A"]);
  });

  it("is one order whatever order the rows come in", () => {
    const arb = fc.uniqueArray(
      fc.record({
        partner: fc.stringMatching(/^[A-Z]{2}$/),
        value: fc.integer({ min: 0, max: 5 }),
        valueYearEarlier: fc.integer({ min: 0, max: 5 }),
        change: fc.option(fc.integer({ min: -2, max: 2 }), { nil: null }),
      }),
      { selector: (r) => r.partner },
    );
    fc.assert(
      fc.property(
        arb,
        fc.constantFrom("value", "change", "partner", "valueYearEarlier"),
        fc.boolean(),
        (rows, sort, asc) => {
          const cmp = comparePartnerRows(readStatsPartnerOrder(sort, asc ? "asc" : "desc"));
          const once = [...rows].sort(cmp);
          expect([...rows].reverse().sort(cmp)).toEqual(once);
        },
      ),
    );
  });
});
