import { describe, expect, it } from "vitest";
import { afterIdle, type IdleHost } from "./idle.ts";

const fakeHost = (withIdle: boolean) => {
  const timers: { fn: () => void; ms: number }[] = [];
  const idles: (() => void)[] = [];
  const host: IdleHost = {
    setTimeout: (fn, ms) => timers.push({ fn, ms }) - 1,
    clearTimeout: () => {},
    ...(withIdle
      ? { requestIdleCallback: (fn: () => void) => idles.push(fn) - 1, cancelIdleCallback: () => {} }
      : {}),
  };
  return { host, timers, idles };
};

describe("after idle", () => {
  it("waits the delay, then for idle, then works", () => {
    const { host, timers, idles } = fakeHost(true);
    let done = 0;
    afterIdle(2000, () => done++, host);
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    timers[0]?.fn();
    expect(done).toBe(0);
    idles[0]?.();
    expect(done).toBe(1);
  });

  it("works after the delay where idle callbacks are missing", () => {
    const { host, timers } = fakeHost(false);
    let done = 0;
    afterIdle(0, () => done++, host);
    timers[0]?.fn();
    expect(done).toBe(1);
  });

  it("does nothing once cancelled", () => {
    const { host, timers, idles } = fakeHost(true);
    let done = 0;
    const cancel = afterIdle(10, () => done++, host);
    timers[0]?.fn();
    cancel();
    idles[0]?.();
    expect(done).toBe(0);
  });
});
