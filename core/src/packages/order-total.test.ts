import { describe, expect, it } from "vitest";
import { orderTotal } from "./order-total.ts";

describe("order total", () => {
  it.each([
    ["PRO", 899],
    ["GLOBAL", 2399],
    ["PLUS", 2999],
    ["LUXURY", 4399],
    ["DELUXE", 5699],
  ])("bills %s at $%i for one year in full", (tierId, amountUsd) => {
    expect(orderTotal(tierId)).toEqual({
      ok: true,
      value: {
        tierId,
        currency: "USD",
        amountUsd,
        amountCents: amountUsd * 100,
        termMonths: 12,
        billedInFullAtStart: true,
      },
    });
  });

  it.each(["GOLD", "deluxe", "", null, { id: "PRO" }])("refuses unknown tier %j", (tierId) => {
    expect(orderTotal(tierId)).toEqual({ ok: false, error: "packages.tier.unknown" });
  });
});
