import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requestHash } from "./request-hash.ts";

describe("request hash", () => {
  it("is the same for the same body in any key order, and differs for a different body", () => {
    expect(requestHash({ orderId: "1", providerOrderId: "A" })).toBe(
      requestHash({ providerOrderId: "A", orderId: "1" }),
    );
    expect(requestHash({ tierId: "PRO" })).not.toBe(requestHash({ tierId: "PLUS" }));
    expect(requestHash({ tierId: "PRO" })).toMatch(/^[0-9a-f]{64}$/);
  });

  it("ignores key order at every depth (property)", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const reversed = Object.fromEntries(Object.entries(value).reverse());
        expect(requestHash(reversed)).toBe(requestHash(value));
      }),
    );
  });
});
