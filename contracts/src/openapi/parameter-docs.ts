// What an API customer reads of each query parameter of the data calls (issue 31 item 8, D333): its
// type and format as the provider reads it (core's readTradeQuery and its neighbours), an example and
// the refusal. Kept beside the OpenAPI writer, not in the endpoint schemas: the console bundles those
// (D315), and the wire form of every parameter stays text so that the reader, not the decoder, names
// the parameter at fault.

export interface ParameterDoc {
  readonly description: string;
  /** The JSON Schema of the value as read (the wire carries it as text). */
  readonly schema: Readonly<Record<string, unknown>>;
  readonly example: string | number;
}

const refused = (messageId: string) =>
  ` Refused: code 10001, data.messageId ${messageId}, data.params.field.`;
// Customs codes, and ship and transit data under their trade codes (D337): core's TRADE_DATASET_CODE.
const DATASET = "((IMP|EXP)_[A-Z]+_(CD|BL|ED)_(DEF|SEA|AIR|ALL|FTZ)|SHIP_[A-Z]{2}|TRANSIT_[A-Z]+)";
const COUNTRIES = "^[A-Za-z]{2}( *, *[A-Za-z]{2})*$";
const amount = (what: string, example: number, messageId: string): ParameterDoc => ({
  description: `${what}: plain digits with an optional decimal part, at most 10^12; no separators or exponent. A minimum above the maximum is read as the same range turned round.${refused(messageId)}`,
  schema: { type: "number", minimum: 0, maximum: 1e12 },
  example,
});
const page: ParameterDoc = {
  description: `The page, 1 (default) to 1000 (spec §9's top page).${refused("trade.query.current")}`,
  schema: { type: "integer", minimum: 1, maximum: 1000, default: 1 },
  example: 2,
};
const pageSize: ParameterDoc = {
  description: `Rows a page: 20 (default), 50 or 100; anything else is refused, never changed.${refused("trade.query.pageSize")}`,
  schema: { type: "integer", enum: [20, 50, 100], default: 20 },
  example: 50,
};
const order: ParameterDoc = {
  description: `desc (default: newest, largest first) or asc.${refused("trade.query.order")}`,
  schema: { type: "string", enum: ["desc", "asc"], default: "desc" },
  example: "asc",
};

/** The shipment query's parameters (tradeSearch, tradeFacets, tradeCompanies, exports' queries). */
export const QUERY_PARAMETER_DOCS: Readonly<Record<string, ParameterDoc>> = {
  datasets: {
    description: `Data-set codes, comma-separated (case does not matter); each must be granted by the caller's package (52001 names the first that is not).${refused("trade.query.noDataset / trade.query.datasetCode")}`,
    schema: { type: "string", pattern: `^${DATASET}(,${DATASET})*$` },
    example: "IMP_USA_BL_SEA,IMP_MEXICO_CD_SEA",
  },
  kind: {
    description: `What keyword searches: goods text (description, default), an HS code prefix (hsCode), or a firm name (importer, exporter). 52002 when no chosen data set supports it.${refused("trade.query.kind")}`,
    schema: {
      type: "string",
      enum: ["description", "hsCode", "importer", "exporter"],
      default: "description",
    },
    example: "description",
  },
  keyword: {
    description: `The words searched by kind: goods words (AND, OR, NOT or -word, "a phrase", prefix*), a firm name, or for kind=hsCode 2 to 10 digits.${refused("trade.query.hsCodeText")}`,
    schema: { type: "string", maxLength: 1000 },
    example: "office chairs",
  },
  hs: {
    description: `An HS code prefix the goods must be under, 2 to 10 digits (dots and spaces are ignored).${refused("trade.query.hsPrefix")}`,
    schema: { type: "string", pattern: "^[0-9]{2,10}$" },
    example: "9401",
  },
  startTime: {
    description: `First day, inclusive: a real calendar date, yyyy-MM-dd. A start after the end is read as the same range turned round.${refused("trade.query.startTime")}`,
    schema: { type: "string", format: "date" },
    example: "2025-03-01",
  },
  endTime: {
    description: `Last day, inclusive: a real calendar date, yyyy-MM-dd.${refused("trade.query.endTime")}`,
    schema: { type: "string", format: "date" },
    example: "2025-12-31",
  },
  origin: {
    description: `Countries the goods came from: ISO 3166-1 alpha-2 codes, comma-separated.${refused("trade.query.origin")}`,
    schema: { type: "string", pattern: COUNTRIES },
    example: "CN,VN",
  },
  destination: {
    description: `Countries the goods went to: ISO 3166-1 alpha-2 codes, comma-separated.${refused("trade.query.destination")}`,
    schema: { type: "string", pattern: COUNTRIES },
    example: "US",
  },
  port: {
    description: `Ports of loading or discharge, comma-separated: UN/LOCODEs (CNSHA) or US customs codes (Schedule K, 5 digits; Schedule D, 4 digits). /searching/cds/ports finds them by name.${refused("trade.query.port")}`,
    schema: { type: "string" },
    example: "CNSHA,USLAX",
  },
  wmin: amount("Least gross weight, kg", 1000, "trade.query.wmin"),
  wmax: amount("Most gross weight, kg", 20000, "trade.query.wmax"),
  vmin: amount("Least declared value, USD", 5000, "trade.query.vmin"),
  vmax: amount("Most declared value, USD", 250000, "trade.query.vmax"),
  sort: {
    description: `Order by date (default), weight or value.${refused("trade.query.sort")}`,
    schema: { type: "string", enum: ["date", "weight", "value"], default: "date" },
    example: "weight",
  },
  order,
  current: page,
  pageSize,
  searchType: {
    description: "Accepted for the spec's search parameter transformer; not used by shipment search.",
    schema: { type: "string" },
    example: "0",
  },
  firm: {
    description: `One firm's side of the shipments: importer:<id> or exporter:<id> (ids as the company calls give them).${refused("trade.query.firm")}`,
    schema: { type: "string", pattern: "^(importer|exporter):[1-9][0-9]{0,14}$" },
    example: "importer:42",
  },
  newAfter: {
    description: `With newUpTo: only the shipments loaded after this bill id (an alert's new shipments). Both or neither, newAfter below newUpTo.${refused("trade.query.newRange")}`,
    schema: { type: "integer", minimum: 0 },
    example: 100,
  },
  newUpTo: {
    description: `With newAfter: only the shipments loaded up to this bill id.${refused("trade.query.newRange")}`,
    schema: { type: "integer", minimum: 1 },
    example: 250,
  },
  facets: {
    description:
      "Which facets, comma-separated: importers, exporters, hsCodes, originCountries, destinationCountries, ports, carriers, monthly; all when absent (unknown names are left out).",
    schema: { type: "string" },
    example: "importers,monthly",
  },
  role: {
    description: "Which side the firms trade on: importer (default) or exporter.",
    schema: { type: "string", enum: ["importer", "exporter"], default: "importer" },
    example: "exporter",
  },
  id: {
    description:
      "The record's or firm's id, as the search answers give it. An id that does not exist, or lies outside the caller's data sets, is answered 10001 (trade.query.unknownRecord / unknownCompany).",
    schema: { type: "integer", minimum: 1 },
    example: 42,
  },
  firmId: {
    description: "The firm's id, as the search answers give it.",
    schema: { type: "integer", minimum: 1 },
    example: 42,
  },
  country: {
    description: `Where the goods went (the buyers' market): ISO 3166-1 alpha-2 codes, comma-separated.${refused("trade.query.destination")}`,
    schema: { type: "string", pattern: COUNTRIES },
    example: "US",
  },
  forwarders: {
    description:
      "include: firms that read as freight forwarders or NVOCCs count as buyers too; any other value or none leaves them out.",
    schema: { type: "string", enum: ["include"] },
    example: "include",
  },
  parent: {
    description: "A section's Roman numeral (its chapters) or a chapter's 2 digits (its headings).",
    schema: { type: "string" },
    example: "94",
  },
  q: {
    description:
      "Words in any of the three languages, or digits: what is looked for (at most 30 HS nodes, or 20 ports, best first).",
    schema: { type: "string", maxLength: 1000 },
    example: "chairs",
  },
  codes: {
    description: "Port codes, comma-separated: those ports by name, each under the code asked.",
    schema: { type: "string" },
    example: "CNSHA,USLAX",
  },
  lang: {
    description: "The language of the names: zh, en or ru.",
    schema: { type: "string", enum: ["zh", "en", "ru"] },
    example: "en",
  },
};

