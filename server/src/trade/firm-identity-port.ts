// Firm identity in the trade store (issue 30), whichever engine holds the data: where a firm id that
// no longer names a firm went (two firms merged), what joined a firm's spellings (the evidence an
// operator reads), and the operators' rules that every resolution obeys.

import type { FirmRule, SpellingRef } from "@portolan/core";

/** One spelling of a firm with the bill sides that carry it. */
export interface FirmSpelling extends SpellingRef {
  readonly billSides: number;
}

/** One field's part in a link: its agreement level and its weight (log2 odds), as core scored it. */
export interface LinkEvidence {
  readonly field: string;
  readonly level: string;
  readonly weight: number;
}

/** Two spellings the resolver joined, with the weight of their comparison and each field's part. */
export interface FirmLinkView {
  readonly a: SpellingRef;
  readonly b: SpellingRef;
  readonly weight: number;
  readonly evidence: readonly LinkEvidence[];
}

export interface FirmEvidenceView {
  readonly id: number;
  /** Every spelling, most used first. */
  readonly spellings: readonly FirmSpelling[];
  /** Links between spellings of different keys; spellings of one key (case, punctuation, legal form, word order) need none. */
  readonly links: readonly FirmLinkView[];
  /** Why the firm reads as a forwarder or NVOCC (core's ForwarderReason values); empty for a buyer. */
  readonly forwarder: readonly string[];
}

/** An operator's rule as kept: the rule, and the id and time it was kept under. */
export interface StoredFirmRule extends FirmRule {
  readonly id: string;
  readonly createdAt: number;
}

export interface FirmIdentity {
  /** The firm a retired id now points to (after a merge; chains followed), undefined when the id is live or unknown. */
  readonly redirectOf: (id: number) => Promise<number | undefined>;
  /** What joined a firm's spellings; undefined for an unknown id. */
  readonly evidence: (id: number) => Promise<FirmEvidenceView | undefined>;
  /** The rules in force, oldest first. */
  readonly rules: () => Promise<readonly StoredFirmRule[]>;
  /** Keeps a rule (same id again: no change); the next resolution obeys it. */
  readonly addRule: (rule: StoredFirmRule) => Promise<void>;
  readonly removeRule: (id: string) => Promise<void>;
  /** Groups the spellings again under the rules in force and refreshes the firm figures (what an import's end does). */
  readonly resolveAgain: () => Promise<void>;
}
