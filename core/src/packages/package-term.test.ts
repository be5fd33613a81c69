import { describe, expect, it } from "vitest";
import { isPackageActive, packageExpiry } from "./package-term.ts";

const at = (iso: string) => Date.parse(iso);

describe("package term", () => {
  it("ends 12 calendar months after purchase", () => {
    expect(packageExpiry(at("2024-06-10T08:00:00Z"))).toBe(at("2025-06-10T08:00:00Z"));
    expect(packageExpiry(at("2024-02-29T08:00:00Z"))).toBe(at("2025-02-28T08:00:00Z"));
  });

  it("is active from purchase until expiry", () => {
    const start = at("2024-06-10T08:00:00Z");
    expect(isPackageActive(start, start - 1)).toBe(false);
    expect(isPackageActive(start, start)).toBe(true);
    expect(isPackageActive(start, at("2025-06-10T07:59:59.999Z"))).toBe(true);
    expect(isPackageActive(start, at("2025-06-10T08:00:00Z"))).toBe(false);
  });
});
