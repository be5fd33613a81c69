// The trade data engine's calls (issue 14 §3; spec §7 "search endpoints configured": /searching/cds,
// /searching/cds/company, /searching/cds/companies/record, /searching/cds/company/partner, whose
// fields the spec does not show). Designed here: the query travels as URL parameters, the names the
// data centre keeps in its own address (core's trade-query.ts reads both), the page as `current`.
// Every call needs a session, and answers only from the data sets the caller's package grants.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { Count, CountryCode, IsoDate, LineText, LongText } from "../primitives.ts";

const Text = Schema.optionalKey(LineText);

/** The shipment query (core's readTradeQuery): every field optional but the data sets. */
export const TradeQueryParams = Schema.Struct({
  /** Data-set codes, comma-separated (IMP_USA_BL_SEA,IMP_MEXICO_CD_SEA); all 111 fit. */
  datasets: LongText,
  /** description (default), hsCode, importer or exporter (spec §3 shipment search kinds). */
  kind: Text,
  keyword: Text,
  /** An HS code prefix filter, 2 to 10 digits. */
  hs: Text,
  startTime: Text,
  endTime: Text,
  /** ISO country codes, comma-separated. */
  origin: Text,
  destination: Text,
  /** Port codes, comma-separated. */
  port: Text,
  wmin: Text,
  wmax: Text,
  vmin: Text,
  vmax: Text,
  /** date (default), weight or value. */
  sort: Text,
  /** desc (default) or asc. */
  order: Text,
  current: Text,
  pageSize: Text,
  /** Spec §3 search parameter transformer; accepted, not used by shipment search. */
  searchType: Text,
  /** One firm's shipments: importer:42 or exporter:42 (a tracked company's alerts). */
  firm: Text,
  /** Only the shipments loaded after bill id newAfter up to bill id newUpTo (an alert's new shipments). */
  newAfter: Text,
  newUpTo: Text,
}).annotate({ identifier: "TradeQueryParams" });

export const TradeParty = Schema.Struct({
  /** The firm the spelling was resolved to; absent for a party that names no firm (notify). */
  id: Schema.optionalKey(Count),
  name: Schema.String,
  country: Schema.optionalKey(CountryCode),
}).annotate({ identifier: "TradeParty" });
export type TradeParty = typeof TradeParty.Type;

const Opt = <S extends Schema.Top>(s: S) => Schema.optionalKey(s);

export const TradeRecord = Schema.Struct({
  id: Count,
  dataset: Schema.String,
  date: IsoDate,
  billType: Opt(Schema.Literals(["M", "H"])),
  /** The bill of lading's own number: its house bill, else its master bill (absent for declarations). */
  billNumber: Opt(Schema.String),
  /** The master bill of a house bill. */
  masterBill: Opt(Schema.String),
  importer: Opt(TradeParty),
  exporter: Opt(TradeParty),
  notify: Opt(Schema.String),
  hsCode: Opt(Schema.String),
  description: Opt(Schema.String),
  quantity: Opt(Schema.Finite),
  quantityUnit: Opt(Schema.String),
  weightKg: Opt(Schema.Finite),
  valueUsd: Opt(Schema.Finite),
  originCountry: Opt(CountryCode),
  destinationCountry: Opt(CountryCode),
  loadingPort: Opt(Schema.String),
  unloadingPort: Opt(Schema.String),
  /** The ports' names in the World Port Index, where it knows their codes (filled by the provider). */
  loadingPortName: Opt(Schema.String),
  unloadingPortName: Opt(Schema.String),
  carrier: Opt(Schema.String),
  vessel: Opt(Schema.String),
  transportMode: Opt(Schema.Literals(["SEA", "AIR", "LAND"])),
  containers: Count,
  hazmat: Schema.Boolean,
}).annotate({ identifier: "TradeRecord" });
export type TradeRecord = typeof TradeRecord.Type;

/** A chosen data set a search did not run over, and why (issue 31 item 4). */
export const DatasetLeftOut = Schema.Struct({
  dataset: Schema.String,
  reason: Schema.Literal("kindUnsupported"),
  /**
   * What its records do not carry: a search kind's field (description, hsCode, importer, exporter),
   * or firm — no party is named at all (a search of firms: trade search, D344).
   */
  kind: Schema.Literals(["description", "hsCode", "importer", "exporter", "firm"]),
}).annotate({ identifier: "DatasetLeftOut" });
export type DatasetLeftOut = typeof DatasetLeftOut.Type;

