import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isNoticeFailure, LOGIN_MAX_DELAY_MS, loginDelayMs, loginWaitSeconds } from "./login-throttle.ts";

describe("login throttle", () => {
  it("costs nothing for three failures, then 2 s, 4 s, 8 s … up to 5 minutes", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(loginDelayMs)).toEqual([0, 0, 0, 0, 2000, 4000, 8000, 16000]);
    expect(loginDelayMs(50)).toBe(LOGIN_MAX_DELAY_MS);
    expect(loginDelayMs(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it("counts the wait from the last failure, in whole seconds", () => {
    const at = 1_000_000;
    expect(loginWaitSeconds({ count: 5, lastAt: at }, at)).toBe(4);
    expect(loginWaitSeconds({ count: 5, lastAt: at }, at + 3_500)).toBe(1);
    expect(loginWaitSeconds({ count: 5, lastAt: at }, at + 4_000)).toBe(0);
    expect(loginWaitSeconds({ count: 2, lastAt: at }, at)).toBe(0);
  });

  it("tells the owner once per run, at the fifth failure", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].filter(isNoticeFailure)).toEqual([5]);
  });

  test.prop([fc.nat({ max: 200 }), fc.nat({ max: 200 })])(
    "more failures never wait less, and never longer than the cap",
    (a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(loginDelayMs(low)).toBeLessThanOrEqual(loginDelayMs(high));
      expect(loginDelayMs(high)).toBeLessThanOrEqual(LOGIN_MAX_DELAY_MS);
    },
  );

  test.prop([fc.nat({ max: 60 }), fc.integer({ min: 0, max: 10_000_000 }), fc.nat({ max: 10_000_000 })])(
    "the wait only shrinks as time passes",
    (count, lastAt, later) => {
      expect(loginWaitSeconds({ count, lastAt }, lastAt + later)).toBeLessThanOrEqual(
        loginWaitSeconds({ count, lastAt }, lastAt),
      );
    },
  );
});
