// Operator decisions about firm identity (issue 30): a user's feedback ("not the same company" on an
// alias, "same company as…" on a search row), once an operator accepts it, becomes a rule between two
// spellings that every later resolution obeys — "apart" keeps them in different firms whatever the
// evidence, "same" puts them in one firm unless an "apart" rule forbids it. A spelling is named as
// the data writes it (country and name as released), so a rule holds across every later import.

/** One spelling of a party as released: its country (ISO alpha-2, "" when absent) and name as written. */
export interface SpellingRef {
  readonly country: string;
  readonly name: string;
}

export type FirmRuleKind = "same" | "apart";

export interface FirmRule {
  readonly kind: FirmRuleKind;
  readonly a: SpellingRef;
  readonly b: SpellingRef;
}
