// The public site's live samples and try-search (issue 15; designed here): calls without a session,
// answered from the public sample data set only (core's TRY_SEARCH_DATASET).
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { Count, CountryCode, IsoDate, LineText } from "../primitives.ts";
import { FacetCount, TradeRecord } from "./trade.ts";

const Opt = <S extends Schema.Top>(s: S) => Schema.optionalKey(s);

export const SampleMonth = Schema.Struct({
  /** yyyy-MM. */
  month: Schema.String,
  shipments: Count,
}).annotate({ identifier: "SampleMonth" });

export const SampleCompany = Schema.Struct({
  name: Schema.String,
  country: Opt(CountryCode),
  /** Its shipments in the sample data set. */
  shipments: Count,
  weightKg: Schema.Finite,
  firstDate: Opt(IsoDate),
  lastDate: Opt(IsoDate),
  /** Its biggest partners by shipments (firms' names as the records write them). */
  partners: Schema.Array(FacetCount),
}).annotate({ identifier: "SampleCompany" });

export const PublicSamples = Schema.Struct({
  /** The data set the samples come from. */
  dataset: Schema.String,
  /** Shipments the data set holds. */
  records: Count,
  /** The newest bill with a full set of fields; absent while none is loaded. */
  bill: Opt(TradeRecord),
  /** The data set's busiest importer; absent while none is loaded. */
  company: Opt(SampleCompany),
  /** Shipments per month, the last twelve months up to the newest (empty while none is loaded). */
  trend: Schema.Array(SampleMonth),
}).annotate({ identifier: "PublicSamples" });
export type PublicSamples = typeof PublicSamples.Type;

export const TrySearchRow = Schema.Struct({
  date: IsoDate,
  /** Masked: each word's first letter, stars, legal forms (core's maskName). */
  importer: Opt(Schema.String),
  exporter: Opt(Schema.String),
  description: Opt(Schema.String),
  originCountry: Opt(CountryCode),
  unloadingPort: Opt(Schema.String),
}).annotate({ identifier: "TrySearchRow" });
export type TrySearchRow = typeof TrySearchRow.Type;

export const TrySearchResult = Schema.Struct({
  dataset: Schema.String,
  words: Schema.String,
  /** Every shipment the words find: exact up to core's EXACT_COUNT_LIMIT, beyond it an estimate. */
  total: Count,
  totalExact: Schema.Boolean,
  /** The first few, newest first (core's TRY_SEARCH_ROWS at most). */
  records: Schema.Array(TrySearchRow),
  /** The fields registered users see that a try leaves out (core's TRY_SEARCH_HIDDEN). */
  hidden: Schema.Array(Schema.String),
}).annotate({ identifier: "TrySearchResult" });
export type TrySearchResult = typeof TrySearchResult.Type;

export const publicSamples = defineEndpoint({
  name: "publicSamples",
  method: "GET",
  host: "provider",
  path: "/api/public/samples",
  encoding: "none",
  request: {},
  response: Envelope(PublicSamples),
  requiresSession: false,
  summary: "Live samples of the public data set: a bill, a busy company's top partners, the monthly trend",
  tag: "statistics",
  origin: "designed",
});

export const publicTrySearch = defineEndpoint({
  name: "publicTrySearch",
  method: "GET",
  host: "provider",
  path: "/api/public/trySearch",
  encoding: "query",
  request: { query: Schema.Struct({ words: Schema.optionalKey(LineText) }) },
  response: Envelope(TrySearchResult),
  requiresSession: false,
  summary: "A visitor's try of the shipment search: the first rows, names masked, paid figures left out",
  description:
    "Codes: 10001 words empty or too long (data.messageId publicData.trySearch.empty or .tooLong); 20010 too many tries from one address in a minute (publicData.trySearch.tooMany).",
  tag: "statistics",
  origin: "designed",
});