/** A searched data set whose records lack a field the query filters by (issue 31 item 12). */
export const DatasetWithoutField = Schema.Struct({
  dataset: Schema.String,
  field: Schema.Literal("hsCode"),
}).annotate({ identifier: "DatasetWithoutField" });
export type DatasetWithoutField = typeof DatasetWithoutField.Type;

export const TradeSearchResult = Schema.Struct({
  /** Shipments matching: exact up to core's EXACT_COUNT_LIMIT, beyond it an estimate. */
  total: Count,
  /** False when `total` is an estimate (two significant figures): the screen says "about". */
  totalExact: Schema.Boolean,
  current: Count,
  pageSize: Count,
  records: Schema.Array(TradeRecord),
  /**
   * Chosen data sets not searched, each with why: its records do not carry the field the search
   * kind reads (Brazil's declarations name no importer); absent when every chosen set was searched.
   */
  leftOut: Opt(Schema.Array(DatasetLeftOut)),
  /**
   * Searched data sets whose records do not carry a field the query filters by (US bills under an HS
   * filter: only the few that carry a code can match); absent when there is none.
   */
  withoutField: Opt(Schema.Array(DatasetWithoutField)),
}).annotate({ identifier: "TradeSearchResult" });
export type TradeSearchResult = typeof TradeSearchResult.Type;

export const FacetCount = Schema.Struct({
  /** A country or port code, an HS code, a carrier's code, or a firm's id (as text). */
  key: Schema.String,
  /**
   * A firm's name, or a port's name in the World Port Index; absent for other codes (the screen
   * names them in the user's language) and for ports the index does not know.
   */
  label: Opt(Schema.String),
  /**
   * A port's entry: the codes as released that it counts (CNSHA, 57035), one entry per port under
   * its main code (D343); absent for other facets and for a code no table knows.
   */
  codes: Opt(Schema.Array(Schema.String)),
  country: Opt(CountryCode),
  /** A firm flagged as a freight forwarder or NVOCC: true; absent for every other entry (D311). */
  logistics: Opt(Schema.Literal(true)),
  shipments: Count,
  weightKg: Schema.Finite,
  valueUsd: Schema.Finite,
  /**
   * Of `shipments`, how many had a weight and a value: the sums are of those (D322, D341). Every
   * list fills them (a profile's, the search's facets); absent only from an older provider.
   */
  weightKnown: Opt(Count),
  valueKnown: Opt(Count),
}).annotate({ identifier: "FacetCount" });
export type FacetCount = typeof FacetCount.Type;

export const MonthPoint = Schema.Struct({
  /** yyyy-MM. */
  month: Schema.String,
  shipments: Count,
  /** Sums of the known weights and values only (D322). */
  weightKg: Schema.Finite,
  valueUsd: Schema.Finite,
  /** Of `shipments`, how many had a weight and a value: "value known for 12 of 40 shipments" (D341). */
  weightKnown: Count,
  valueKnown: Count,
}).annotate({ identifier: "MonthPoint" });
export type MonthPoint = typeof MonthPoint.Type;

export const TradeFacets = Schema.Struct({
  importers: Opt(Schema.Array(FacetCount)),
  exporters: Opt(Schema.Array(FacetCount)),
  hsCodes: Opt(Schema.Array(FacetCount)),
  originCountries: Opt(Schema.Array(FacetCount)),
  destinationCountries: Opt(Schema.Array(FacetCount)),
  ports: Opt(Schema.Array(FacetCount)),
  carriers: Opt(Schema.Array(FacetCount)),
  monthly: Opt(Schema.Array(MonthPoint)),
  /**
   * True when the figures are scaled from a sample of the matches (two significant figures), as an
   * engine may do beyond core's EXACT_COUNT_LIMIT matches: the screen says they are estimates.
   */
  estimated: Schema.Boolean,
}).annotate({ identifier: "TradeFacets" });
export type TradeFacets = typeof TradeFacets.Type;

export const tradeSearch = defineEndpoint({
  name: "tradeSearch",
  method: "GET",
  host: "provider",
  path: "/searching/cds",
  encoding: "query",
  request: { query: TradeQueryParams },
  response: Envelope(TradeSearchResult),
  requiresSession: true,
  summary: "Search shipments (bills of lading and declarations) of the data sets the package grants",
  description:
    "Codes: 10001 a query that cannot be read (data.messageId says why); 52001 a data set the package does not grant; 52002 a search kind none of the chosen data sets supports (those that support it are searched, the rest listed in leftOut); 52004 a page past the first 10,000 of more matches; 52005 another order than newest first of more than 10,000 matches.",
  tag: "trade",
  origin: "spec",
});

