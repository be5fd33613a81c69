import { describe, expect, it } from "vitest";
import { mayPrefetch } from "./prefetch-policy.ts";

describe("prefetch policy", () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: "4g" }, true],
    [{ effectiveType: "3g", saveData: false }, true],
    [{ effectiveType: "2g" }, false],
    [{ effectiveType: "slow-2g" }, false],
    [{ effectiveType: "4g", saveData: true }, false],
  ])("connection %o allows prefetching: %s", (connection, allowed) => {
    expect(mayPrefetch(connection)).toBe(allowed);
  });
});
