import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { systemRandom } from "../../runtime/system-runtime.ts";
import { newOrderId } from "./order-id.ts";

describe("order ids", () => {
  it("are 12 digits not starting with 0, so the numeric path id reads back the same string", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.stringMatching(/^\d{11}$/), (first, rest) => {
        const id = newOrderId({ token: () => "", int: () => first, digits: () => rest });
        expect(id).toBe(`${first + 1}${rest}`);
        expect(String(Number(id))).toBe(id);
        expect(Number.isSafeInteger(Number(id))).toBe(true);
      }),
    );
  });

  it("do not repeat in practice", () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newOrderId(systemRandom)));
    expect(ids.size).toBe(2000);
  });
});
