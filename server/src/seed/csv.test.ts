import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCsv, parseCsv, parseCsvObjects } from "./csv.ts";

describe("parseCsv", () => {
  it("reads quoted fields holding commas, quotes and line breaks", () => {
    const text = 'a,"b, c","say ""hi""","line\nbreak",\r\nx,,"",z';
    expect(parseCsv(text)).toEqual([
      ["a", "b, c", 'say "hi"', "line\nbreak", ""],
      ["x", "", "", "z"],
    ]);
  });

  it("reads a row of the HS table with a quoted description", () => {
    expect(
      parseCsvObjects('section,hscode,description\nI,0101,"Horses, asses, mules and hinnies; live"\n'),
    ).toEqual([{ section: "I", hscode: "0101", description: "Horses, asses, mules and hinnies; live" }]);
  });

  it("takes a final line with or without a line break, and nothing from an empty text", () => {
    expect(parseCsv("a,b\nc,d")).toEqual(parseCsv("a,b\nc,d\n"));
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv('""')).toEqual([[""]]);
  });

  it("gives a missing trailing column as an empty string in objects", () => {
    expect(parseCsvObjects("a,b\n1")).toEqual([{ a: "1", b: "" }]);
  });

  it("reads back what formatCsv wrote, for any fields (round trip)", () => {
    const field = fc.string({ unit: fc.constantFrom("a", "Z", " ", ",", '"', "\n", "\r", ";", "é", "1") });
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { maxLength: 6 }), (records) => {
        expect(parseCsv(formatCsv(records))).toEqual(records);
      }),
      { numRuns: 500 },
    );
  });

  it("quotes only the fields that need it", () => {
    expect(formatCsv([["plain", "a,b", 'q"', ""]])).toBe('plain,"a,b","q""",');
  });
});
