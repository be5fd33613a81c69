import { describe, expect, it } from "vitest";
import { qrModuleDark, qrPlaceholderSrc } from "./qr-placeholder.ts";

describe("QR placeholder", () => {
  it("draws the three finder squares: dark ring, light ring, dark core, light separator", () => {
    for (const [ox, oy] of [
      [0, 0],
      [14, 0],
      [0, 14],
    ] as const) {
      expect(qrModuleDark(ox, oy)).toBe(true);
      expect(qrModuleDark(ox + 1, oy + 1)).toBe(false);
      expect(qrModuleDark(ox + 3, oy + 3)).toBe(true);
    }
    expect(qrModuleDark(7, 0)).toBe(false);
    expect(qrModuleDark(13, 0)).toBe(false);
  });

  it("is an SVG data address", () => {
    expect(qrPlaceholderSrc()).toMatch(/^data:image\/svg\+xml,%3Csvg/);
  });
});
