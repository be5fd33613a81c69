// The data centre's reference look-ups for the search form's filters (issue 15 "an HS picker
// (sections → chapters → headings, in the three languages)", "ports (find by name or code)"): the HS
// 2022 nomenclature and the World Port Index the provider ships (server/data). Sections are core's
// (HS_SECTIONS, named by message id); these calls give a section's chapters, a chapter's headings,
// codes found by words or digits, and ports found by name or UN/LOCODE.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { CountryCode, LineText, WireLocale } from "../primitives.ts";

export const HsNode = Schema.Struct({
  /** 2 digits (a chapter) or 4 (a heading). */
  code: Schema.String.check(Schema.isPattern(/^\d{2}(\d{2})?$/)),
  level: Schema.Literals(["chapter", "heading"]),
  /** The section's Roman numeral. */
  section: Schema.String,
  /** The name in the language asked when the nomenclature has it there, else in English. */
  name: Schema.String,
  /** The language `name` is written in. */
  lang: WireLocale,
  /**
   * For a heading whose Chinese name the tables lack (asked in Chinese): up to three Chinese names
   * of the national codes under it, so that a Chinese reader still sees what it holds.
   */
  examples: Schema.optionalKey(Schema.Array(Schema.String)),
}).annotate({ identifier: "HsNode" });
export type HsNode = typeof HsNode.Type;

export const tradeHsCodes = defineEndpoint({
  name: "tradeHsCodes",
  method: "GET",
  host: "provider",
  path: "/searching/cds/hs",
  encoding: "query",
  request: {
    query: Schema.Struct({
      /** A section's numeral (its chapters) or a chapter's 2 digits (its headings). */
      parent: Schema.optionalKey(LineText),
      /** Words (in any of the three languages) or digits: the chapters and headings found, at most 30. */
      q: Schema.optionalKey(LineText),
      lang: WireLocale,
    }),
  },
  response: Envelope(Schema.Struct({ nodes: Schema.Array(HsNode) })),
  requiresSession: true,
  summary: "HS 2022 chapters of a section, headings of a chapter, or codes found by words or digits",
  description: "Neither parent nor q, or an unknown parent: no nodes.",
  tag: "trade",
  origin: "designed",
});

export const PortHit = Schema.Struct({
  /** UN/LOCODE, as the port filter takes it. */
  code: Schema.String.check(Schema.isPattern(/^[A-Z]{2}[A-Z0-9]{3}$/)),
  name: Schema.String,
  country: CountryCode,
}).annotate({ identifier: "PortHit" });
export type PortHit = typeof PortHit.Type;

export const tradePorts = defineEndpoint({
  name: "tradePorts",
  method: "GET",
  host: "provider",
  path: "/searching/cds/ports",
  encoding: "query",
  request: {
    query: Schema.Struct({
      /** A name or a UN/LOCODE (or its beginning): up to 20 ports, best first. */
      q: Schema.optionalKey(LineText),
      /** UN/LOCODEs, comma-separated: those ports by name (a filter's chips). */
      codes: Schema.optionalKey(LineText),
    }),
  },
  response: Envelope(Schema.Struct({ ports: Schema.Array(PortHit) })),
  requiresSession: true,
  summary: "Ports of the World Port Index found by name or UN/LOCODE",
  tag: "trade",
  origin: "designed",
});
