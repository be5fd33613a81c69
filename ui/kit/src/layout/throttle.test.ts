import { RESIZE_SCROLL_THROTTLE_MS } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { type Timers, throttle } from "./throttle.ts";

const fakeTimers = () => {
  let now = 0;
  let queue: { at: number; fn: () => void }[] = [];
  const timers: Timers = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const t = { at: now + ms, fn };
      queue.push(t);
      return t;
    },
    clearTimeout: (t) => {
      queue = queue.filter((q) => q !== (t as unknown));
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const t of queue.filter((q) => q.at <= now)) {
      queue = queue.filter((q) => q !== t);
      t.fn();
    }
  };
  return { timers, advance };
};

describe("throttle", () => {
  it("runs at once, folds calls inside the interval into one trailing run", () => {
    const { timers, advance } = fakeTimers();
    let runs = 0;
    const f = throttle(() => runs++, RESIZE_SCROLL_THROTTLE_MS, timers);
    f();
    expect(runs).toBe(1);
    f();
    f();
    advance(100);
    f();
    expect(runs).toBe(1);
    advance(200);
    expect(runs).toBe(2);
    advance(1000);
    expect(runs).toBe(2);
    f();
    expect(runs).toBe(3);
  });

  it("drops the trailing run when cancelled", () => {
    const { timers, advance } = fakeTimers();
    let runs = 0;
    const f = throttle(() => runs++, 300, timers);
    f();
    f();
    f.cancel();
    advance(1000);
    expect(runs).toBe(1);
  });
});
