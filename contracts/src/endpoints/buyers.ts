// Buyer search and trade search (issue 16; spec §1 buyer search, §2.6 {data}/buyer and {home}/so,
// §3 search parameter transformer and company info fields, §6 global buyers 32 and trade search
// 64). Designed here, beside the spec's /searching/cds calls: the importers of the shipments a
// query finds (decision D260), and a directory of the firms of the caller's data sets (D261).
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { Count, CountryCode, IsoDate, LineText, LongText } from "../primitives.ts";
import { CompanyInfo, DatasetLeftOut, DatasetWithoutField } from "./trade.ts";

const Text = Schema.optionalKey(LineText);
const Opt = <S extends Schema.Top>(s: S) => Schema.optionalKey(s);

/** One of a buyer's top suppliers over the shipments the search found. */
export const BuyerSupplier = Schema.Struct({
  id: Count,
  name: Schema.String,
  country: Opt(CountryCode),
  shipments: Count,
}).annotate({ identifier: "BuyerSupplier" });
export type BuyerSupplier = typeof BuyerSupplier.Type;

export const BuyerRow = Schema.Struct({
  id: Count,
  name: Schema.String,
  country: Opt(CountryCode),
  /** The name reads as a freight forwarder's or logistics firm's (standing in as consignee). */
  logistics: Schema.Boolean,
  shipments: Count,
  /** Sums of the known weights and values only; unknown ones are left out and counted apart (D342). */
  weightKg: Schema.Finite,
  valueUsd: Schema.Finite,
  /** Of `shipments`, how many had a weight and a value: "value known for 3 of 5 shipments". */
  weightKnown: Count,
  valueKnown: Count,
  firstDate: IsoDate,
  lastDate: IsoDate,
  /** Shipments per month from its first shipment to the newest the search found (core's shipmentsPerMonth). */
  perMonth: Schema.Finite,
  /** Its three biggest suppliers in these shipments, ties by id. */
  suppliers: Schema.Array(BuyerSupplier),
  /** The contact fields its own bills give (consignee rows; core's companyInfoOf). */
  info: CompanyInfo,
}).annotate({ identifier: "BuyerRow" });
export type BuyerRow = typeof BuyerRow.Type;

export const tradeBuyers = defineEndpoint({
  name: "tradeBuyers",
  method: "GET",
  host: "provider",
  path: "/searching/cds/buyers",
  encoding: "query",
  request: {
    query: Schema.Struct({
      /** Data-set codes, comma-separated; absent: every owned data set (customs, ship, transit), those without importer names left out and named (D344). */
      datasets: Schema.optionalKey(LongText),
      /** Goods words (in Chinese or Russian: the HS headings they name). */
      keyword: Text,
      /** An HS code prefix, 2 to 10 digits. */
      hs: Text,
      /** Where the goods went (ISO alpha-2, comma-separated): the buyers' market. */
      country: Text,
      /** shipments (default), frequency, last, weight, value or name. */
      sort: Text,
      /** desc or asc; without it names run A to Z, figures and dates biggest or newest first. */
      order: Text,
      current: Text,
      pageSize: Text,
      /** include: firms flagged as forwarders or NVOCCs are buyers too; without it they are left out (D310). */
      forwarders: Text,
    }),
  },
  response: Envelope(
    Schema.Struct({
      total: Count,
      current: Count,
      pageSize: Count,
      /** The newest shipment the search found: what `perMonth` counts up to. */
      asOf: Opt(IsoDate),
      /** Importers of these shipments flagged as forwarders and left out (0 when `forwarders=include`). */
      forwardersHidden: Count,
      records: Schema.Array(BuyerRow),
      /** Owned data sets not searched and why: no importer names, or no goods text for goods words (D344). */
      leftOut: Opt(Schema.Array(DatasetLeftOut)),
      /** Searched data sets whose records carry no HS code, under an HS filter (D336). */
      withoutField: Opt(Schema.Array(DatasetWithoutField)),
    }),
  ),
  requiresSession: true,
  summary:
    "Buyers: the importers of the shipments a query finds, with volume, frequency, last shipment, top suppliers and contacts",
  description:
    "Forwarders left out unless forwarders=include (D310). Data sets whose records name no importer (or, with goods words, carry no goods text) are left out and listed in leftOut (D344). Codes: 58001 the package lacks buyer search (permission 32); 10001 a query that cannot be read; 52001 a data set the package does not grant; 52002 no chosen data set names importers.",
  tag: "trade",
  origin: "designed",
});

export const DirectoryRow = Schema.Struct({
  id: Count,
  name: Schema.String,
  country: Opt(CountryCode),
  logistics: Schema.Boolean,
  /** Shipments in the caller's data sets, as importer and as exporter (one shipment on both sides counts once in `shipments`). */
  shipments: Count,
  asImporter: Count,
  asExporter: Count,
  lastDate: IsoDate,
  /** Why it was found: its name, the goods it trades, or a contact number of its bills. */
  matchedBy: Schema.Array(Schema.Literals(["name", "product", "contact"])),
  info: CompanyInfo,
}).annotate({ identifier: "DirectoryRow" });
export type DirectoryRow = typeof DirectoryRow.Type;

export const tradeDirectory = defineEndpoint({
  name: "tradeDirectory",
  method: "GET",
  host: "provider",
  path: "/searching/so",
  encoding: "query",
  request: {
    query: Schema.Struct({
      keyword: Text,
      /** Spec §3: com-all (0) name, goods and contacts; website-email (2) contacts; anything else (1) names. */
      searchType: Text,
      current: Text,
      pageSize: Text,
    }),
  },
  response: Envelope(
    Schema.Struct({
      total: Count,
      current: Count,
      pageSize: Count,
      records: Schema.Array(DirectoryRow),
      /** Owned data sets not searched: their records name no firm (D344). */
      leftOut: Opt(Schema.Array(DatasetLeftOut)),
    }),
  ),
  requiresSession: true,
  summary:
    "Trade search: firms of the caller's data sets by name, goods, website or e-mail, with their info fields",
  description:
    "The busiest first, ties by id, over every owned data set (customs, ship, transit); those naming no firm are listed in leftOut (D344). Codes: 58002 the package lacks trade search (permission 64); 10001 a package with no data set; 52002 no owned data set names a firm.",
  tag: "trade",
  origin: "designed",
});