/** Where a call reads a parameter of the same name otherwise. */
export const OPERATION_DOCS: Readonly<Record<string, Readonly<Record<string, ParameterDoc>>>> = {
  tradeCompanyProfile: {
    datasets: {
      description: "The data sets the firm is profiled over, comma-separated; each must be granted.",
      schema: { type: "string", pattern: `^${DATASET}(,${DATASET})*$` },
      example: "IMP_USA_BL_SEA",
    },
  },
  tradePartners: {
    datasets: {
      description:
        "The data sets the firm's partners are counted over, comma-separated; each must be granted.",
      schema: { type: "string", pattern: `^${DATASET}(,${DATASET})*$` },
      example: "IMP_USA_BL_SEA",
    },
    sort: {
      description: "shipments (default; share orders the same), weight, value, first, last or name.",
      schema: { type: "string", enum: ["shipments", "weight", "value", "first", "last", "name"] },
      example: "value",
    },
    order: {
      description: "desc or asc; without it names run A to Z, figures and dates biggest or newest first.",
      schema: { type: "string", enum: ["desc", "asc"] },
      example: "asc",
    },
  },
  tradeBuyers: {
    datasets: {
      description: `Data-set codes, comma-separated; absent: every owned data set (customs, SHIP_<cc>, TRANSIT_EURASIAN), those that name no importer left out and listed in leftOut (D344).${refused("trade.query.datasetCode")}`,
      schema: { type: "string", pattern: `^${DATASET}(,${DATASET})*$` },
      example: "IMP_USA_BL_SEA",
    },
    sort: {
      description: "shipments (default), frequency, last, weight, value or name.",
      schema: { type: "string", enum: ["shipments", "frequency", "last", "weight", "value", "name"] },
      example: "frequency",
    },
    order: {
      description: "desc or asc; without it names run A to Z, figures and dates biggest or newest first.",
      schema: { type: "string", enum: ["desc", "asc"] },
      example: "desc",
    },
  },
  tradeDirectory: {
    keyword: {
      description: "A firm's name, goods words, a website or an e-mail address.",
      schema: { type: "string", maxLength: 1000 },
      example: "acme",
    },
    searchType: {
      description:
        "0 (com-all): name, goods and contacts; 2 (website-email): contacts; anything else (1): names.",
      schema: { type: "string", enum: ["0", "1", "2"] },
      example: "0",
    },
    // The directory reads its paging with spec §3's transformer (D39): clamped, not refused.
    current: { ...page, description: "The page, 1 (default) to 1000; outside that, the nearest page." },
    pageSize: { ...pageSize, description: "Rows a page: 20 (default), 50 or 100; any other size is 20." },
  },
};

/** The doc of a call's parameter, if one is written. */
export const parameterDoc = (operationId: string, name: string): ParameterDoc | undefined =>
  OPERATION_DOCS[operationId]?.[name] ?? QUERY_PARAMETER_DOCS[name];
