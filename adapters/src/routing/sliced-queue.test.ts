import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type SliceHost, slicedQueue } from "./sliced-queue.ts";

/** A host whose clock advances by each item's cost as it is handled, and whose timers run on demand. */
const fakeHost = () => {
  let clock = 0;
  const timers: (() => void)[] = [];
  const host: SliceHost = { setTimeout: (fn) => timers.push(fn), now: () => clock };
  return {
    host,
    advance: (ms: number) => {
      clock += ms;
    },
    runNextTask: () => timers.shift()?.(),
    pending: () => timers.length,
  };
};

describe("sliced queue", () => {
  it("handles every item once, in order, each task within the budget but for its last item", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        (costs, budget) => {
          const { host, advance, runNextTask, pending } = fakeHost();
          const handled: number[] = [];
          const tasks: number[][] = [];
          let current: number[] = [];
          const push = slicedQueue<number>(
            (i) => {
              handled.push(i);
              current.push(costs[i] ?? 0);
              advance(costs[i] ?? 0);
            },
            budget,
            host,
          );
          for (const i of costs.keys()) push(i);
          expect(handled).toEqual([]); // nothing runs in the caller's task
          while (pending() > 0) {
            current = [];
            runNextTask();
            tasks.push(current);
          }
          expect(handled).toEqual(costs.map((_, i) => i));
          for (const task of tasks) {
            expect(task.length).toBeGreaterThan(0);
            // Every item but the last of a task started within the budget.
            expect(task.slice(0, -1).reduce((a, b) => a + b, 0)).toBeLessThan(budget);
          }
        },
      ),
    );
  });

  it("goes on past an item that throws", () => {
    const { host, runNextTask } = fakeHost();
    const handled: string[] = [];
    const push = slicedQueue<string>(
      (s) => {
        if (s === "bad") throw new Error("bad");
        handled.push(s);
      },
      5,
      host,
    );
    for (const s of ["a", "bad", "b"]) push(s);
    runNextTask();
    expect(handled).toEqual(["a", "b"]);
  });

  it("schedules one task for a burst, and a new one for items queued later", () => {
    const { host, runNextTask, pending } = fakeHost();
    const push = slicedQueue<number>(() => {}, 5, host);
    push(1);
    push(2);
    expect(pending()).toBe(1);
    runNextTask();
    expect(pending()).toBe(0);
    push(3);
    expect(pending()).toBe(1);
  });
});
