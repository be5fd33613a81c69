// The weights of the party comparison (issue 30, decision D304): log2(m/u) for each level, m the
// share of true pairs at that level and u the share of other candidate pairs, estimated on a
// generated labelled set (tests/bench/er/estimate.ts, seed apart from the benchmark's) among the
// pairs blocking proposes. A missing field weighs 0 by construction.

import type { NameLevel } from "./name-compare.ts";

/** log2 of the odds that a candidate pair is one firm before any field is read (1,115 of 14,142). */
export const PRIOR_WEIGHT = -3.55;

/** No weight is let past this either way: the labelled set is generated, and its zero counts are no proof. */
export const WEIGHT_CAP = 8;

export const NAME_WEIGHTS: Readonly<Record<NameLevel, number>> = {
  // A candidate pair only when an operator's rule split a key group; the cap, for rows asked about.
  exact: 8,
  "one-edit": 5.66,
  "cut-prefix": 6.35,
  "two-edit": 3.33,
  subset: -0.7,
  similar: -3.57,
  different: -8,
};

type Levels = { readonly agree: number; readonly disagree: number; readonly missing: number };

// A missing value weighs 0 (Splink's null level): a row without a phone says nothing either way.
export const FIELD_WEIGHTS: Readonly<
  Record<"zip" | "city" | "state" | "street" | "phone" | "email", Levels>
> = {
  zip: { agree: 4.71, disagree: -8, missing: 0 },
  city: { agree: 3.4, disagree: -6.65, missing: 0 },
  state: { agree: 2.63, disagree: -8, missing: 0 },
  street: { agree: 8, disagree: -8, missing: 0 },
  phone: { agree: 8, disagree: -8, missing: 0 },
  email: { agree: 8, disagree: -7.43, missing: 0 },
};

/** A pair at or above this weight is one firm (chosen on the training seed, D304). */
export const LINK_WEIGHT = 2;
/** A pair at or below this weight keeps the two firms apart: no chain of links may join them. */
export const APART_WEIGHT = -2;
