import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AmsLineRow, joinAmsLines } from "./ams-lines.ts";

const seq = "description_sequence_number";

describe("joining a bill's lines", () => {
  it("puts the tariff of a cargo line beside its description", () => {
    const cargo = [
      { container_number: "MSCU1", [seq]: 1, piece_count: 10, description_text: "RAZORS" },
      { container_number: "MSCU1", [seq]: 2, piece_count: null, description_text: "BLADES" },
    ];
    const tariff = [
      { container_number: "MSCU1", [seq]: 1, harmonized_number: "821210", harmonized_value: 5 },
    ];
    expect(joinAmsLines(cargo, tariff, seq)).toEqual([
      {
        container_number: "MSCU1",
        [seq]: 1,
        piece_count: 10,
        description_text: "RAZORS",
        harmonized_number: "821210",
        harmonized_value: 5,
      },
      cargo[1],
    ]);
  });

  it("keeps a partner row that no first row takes, and an empty field does not hide the partner's", () => {
    const first = [{ container_number: "A", hazmat_sequence_number: 1, hazmat_class: "" }];
    const second = [
      { container_number: "A", hazmat_sequence_number: 1, hazmat_class: "3" },
      { container_number: "B", hazmat_sequence_number: 1, hazmat_classification: "3" },
    ];
    expect(joinAmsLines(first, second, "hazmat_sequence_number")).toEqual([
      { container_number: "A", hazmat_sequence_number: 1, hazmat_class: "3" },
      second[1],
    ]);
  });

  it("loses no row: every first row is a line, and every second row is joined or a line", () => {
    const row = fc.record({
      container_number: fc.constantFrom("A", "B", null),
      [seq]: fc.constantFrom(1, 2, null),
      text: fc.string(),
    }) as fc.Arbitrary<AmsLineRow>;
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), fc.array(row, { maxLength: 8 }), (a, b) => {
        const lines = joinAmsLines(a, b, seq);
        const key = (r: AmsLineRow) => `${r.container_number}|${r[seq]}`;
        const firstKeys = new Set(a.map(key));
        const unmatched = b.filter(
          (r, i) => !firstKeys.has(key(r)) || b.findIndex((o) => key(o) === key(r)) !== i,
        );
        expect(lines).toHaveLength(a.length + unmatched.length);
      }),
    );
  });
});
