import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addFigure,
  isKnownFigure,
  knownCoverage,
  knownNoteParams,
  knownSumCell,
  knownSumOf,
  mergeKnownSums,
  NO_SHIPMENTS,
} from "./known-figures.ts";

// A shipment's figure: a whole number (so sums are exact), or one of the ways a figure is unknown.
const figure = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, "12"),
);
const figures = fc.array(figure, { maxLength: 40 });

describe("knownSumOf", () => {
  it("sums the known figures only and counts them: 2 of 4 shipments had a value", () => {
    expect(knownSumOf([100, null, 250, undefined])).toEqual({ sum: 350, known: 2, of: 4 });
    expect(knownSumOf([])).toEqual(NO_SHIPMENTS);
    // A 0 is a known figure (a free sample), not an unknown one.
    expect(knownSumOf([0, null])).toEqual({ sum: 0, known: 1, of: 2 });
  });

  test.prop([figures])("N ≤ M, M is every shipment, and the sum is of the known ones only", (fs) => {
    const s = knownSumOf(fs);
    expect(s.known).toBeLessThanOrEqual(s.of);
    expect(s.of).toBe(fs.length);
    const known = fs.filter(isKnownFigure);
    expect(s.known).toBe(known.length);
    expect(s.sum).toBe(known.reduce((a, b) => a + b, 0));
  });

  test.prop([figures, figures])("merging two groups adds both N and M (and the sums)", (a, b) => {
    expect(mergeKnownSums(knownSumOf(a), knownSumOf(b))).toEqual(knownSumOf([...a, ...b]));
  });

  test.prop([figures])("adding figures one by one is the sum of the whole", (fs) => {
    expect(fs.reduce(addFigure, NO_SHIPMENTS)).toEqual(knownSumOf(fs));
  });

  test.prop([figures, figures, figures])("merging is associative with NO_SHIPMENTS its unit", (a, b, c) => {
    const [x, y, z] = [knownSumOf(a), knownSumOf(b), knownSumOf(c)];
    expect(mergeKnownSums(mergeKnownSums(x, y), z)).toEqual(mergeKnownSums(x, mergeKnownSums(y, z)));
    expect(mergeKnownSums(x, NO_SHIPMENTS)).toEqual(x);
  });
});

describe("knownCoverage, knownSumCell and knownNoteParams", () => {
  it.each([
    [5, 5, "all"],
    [0, 0, "all"],
    [3, 5, "some"],
    [0, 5, "none"],
  ] as const)("%i of %i is %s", (known, of, coverage) => {
    expect(knownCoverage(known, of)).toBe(coverage);
  });

  it("writes an empty cell only when shipments had no figure; a month of no shipments is 0", () => {
    expect(knownSumCell(0, 0, 4)).toBeUndefined();
    expect(knownSumCell(0, 0, 0)).toBe(0);
    expect(knownSumCell(120, 2, 4)).toBe(120);
  });

  it("says N of M only when some, not all, were known", () => {
    expect(knownNoteParams(12, 40)).toEqual({ known: 12, of: 40 });
    expect(knownNoteParams(40, 40)).toBeUndefined();
    expect(knownNoteParams(0, 40)).toBeUndefined();
  });

  test.prop([figures])("a group's note, when there is one, has 0 < N < M", (fs) => {
    const s = knownSumOf(fs);
    const note = knownNoteParams(s.known, s.of);
    if (note !== undefined) {
      expect(note.known).toBeGreaterThan(0);
      expect(note.known).toBeLessThan(note.of);
    }
    expect(knownSumCell(s.sum, s.known, s.of) === undefined).toBe(s.of > 0 && s.known === 0);
  });
});
