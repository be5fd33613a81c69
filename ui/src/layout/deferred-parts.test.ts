import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import type { PartName } from "./deferred-parts.ts";

const NAMES: readonly PartName[] = ["header", "footer", "widgets"];

/** A fresh copy of the module (its state is the page's). */
const fresh = async () => {
  vi.resetModules();
  return import("./deferred-parts.ts");
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

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
    const parts = await fresh();
    expect(await outcome(parts.whenPartsHydrated())).toBe(true);
  });

  it("a wait ends only once every pending part has settled", async () => {
    const parts = await fresh();
    parts.partPending("header");
    parts.partPending("footer");
    const waiting = parts.whenPartsHydrated();
    parts.partSettled("header");
    expect(await outcome(waiting)).toBe("pending");
    parts.partSettled("footer");
    expect(await outcome(waiting)).toBe(true);
  });

  it("once the parts are unavailable, every wait ends with false, and later parts are not awaited", async () => {
    const parts = await fresh();
    parts.partPending("header");
    const waiting = parts.whenPartsHydrated();
    parts.partsUnavailable();
    expect(await outcome(waiting)).toBe(false);
    parts.partPending("footer");
    expect(await outcome(parts.whenPartsHydrated())).toBe(false);
  });

  it("law: a wait ends with true exactly when no part is pending any more, with false once the parts are unavailable", async () => {
    const step = fc.record({
      op: fc.constantFrom("pending", "settled", "wait", "wait", "unavailable"),
      name: fc.constantFrom(...NAMES),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const parts = await fresh();
        const pending = new Set<PartName>();
        let unavailable = false;
        // The model: a wait ends with true once no part is pending (at its start or later), with
        // false when the parts become unavailable first.
        const waits: { result: () => boolean | "pending"; expected: boolean | "pending" }[] = [];
        for (const { op, name } of steps) {
          if (op === "pending") {
            parts.partPending(name);
            if (!unavailable) pending.add(name);
          } else if (op === "settled") {
            parts.partSettled(name);
            pending.delete(name);
          } else if (op === "unavailable") {
            parts.partsUnavailable();
            unavailable = true;
            pending.clear();
            for (const w of waits) if (w.expected === "pending") w.expected = false;
          } else {
            let result: boolean | "pending" = "pending";
            void parts.whenPartsHydrated().then((value) => {
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

  it("marks a part's root element with its name", async () => {
    const parts = await fresh();
    expect(parts.partRoot("footer")).toEqual({ [parts.PART_ATTRIBUTE]: "footer" });
  });
});
