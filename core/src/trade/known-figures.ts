// A sum of weights or values over shipments some of which lack the figure (issue 31 item 10, D322,
// D341): the sum is of the known figures only, and carries how many shipments it is of, so that it
// reads "value known for 12 of 40 shipments". An unknown figure is never read as 0.

/** The sum of the known figures of `of` shipments, `known` of which had one. */
export interface KnownSum {
  readonly sum: number;
  readonly known: number;
  readonly of: number;
}

/** How far a sum covers its shipments: every one (or none shipped), some of them, or none at all. */
export type KnownCoverage = "all" | "some" | "none";

export const NO_SHIPMENTS: KnownSum = { sum: 0, known: 0, of: 0 };

/** A figure read as known: a finite number (a stored NULL, a missing field or NaN is unknown). */
export const isKnownFigure = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** The known sum of one figure per shipment, unknown ones left out of the sum and counted apart. */
export const knownSumOf = (figures: readonly unknown[]): KnownSum => {
  let sum = 0;
  let known = 0;
  for (const f of figures)
    if (isKnownFigure(f)) {
      sum += f;
      known += 1;
    }
  return { sum, known, of: figures.length };
};

/** Adds one shipment's figure to a known sum (the same as knownSumOf over one more). */
export const addFigure = (s: KnownSum, figure: unknown): KnownSum =>
  isKnownFigure(figure)
    ? { sum: s.sum + figure, known: s.known + 1, of: s.of + 1 }
    : { sum: s.sum, known: s.known, of: s.of + 1 };

/** Two groups of shipments as one: sums, known counts and shipments each add. */
export const mergeKnownSums = (a: KnownSum, b: KnownSum): KnownSum => ({
  sum: a.sum + b.sum,
  known: a.known + b.known,
  of: a.of + b.of,
});

/** "all" when every shipment had the figure (or there was none), "none" when shipments had none. */
export const knownCoverage = (known: number, of: number): KnownCoverage =>
  known >= of ? "all" : known <= 0 ? "none" : "some";

/**
 * What a table cell or a file writes for a sum: the sum, or undefined (an empty cell, "–") when
 * shipments there were and none had the figure. A month in which nothing shipped is a true 0.
 */
export const knownSumCell = (sum: number, known: number, of: number): number | undefined =>
  knownCoverage(known, of) === "none" ? undefined : sum;

/**
 * The parameters of "value known for {known} of {of} shipments", or undefined when the sum needs no
 * such words (all known: the sum alone; none known: "–"). `known` is kept within 0…of.
 */
export const knownNoteParams = (known: number, of: number): { known: number; of: number } | undefined =>
  knownCoverage(known, of) === "some" ? { known: Math.max(0, Math.min(known, of)), of } : undefined;