export const tradeFacets = defineEndpoint({
  name: "tradeFacets",
  method: "GET",
  host: "provider",
  path: "/searching/cds/facets",
  encoding: "query",
  request: {
    query: Schema.Struct({
      ...TradeQueryParams.fields,
      /** Which facets, comma-separated (importers, exporters, hsCodes, originCountries, destinationCountries, ports, carriers, monthly); all when absent. */
      facets: Text,
    }),
  },
  response: Envelope(TradeFacets),
  requiresSession: true,
  summary: "The top 10 of each facet and the monthly trend of a shipment query",
  tag: "trade",
  origin: "designed",
});

/** A port of the World Port Index: its code, name, country and where it is (WGS 84 degrees). */
export const RoutePort = Schema.Struct({
  /** UN/LOCODE. */
  code: Schema.String,
  name: Schema.String,
  country: Opt(CountryCode),
  latitude: Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 })),
  longitude: Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 })),
}).annotate({ identifier: "RoutePort" });
export type RoutePort = typeof RoutePort.Type;

/** Where a shipment went: its ports of loading and unloading, each absent when the index lacks it. */
export const TradeRoute = Schema.Struct({
  loading: Opt(RoutePort),
  unloading: Opt(RoutePort),
}).annotate({ identifier: "TradeRoute" });
export type TradeRoute = typeof TradeRoute.Type;

/** One bill or declaration with every field its source carries. */
export const TradeBill = Schema.Struct({
  record: TradeRecord,
  /** The route between the record's ports, as the World Port Index places them (filled by the provider). */
  route: Opt(TradeRoute),
  /**
   * A US bill's own tables (header, billgen, consignee, shipper, notifyparty, container, cargodesc,
   * tariff, marksnumbers, hazmat, hazmatclass), each a list of rows keyed by the release's column
   * names (spec §3 shipment bill fields); absent for declarations.
   */
  tables: Opt(
    Schema.Record(
      Schema.String,
      Schema.Array(Schema.Record(Schema.String, Schema.NullOr(Schema.Union([Schema.String, Schema.Finite])))),
    ),
  ),
}).annotate({ identifier: "TradeBill" });
export type TradeBill = typeof TradeBill.Type;

export const tradeBill = defineEndpoint({
  name: "tradeBill",
  method: "GET",
  host: "provider",
  path: "/searching/cds/bill",
  encoding: "query",
  request: { query: Schema.Struct({ id: LineText }) },
  response: Envelope(TradeBill),
  requiresSession: true,
  summary: "One shipment's every field (a bill of lading's own tables)",
  description: "Codes: 10001 an unknown id; 52001 a data set the package does not grant.",
  tag: "trade",
  origin: "designed",
});

export const CompanyHit = Schema.Struct({
  id: Count,
  name: Schema.String,
  country: Opt(CountryCode),
  /** The name reads as a freight forwarder's or logistics firm's. */
  logistics: Schema.Boolean,
  shipments: Count,
  lastDate: IsoDate,
}).annotate({ identifier: "CompanyHit" });
export type CompanyHit = typeof CompanyHit.Type;

export const tradeCompanies = defineEndpoint({
  name: "tradeCompanies",
  method: "GET",
  host: "provider",
  path: "/searching/cds/company",
  encoding: "query",
  request: {
    query: Schema.Struct({
      ...TradeQueryParams.fields,
      /** importer (default) or exporter: which side the firms trade on. */
      role: Text,
    }),
  },
  response: Envelope(
    Schema.Struct({
      total: Count,
      current: Count,
      pageSize: Count,
      records: Schema.Array(CompanyHit),
      /** Chosen data sets not searched, as the shipment search names them (D336, D344). */
      leftOut: Opt(Schema.Array(DatasetLeftOut)),
      withoutField: Opt(Schema.Array(DatasetWithoutField)),
    }),
  ),
  requiresSession: true,
  summary: "Firms (importers or exporters) of the shipments a query finds, the busiest first",
  tag: "trade",
  origin: "spec",
});

/**
 * A firm's info fields as its own bills give them (spec §3 company info fields, those the data
 * supports; core's companyInfoOf): the address of its newest bill that has one, a contact name and
 * numbers. Absent fields are not in the data (declarations carry no address).
 */
