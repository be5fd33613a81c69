import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mulberry32 } from "./prng.ts";
import { isValidContainerNumber, isValidImo, makeContainerNumber, makeImo } from "./transport-ids.ts";

describe("check digits", () => {
  it("accepts the published examples and refuses a changed digit", () => {
    // ISO 6346's example container and the IMO's example ship number.
    expect(isValidContainerNumber("CSQU3054383")).toBe(true);
    expect(isValidContainerNumber("CSQU3054384")).toBe(false);
    expect(isValidImo("9074729")).toBe(true);
    expect(isValidImo("9074728")).toBe(false);
    expect(isValidImo("907472")).toBe(false);
  });

  it("generates only valid numbers", () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom("MSC", "HLX", "ZIM"), (seed, owner) => {
        const rng = mulberry32(seed);
        expect(isValidImo(makeImo(rng))).toBe(true);
        const container = makeContainerNumber(rng, owner);
        expect(container.startsWith(`${owner}U`)).toBe(true);
        expect(isValidContainerNumber(container)).toBe(true);
      }),
    );
  });
});
