// Designed here (issue 30 "Every decision explainable"; D312): for an operator, why the spellings of
// a firm are one firm — each spelling with the bill sides that carry it, each link the resolver made
// between two spellings with its weight and every field's part (Fellegi–Sunter: agreement level and
// log2 weight), and why the firm reads as a forwarder. Field, level and reason are core's words
// (party-compare.ts, name-compare.ts, forwarders.ts), sent as text so that a word the resolver adds
// later reaches the screen as written rather than failing the answer.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { Count, LineText } from "../primitives.ts";

/** A spelling as released: its country (ISO alpha-2, "" when absent) and its name as written. */
export const SpellingRefView = Schema.Struct({ country: Schema.String, name: Schema.String }).annotate({
  identifier: "SpellingRef",
});

export const FirmSpellingView = Schema.Struct({
  country: Schema.String,
  name: Schema.String,
  /** Bills that name the firm with this spelling, as shipper or consignee. */
  billSides: Count,
}).annotate({ identifier: "FirmSpelling" });

export const LinkEvidenceView = Schema.Struct({
  /** prior, name, zip, city, state, street, phone or email; rule (level same) where an operator's rule made the link. */
  field: Schema.String,
  /** The field's agreement level: candidate (prior); exact, one-edit, cut-prefix, two-edit, subset, similar, different (name); agree, disagree, missing. */
  level: Schema.String,
  /** log2 of m/u: positive for evidence that the two are one firm. */
  weight: Schema.Finite,
}).annotate({ identifier: "LinkEvidence" });

export const FirmLinkView = Schema.Struct({
  a: SpellingRefView,
  b: SpellingRefView,
  /** The sum of the evidence's weights; at or above the link threshold the two are one firm. */
  weight: Schema.Finite,
  evidence: Schema.Array(LinkEvidenceView),
}).annotate({ identifier: "FirmLink" });

export const FirmEvidenceView = Schema.Struct({
  id: Count,
  /** Every spelling, most used first. */
  spellings: Schema.Array(FirmSpellingView),
  /** Links between spellings of different keys; spellings that differ by case, punctuation, legal form or word order need none. */
  links: Schema.Array(FirmLinkView),
  /** Why the firm reads as a forwarder or NVOCC: main-forwarder, logistics-word, receives-for-others, many-shippers; empty for a buyer. */
  forwarder: Schema.Array(Schema.String),
}).annotate({ identifier: "FirmEvidence" });
export type FirmEvidenceView = typeof FirmEvidenceView.Type;

export const adminFirmEvidence = defineEndpoint({
  name: "adminFirmEvidence",
  method: "GET",
  host: "provider",
  path: "/console/admin/firms/evidence",
  encoding: "query",
  request: { query: Schema.Struct({ id: LineText }) },
  response: Envelope(FirmEvidenceView),
  requiresSession: true,
  summary: "Why a firm's spellings are one firm: spellings, weighted links, forwarder signs",
  description: "Info or admin role (51001 otherwise); 10001 no such firm. A retired id answers for its firm.",
  tag: "admin",
  origin: "designed",
});
