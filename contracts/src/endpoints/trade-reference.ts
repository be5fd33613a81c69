// The data centre's reference look-ups for the search form's filters (issue 15 "an HS picker
// (sections → chapters → headings, in the three languages)", "ports (find by name or code)"; issue
// 31 items 1 and 6): the HS 2022 nomenclature and the port tables the provider ships (server/data).
// Sections are core's (HS_SECTIONS, named by message id); these calls give a section's chapters, a
// chapter's headings, a heading's subheadings, codes found by words or digits, and ports found by
// name or any code a release carries.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { CountryCode, LineText, WireLocale } from "../primitives.ts";

export const HsNode = Schema.Struct({
  /** 2 digits (a chapter), 4 (a heading) or 6 (a subheading). */
  code: Schema.String.check(Schema.isPattern(/^\d{2}(\d{2}(\d{2})?)?$/)),
  level: Schema.Literals(["chapter", "heading", "subheading"]),
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
      /** A section's numeral (its chapters), a chapter's 2 digits (its headings) or a heading's 4 (its subheadings). */
      parent: Schema.optionalKey(LineText),
      /**
       * Words (in any of the three languages, or a common name: "laptop") or digits: the chapters,
       * headings and subheadings found, best match first, at most 30.
       */
      q: Schema.optionalKey(LineText),
      lang: WireLocale,
    }),
  },
  response: Envelope(Schema.Struct({ nodes: Schema.Array(HsNode) })),
  requiresSession: true,
  summary:
    "HS 2022 chapters of a section, headings of a chapter, subheadings of a heading, or codes found by words or digits",
  description: "Neither parent nor q, or an unknown parent: no nodes.",
  tag: "trade",
  origin: "designed",
});

/** A port code as releases carry it: a UN/LOCODE, or a US customs code (Schedule K 5 digits, D 4). */
const PortCode = Schema.String.check(Schema.isPattern(/^(?:[A-Z]{2}[A-Z0-9]{3}|\d{4,5})$/));

export const PortHit = Schema.Struct({
  /** The code the port filter takes: the port's main UN/LOCODE, or the code asked (`codes`). */
  code: PortCode,
  /** The port's name as the tables give it (English); the code itself for a code no table knows. */
  name: Schema.String,
  /**
   * Its name in the language asked (`lang` zh or ru) where the port-name table has one (Chinese and
   * Russian Wikipedia's titles, `server/data/port-names-zh-ru.csv`); absent otherwise: show `name`.
   */
  localName: Schema.optionalKey(Schema.String),
  /** Absent where no code says the country (a customs code no table knows). */
  country: Schema.optionalKey(CountryCode),
  /** Every code of the port: UN/LOCODE, its alternates (CNSHA and CNSGH), its US customs code. */
  codes: Schema.Array(PortCode),
  /** False for a code no table knows: offered as written, it still finds the bills that carry it. */
  known: Schema.Boolean,
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
      /**
       * A name (English, Chinese or Russian: Shanghai, 上海, Шанхай) or any code of a port, or its
       * beginning: up to 20 ports, best first.
       */
      q: Schema.optionalKey(LineText),
      /** Port codes, comma-separated: those ports by name, each under the code asked (a filter's chips). */
      codes: Schema.optionalKey(LineText),
      /** The language of `localName`; without it (or en) no `localName` is given. */
      lang: Schema.optionalKey(WireLocale),
    }),
  },
  response: Envelope(Schema.Struct({ ports: Schema.Array(PortHit) })),
  requiresSession: true,
  summary: "Ports found by name or by any of their codes (UN/LOCODE, alternates, US customs Schedule K or D)",
  tag: "trade",
  origin: "designed",
});
