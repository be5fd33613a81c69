import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { MAP_COLOURS, mapClasses } from "./map-classes.ts";

describe("the world map's classes", () => {
  it("puts partners in five classes by rank, the darkest for the biggest", () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ partner: `P${i}`, value: (i + 1) * 100 }));
    const { classes, classOf } = mapClasses(rows);
    expect(classes.map((c) => [c.max, c.min])).toEqual([
      [1000, 900],
      [800, 700],
      [600, 500],
      [400, 300],
      [200, 100],
    ]);
    expect(classes[0]?.colour).toBe(MAP_COLOURS[0]);
    expect(classOf.get("P9")).toBe(0);
    expect(classOf.get("P0")).toBe(4);
  });

  it("leaves out partners without trade, and makes no more classes than partners", () => {
    const { classes, classOf } = mapClasses([
      { partner: "DE", value: 5 },
      { partner: "FR", value: 0 },
    ]);
    expect(classes).toEqual([{ colour: MAP_COLOURS[0], min: 5, max: 5 }]);
    expect(classOf.has("FR")).toBe(false);
    expect(mapClasses([]).classes).toEqual([]);
  });

  test.prop([fc.array(fc.record({ partner: fc.string({ minLength: 2, maxLength: 2 }), value: fc.nat() }))])(
    "a bigger value is never in a lighter class, and the classes' ranges never overlap",
    (rows) => {
      const unique = [...new Map(rows.map((r) => [r.partner, r])).values()];
      const { classes, classOf } = mapClasses(unique);
      for (const a of unique)
        for (const b of unique)
          if (a.value > b.value && b.value > 0)
            expect(classOf.get(a.partner) ?? 9).toBeLessThanOrEqual(classOf.get(b.partner) ?? 9);
      for (let k = 1; k < classes.length; k++)
        expect(classes[k]?.max ?? 0).toBeLessThanOrEqual(classes[k - 1]?.min ?? 0);
      expect(classOf.size).toBe(unique.filter((r) => r.value > 0).length);
    },
  );
});
