import { describe, expect, it } from "vitest";
import { unitName } from "./unit-name.ts";

describe("a quantity's unit", () => {
  it("names kilograms in the page's words, whatever the source wrote, and keeps other units", () => {
    const translate = (m: { id: string; message?: string }) => `«${m.message ?? m.id}»`;
    for (const unit of ["kg", "千克", " 公斤 "]) expect(unitName(unit, translate)).toBe("«kg»");
    for (const unit of ["台", "u", "m2", ""]) expect(unitName(unit, translate)).toBe(unit);
  });
});
