import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numberPlaceholders, placeholders } from "./placeholders.ts";

describe("numberPlaceholders", () => {
  it("numbers each ? in order", () => {
    expect(numberPlaceholders("SELECT * FROM t WHERE a = ? AND b IN (?, ?)")).toBe(
      "SELECT * FROM t WHERE a = $1 AND b IN ($2, $3)",
    );
  });

  it("leaves a ? inside quoted text or a quoted identifier alone", () => {
    expect(numberPlaceholders(`SELECT '?', "a?" FROM t WHERE x = ? AND y = 'it''s ?'`)).toBe(
      `SELECT '?', "a?" FROM t WHERE x = $1 AND y = 'it''s ?'`,
    );
  });

  it("makes as many parameters as unquoted ? marks, and changes nothing else", () => {
    const piece = fc.constantFrom("?", "a", " ", ",", "(", ")", "=");
    fc.assert(
      fc.property(fc.array(piece), (pieces) => {
        const sql = pieces.join("");
        const out = numberPlaceholders(sql);
        const marks = pieces.filter((p) => p === "?").length;
        expect(out.match(/\$\d+/g)?.length ?? 0).toBe(marks);
        expect(out.replace(/\$\d+/g, "?")).toBe(sql);
      }),
    );
  });

  it("placeholders(n) gives n marks", () => {
    expect(placeholders(3)).toBe("?, ?, ?");
    expect(placeholders(0)).toBe("");
  });
});