export const CompanyInfo = Schema.Struct({
  addressLines: Opt(Schema.Array(Schema.String)),
  city: Opt(Schema.String),
  stateProvince: Opt(Schema.String),
  zip: Opt(Schema.String),
  addressCountry: Opt(CountryCode),
  /** The date of the bill the address was read from. */
  addressDate: Opt(IsoDate),
  contactName: Opt(Schema.String),
  phone: Opt(Schema.String),
  email: Opt(Schema.String),
  fax: Opt(Schema.String),
}).annotate({ identifier: "CompanyInfo" });
export type CompanyInfo = typeof CompanyInfo.Type;

export const CompanyProfile = Schema.Struct({
  id: Count,
  /** The id asked for when that firm has been merged into this one: the old id now points here (issue 30). */
  movedFrom: Opt(Count),
  name: Schema.String,
  country: Opt(CountryCode),
  logistics: Schema.Boolean,
  /** Every spelling of the firm seen on the records ("also known as"). */
  aliases: Schema.Array(Schema.String),
  asImporter: Count,
  asExporter: Count,
  /** Sums of the known weights and values only; unknown ones are left out and counted apart (D322). */
  weightKg: Schema.Finite,
  valueUsd: Schema.Finite,
  /** Of the firm's shipments, how many had a weight and a value: "value known for 3 of 5 shipments". */
  weightKnown: Count,
  valueKnown: Count,
  firstDate: Opt(IsoDate),
  lastDate: Opt(IsoDate),
  monthly: Schema.Array(MonthPoint),
  partners: Schema.Array(FacetCount),
  hsCodes: Schema.Array(FacetCount),
  ports: Schema.Array(FacetCount),
  /** Origin → destination country pairs, as "CN-US". */
  lanes: Schema.Array(FacetCount),
  info: CompanyInfo,
  /** The firm's latest shipments (either side), newest first, ties by data set and source id. */
  recentBills: Schema.Array(TradeRecord),
}).annotate({ identifier: "CompanyProfile" });
export type CompanyProfile = typeof CompanyProfile.Type;

export const tradeCompanyProfile = defineEndpoint({
  name: "tradeCompanyProfile",
  method: "GET",
  host: "provider",
  path: "/searching/cds/companies/record",
  encoding: "query",
  request: { query: Schema.Struct({ id: LineText, datasets: LongText }) },
  response: Envelope(CompanyProfile),
  requiresSession: true,
  summary:
    "A firm's profile over the data sets asked: info fields, totals, dates, monthly series, partners, goods, ports, lanes, latest shipments",
  description: "Codes: 10001 an unknown firm or query; 52001 a data set the package does not grant.",
  tag: "trade",
  origin: "spec",
});

export const PartnerRow = Schema.Struct({
  partner: TradeParty,
  shipments: Count,
  /** Sums of the known weights and values only (D322). */
  weightKg: Schema.Finite,
  valueUsd: Schema.Finite,
  /** Of `shipments`, how many had a weight and a value. */
  weightKnown: Count,
  valueKnown: Count,
  firstDate: IsoDate,
  lastDate: IsoDate,
  /** The partner's part of the firm's shipments, 0 to 1. */
  share: Schema.Finite,
}).annotate({ identifier: "PartnerRow" });
export type PartnerRow = typeof PartnerRow.Type;

export const tradePartners = defineEndpoint({
  name: "tradePartners",
  method: "GET",
  host: "provider",
  path: "/searching/cds/company/partner",
  encoding: "query",
  request: {
    query: Schema.Struct({
      id: LineText,
      datasets: LongText,
      /** shipments (default; share orders the same), weight, value, first, last or name. */
      sort: Text,
      /** desc or asc; without it, names run A to Z and figures and dates biggest or newest first. */
      order: Text,
      current: Text,
      pageSize: Text,
    }),
  },
  response: Envelope(
    Schema.Struct({
      /** The firm reported on. */
      company: TradeParty,
      total: Count,
      shipments: Count,
      current: Count,
      pageSize: Count,
      records: Schema.Array(PartnerRow),
    }),
  ),
  requiresSession: true,
  summary: "A firm's trading partners with shipments, weight, value, first and last date and share",
  description:
    "Rows in the order asked, ties by partner id ascending. Codes: 52003 the package lacks the partner report (permission 16); 10001 an unknown firm or query; 52001 as the search.",
  tag: "trade",
  origin: "spec",
});
