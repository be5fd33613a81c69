import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ADDRESS_ACCOUNTS_COUNTED,
  ADDRESS_MAX_DELAY_MS,
  addressAllowance,
  addressDelayMs,
  addressWaitSeconds,
} from "./login-address-throttle.ts";

const at = 1_000_000;
const failures = fc.nat({ max: 2_000 });
const accounts = fc.nat({ max: 300 });

describe("the per-address sign-in slowing", () => {
  it("allows 20 failures, 5 more per account seen there (up to 100 accounts), then waits 1 s, 2 s, 4 s … a minute", () => {
    expect([0, 1, 3, 100, 1_000].map(addressAllowance)).toEqual([20, 25, 35, 520, 520]);
    expect([20, 21, 22, 23, 26, 27, 28, 500].map((n) => addressDelayMs(n, 0))).toEqual([
      0, 1_000, 2_000, 4_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(addressDelayMs(25, 1)).toBe(0);
    expect(addressDelayMs(26, 1)).toBe(1_000);
    expect(addressAllowance(Number.NaN)).toBe(20);
    expect(addressAllowance(-4)).toBe(20);
  });

  it("counts the wait from the address's last failure, in whole seconds", () => {
    const run = { count: 22, lastAt: at };
    expect(addressWaitSeconds(run, { knownDevice: false, accountsSeen: 0 }, at)).toBe(2);
    expect(addressWaitSeconds(run, { knownDevice: false, accountsSeen: 0 }, at + 1_500)).toBe(1);
    expect(addressWaitSeconds(run, { knownDevice: false, accountsSeen: 0 }, at + 2_000)).toBe(0);
    expect(addressWaitSeconds(run, { knownDevice: false, accountsSeen: 1 }, at)).toBe(0);
  });

  test.prop([failures, failures, accounts])("more failures never wait less", (a, b, seen) => {
    const [low, high] = a <= b ? [a, b] : [b, a];
    expect(addressDelayMs(low, seen)).toBeLessThanOrEqual(addressDelayMs(high, seen));
    const run = (count: number) => ({ count, lastAt: at });
    const attempt = { knownDevice: false, accountsSeen: seen };
    expect(addressWaitSeconds(run(low), attempt, at)).toBeLessThanOrEqual(
      addressWaitSeconds(run(high), attempt, at),
    );
  });

  test.prop([failures, accounts, accounts])(
    "more accounts seen at the address never lower its allowance nor lengthen a wait",
    (count, a, b) => {
      const [fewer, more] = a <= b ? [a, b] : [b, a];
      expect(addressAllowance(fewer)).toBeLessThanOrEqual(addressAllowance(more));
      expect(addressDelayMs(count, more)).toBeLessThanOrEqual(addressDelayMs(count, fewer));
      if (more > fewer && fewer < ADDRESS_ACCOUNTS_COUNTED)
        expect(addressAllowance(more)).toBeGreaterThan(addressAllowance(fewer));
    },
  );

  test.prop([failures, accounts, fc.integer({ min: 0, max: 10_000_000 }), fc.nat({ max: 10_000_000 })])(
    "a known browser never waits; any other waits at most a minute, never a refusal",
    (count, seen, lastAt, later) => {
      const run = { count, lastAt };
      expect(addressWaitSeconds(run, { knownDevice: true, accountsSeen: seen }, lastAt + later)).toBe(0);
      const wait = addressWaitSeconds(run, { knownDevice: false, accountsSeen: seen }, lastAt + later);
      expect(wait).toBeLessThanOrEqual(ADDRESS_MAX_DELAY_MS / 1000);
      expect(
        addressWaitSeconds(run, { knownDevice: false, accountsSeen: seen }, lastAt + later + 60_000),
      ).toBe(0);
    },
  );
});
