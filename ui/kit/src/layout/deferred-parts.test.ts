import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createPartsTracker, PART_ATTRIBUTE, type PartName, partRoot } from "./deferred-parts.ts";

const NAMES: readonly PartName[] = ["header", "footer", "widgets"];

/** Lets settled promises run their callbacks (microtasks only: cheap enough for hundreds of runs). */
const tick = async () => {
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
};

/** What the promise resolved to once pending callbacks have run, or "pending". */
const outcome = async (promise: Promise<boolean>): Promise<boolean | "pending"> => {
  let result: boolean | "pending" = "pending";
  void promise.then((value) => {
    result = value;
  });
  await tick();
  return result;
};

describe("the frame's deferred parts", () => {
  it("nothing waits while no part is pending", async () => {
    const parts = createPartsTracker();
    expect(await outcome(parts.whenHydrated())).toBe(true);
  });

  it("a wait ends only once every pending part has settled", async () => {
    const parts = createPartsTracker();
    parts.pending("header");
    parts.pending("footer");
    const waiting = parts.whenHydrated();
    parts.settled("header");
    expect(await outcome(waiting)).toBe("pending");
    parts.settled("footer");
    expect(await outcome(waiting)).toBe(true);
  });

  it("once the parts are unavailable, every wait ends with false, and later parts are not awaited", async () => {
    const parts = createPartsTracker();
    parts.pending("header");
    const waiting = parts.whenHydrated();
    parts.unavailable();
    expect(await outcome(waiting)).toBe(false);
    parts.pending("footer");
    expect(await outcome(parts.whenHydrated())).toBe(false);
  });

  it("law: a wait ends with true exactly when no part is pending any more, with false once the parts are unavailable", async () => {
    const step = fc.record({
      op: fc.constantFrom("pending", "settled", "wait", "wait", "unavailable"),
      name: fc.constantFrom(...NAMES),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const parts = createPartsTracker();
        const pending = new Set<PartName>();
        let unavailable = false;
        // The model: a wait ends with true once no part is pending (at its start or later), with
        // false when the parts become unavailable first.
        const waits: { result: () => boolean | "pending"; expected: boolean | "pending" }[] = [];
        for (const { op, name } of steps) {
          if (op === "pending") {
            parts.pending(name);
            if (!unavailable) pending.add(name);
          } else if (op === "settled") {
            parts.settled(name);
            pending.delete(name);
          } else if (op === "unavailable") {
            parts.unavailable();
            unavailable = true;
            pending.clear();
            for (const w of waits) if (w.expected === "pending") w.expected = false;
          } else {
            let result: boolean | "pending" = "pending";
            void parts.whenHydrated().then((value) => {
              result = value;
            });
            waits.push({ result: () => result, expected: unavailable ? false : "pending" });
          }
          if (!unavailable && pending.size === 0)
            for (const w of waits) if (w.expected === "pending") w.expected = true;
          await tick();
          expect(waits.map((w) => w.result())).toEqual(waits.map((w) => w.expected));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("marks a part's root element with its name", () => {
    expect(partRoot("footer")).toEqual({ [PART_ATTRIBUTE]: "footer" });
  });
});
