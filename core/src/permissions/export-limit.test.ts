import { describe, expect, it } from "vitest";
import { exportRowLimit } from "./export-limit.ts";

describe("export row limits (spec §6)", () => {
  it.each([
    ["admin", 0, 1000],
    ["admin", 3, 1000],
    ["superuser", 0, 1000],
    ["superuser", 8, 1000],
    ["member", 0, 20],
    ["member", 16 + 64, 20],
    ["member", 12, 20],
    ["member", 1, 1000],
    ["member", 8 + 512, 1000],
    [undefined, 0, 1000],
    [undefined, 5, 1000],
  ] as const)("%s with membership %i may export %i rows", (type, membership, limit) => {
    expect(exportRowLimit(type, membership)).toBe(limit);
  });
});
