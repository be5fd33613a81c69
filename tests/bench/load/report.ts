// The load benchmark's lines: each figure with its share of the hello-world ceiling and, where the
// issue sets one, whether the goal is met.

import type { Measured } from "./measure.ts";

export interface Row extends Measured {
  readonly setup: string;
  readonly target: string;
  /** Percent of the ceiling's requests per second, one decimal. */
  readonly percentOfCeiling: number;
  readonly goalPercent?: number;
  readonly goalMet?: boolean;
}

export const rowOf = (
  setup: string,
  target: string,
  measured: Measured,
  ceiling: number,
  goalPercent: number | undefined,
): Row => {
  const percentOfCeiling = ceiling > 0 ? Math.round((measured.requestsPerSecond / ceiling) * 1000) / 10 : 0;
  return {
    setup,
    target,
    ...measured,
    percentOfCeiling,
    ...(goalPercent === undefined ? {} : { goalPercent, goalMet: percentOfCeiling >= goalPercent }),
  };
};

export const lineOf = (row: Row): string => {
  const goal =
    row.goalPercent === undefined ? "" : ` (goal ≥ ${row.goalPercent}%: ${row.goalMet ? "met" : "NOT met"})`;
  return [
    `${row.setup} · ${row.target}`.padEnd(36),
    `${row.requestsPerSecond.toLocaleString("en")} req/s`.padStart(14),
    `p50 ${row.p50Ms} ms`.padStart(11),
    `p99 ${row.p99Ms} ms`.padStart(11),
    `errors ${row.errors}`.padStart(10),
    `${row.percentOfCeiling}% of hello-world${goal}`,
  ].join("  ");
};
