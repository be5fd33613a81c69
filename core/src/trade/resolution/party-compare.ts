// The Fellegi–Sunter comparison of two firms' records (issue 30): each field's agreement level, its
// weight (log2 of m/u, party-weights.ts), and the sum. A pair's score is its own explanation: the
// list says what agreed, what disagreed and what each was worth.

import { type ComparedName, compareNames, type NameLevel } from "./name-compare.ts";
import { FIELD_WEIGHTS, NAME_WEIGHTS, PRIOR_WEIGHT } from "./party-weights.ts";
import { osaDistance } from "./string-distance.ts";

export const FIELDS = ["zip", "city", "state", "street", "phone", "email"] as const;
export type Field = (typeof FIELDS)[number];
export type FieldLevel = "agree" | "disagree" | "missing";

/** What a firm's rows say besides the name: every value seen, folded (party-evidence.ts). */
export type FirmEvidence = { readonly [F in Field | "domain"]: ReadonlySet<string> };

export interface ComparedFirm {
  readonly name: ComparedName;
  readonly evidence: FirmEvidence;
}

export type Evidence =
  | { readonly field: "prior"; readonly level: "candidate"; readonly weight: number }
  | { readonly field: "name"; readonly level: NameLevel; readonly weight: number }
  | { readonly field: Field; readonly level: FieldLevel; readonly weight: number }
  // An operator's "same" rule joined the pair (D306): weighs 0, so the sum still says what the data said.
  | { readonly field: "rule"; readonly level: "same"; readonly weight: 0 };

export interface PairScore {
  /** log2 of the odds that the two are one firm: the prior plus every field's weight. */
  readonly weight: number;
  readonly evidence: readonly Evidence[];
}

/** Cities and streets of this many letters or more agree one slip apart ("DALLAS", "DALLS"). */
const NEAR_MIN = 5;

const intersects = (a: ReadonlySet<string>, b: ReadonlySet<string>, near: boolean): boolean => {
  for (const x of a) {
    if (b.has(x)) return true;
    if (near && x.length >= NEAR_MIN)
      for (const y of b) if (y.length >= NEAR_MIN && osaDistance(x, y, 1) <= 1) return true;
  }
  return false;
};

const levelOf = (field: Field, a: FirmEvidence, b: FirmEvidence): FieldLevel => {
  if (field === "email") {
    if (intersects(a.email, b.email, false) || intersects(a.domain, b.domain, false)) return "agree";
    return a.domain.size > 0 && b.domain.size > 0 ? "disagree" : "missing";
  }
  if (a[field].size === 0 || b[field].size === 0) return "missing";
  return intersects(a[field], b[field], field === "city" || field === "street") ? "agree" : "disagree";
};

/** The weight of two firms and their names' level, without the list (many pairs are scored, few explained). */
export const pairWeight = (a: ComparedFirm, b: ComparedFirm): { weight: number; name: NameLevel } => {
  const name = compareNames(a.name, b.name);
  let weight = PRIOR_WEIGHT + NAME_WEIGHTS[name];
  for (const field of FIELDS) weight += FIELD_WEIGHTS[field][levelOf(field, a.evidence, b.evidence)];
  return { weight: Math.round(weight * 100) / 100, name };
};

/** The score of two firms: symmetric, agreement adds, disagreement subtracts, a missing field is 0. */
export const comparePair = (a: ComparedFirm, b: ComparedFirm): PairScore => {
  const name = compareNames(a.name, b.name);
  const evidence: Evidence[] = [
    { field: "prior", level: "candidate", weight: PRIOR_WEIGHT },
    { field: "name", level: name, weight: NAME_WEIGHTS[name] },
  ];
  for (const field of FIELDS) {
    const level = levelOf(field, a.evidence, b.evidence);
    evidence.push({ field, level, weight: FIELD_WEIGHTS[field][level] });
  }
  const weight = evidence.reduce((sum, e) => sum + e.weight, 0);
  return { weight: Math.round(weight * 100) / 100, evidence };
};
