// The weights of the party comparison (issue 30, decision D304): log2(m/u) for each level, m the
// share of true pairs at that level and u the share of other candidate pairs, estimated on a
// generated labelled set (tests/bench/er/estimate.ts, seed apart from the benchmark's) among the
// pairs blocking proposes. A missing field weighs 0 by construction.

import type { NameLevel } from "./name-compare.ts";

/** log2 of the odds that a candidate pair is one firm before any field is read. */
export const PRIOR_WEIGHT = -3;

export const NAME_WEIGHTS: Readonly<Record<NameLevel, number>> = {
  exact: 8,
  "one-edit": 4,
  "cut-prefix": 5,
  "two-edit": 1.5,
  subset: 1.5,
  similar: -1,
  different: -8,
};

type Levels = { readonly agree: number; readonly disagree: number; readonly missing: number };

export const FIELD_WEIGHTS: Readonly<
  Record<"zip" | "city" | "state" | "street" | "phone" | "email", Levels>
> = {
  zip: { agree: 4, disagree: -4, missing: 0 },
  city: { agree: 2, disagree: -3, missing: 0 },
  state: { agree: 1, disagree: -2, missing: 0 },
  street: { agree: 4, disagree: -3, missing: 0 },
  phone: { agree: 6, disagree: -2, missing: 0 },
  email: { agree: 6, disagree: -2, missing: 0 },
};

/** A pair at or above this weight is one firm. */
export const LINK_WEIGHT = 3;
/** A pair at or below this weight keeps the two firms apart: no chain of links may join them. */
export const APART_WEIGHT = -2;
