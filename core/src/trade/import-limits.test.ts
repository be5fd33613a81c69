import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { CUT_MARK, cutText, DESCRIPTION_LIMIT, FIELD_LIMIT, fieldLimitOf } from "./import-limits.ts";

describe("cutText", () => {
  it("keeps a text within the limit and cuts a longer one, marked", () => {
    expect(cutText("MÜLLER", 6)).toBe("MÜLLER");
    expect(cutText("MÜLLER GMBH", 6)).toBe("MÜLLE…");
    expect(cutText("x".repeat(50_000_000), DESCRIPTION_LIMIT)).toHaveLength(DESCRIPTION_LIMIT);
  });

  it("never leaves half a surrogate pair", () => {
    expect(cutText("a😀bc", 3)).toBe("a…");
  });

  it("gives goods text more room than a name", () => {
    expect(fieldLimitOf("description_text")).toBeGreaterThan(fieldLimitOf("consignee_name"));
    expect(fieldLimitOf("consignee_name")).toBe(FIELD_LIMIT);
  });

  // Law: a cut text never exceeds the limit, is the text itself when it fits, and otherwise is a
  // prefix of it followed by the mark.
  test.prop([fc.string({ unit: "binary", maxLength: 60 }), fc.integer({ min: 2, max: 40 })])(
    "never exceeds the limit and marks every cut",
    (text, limit) => {
      const cut = cutText(text, limit);
      expect(cut.length).toBeLessThanOrEqual(limit);
      if (text.length <= limit) expect(cut).toBe(text);
      else {
        expect(cut.endsWith(CUT_MARK)).toBe(true);
        expect(text.startsWith(cut.slice(0, -CUT_MARK.length))).toBe(true);
      }
    },
  );
});
