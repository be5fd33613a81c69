import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import type { PartName } from "./deferred-parts.ts";

const NAMES: readonly PartName[] = ["header", "footer", "widgets"];

/** A fresh copy of the module (its state is the page's). */
const fresh = async () => {
  vi.resetModules();
  return import("./deferred-parts.ts");
};

/** Whether the promise has resolved once pending callbacks have run. */
const settledNow = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe("the frame's deferred parts", () => {
  it("nothing waits while no part is pending", async () => {
    const parts = await fresh();
    expect(await settledNow(parts.whenPartsHydrated())).toBe(true);
  });

  it("a wait ends only once every pending part has settled", async () => {
    const parts = await fresh();
    parts.partPending("header");
    parts.partPending("footer");
    const waiting = parts.whenPartsHydrated();
    parts.partSettled("header");
    expect(await settledNow(waiting)).toBe(false);
    parts.partSettled("footer");
    expect(await settledNow(waiting)).toBe(true);
  });

  it("law: a wait started at any point ends exactly when no part is pending any more", async () => {
    const step = fc.record({
      op: fc.constantFrom("pending", "settled", "wait"),
      name: fc.constantFrom(...NAMES),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const parts = await fresh();
        const pending = new Set<PartName>();
        // The model: a wait ends once no part is pending, at its start or at any moment after.
        const waits: { ended: () => boolean; expected: boolean }[] = [];
        for (const { op, name } of steps) {
          if (op === "pending") {
            parts.partPending(name);
            pending.add(name);
          } else if (op === "settled") {
            parts.partSettled(name);
            pending.delete(name);
          } else {
            let ended = false;
            void parts.whenPartsHydrated().then(() => {
              ended = true;
            });
            waits.push({ ended: () => ended, expected: false });
          }
          if (pending.size === 0) for (const w of waits) w.expected = true;
          await new Promise((resolve) => setTimeout(resolve, 0));
          expect(waits.map((w) => w.ended())).toEqual(waits.map((w) => w.expected));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("marks a part's root element with its name", async () => {
    const parts = await fresh();
    expect(parts.partRoot("footer")).toEqual({ [parts.PART_ATTRIBUTE]: "footer" });
  });
});
