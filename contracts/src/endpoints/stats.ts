// Market analysis (issue 16; spec §2.6 /stats/cn and /stats/un, market-analysis permission 128):
// trade statistics as UN Comtrade and China customs publish them, summed by the provider. Designed
// here (decision D240). Every filter travels as text, read by core's readStatsQuery, so a bad one is
// refused with 10001 and a message id (never a 500); a caller without permission 128 gets 57001.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { Count, CountryCode, CurrencyCode, LineText } from "../primitives.ts";

const Text = Schema.optionalKey(LineText);
const Opt = <S extends Schema.Top>(s: S) => Schema.optionalKey(s);

/** A month as `yyyy-MM`. */
export const YearMonth = Schema.String.check(Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])$/));

export const StatsSource = Schema.Literals(["un", "cn"]);
export type StatsSource = typeof StatsSource.Type;
export const StatsFlow = Schema.Literals(["import", "export"]);
export const StatsHsLevel = Schema.Literals([2, 4, 6, 8]);

/** The filters of every statistics call (core's readStatsQuery reads them). */
export const StatsFilterParams = Schema.Struct({
  /** un (UN Comtrade) or cn (China customs). Required. */
  source: LineText,
  /** import (default) or export, as seen by the reporter. */
  flow: Text,
  /** Digits the products are summed at: 2 (default), 4, 6; cn also 8. */
  hsLevel: Text,
  /** An HS code prefix, 2 to 6 digits (cn: 8): only products under it. */
  hs: Text,
  /** ISO alpha-2 reporters, comma-separated (un only; China customs reports for CN alone). */
  reporter: Text,
  /** ISO alpha-2 partners, comma-separated. */
  partner: Text,
  /** yyyy-MM, inclusive; without them the last 12 months loaded. */
  from: Text,
  to: Text,
  /** USD (default); cn also CNY. */
  currency: Text,
  /** cn only: China customs trade-mode codes, comma-separated (10 general trade…). */
  tradeMode: Text,
  /** cn only: provinces of the trader (GB/T 2260 two-digit codes), comma-separated. */
  province: Text,
}).annotate({ identifier: "StatsFilterParams" });
export type StatsFilterParams = typeof StatsFilterParams.Type;

/** A name in the three languages of the site. */
export const TriName = Schema.Struct({ zh: Schema.String, en: Schema.String, ru: Schema.String });

export const StatsCodeName = Schema.Struct({ code: Schema.String, name: TriName }).annotate({
  identifier: "StatsCodeName",
});

export const StatsOptions = Schema.Struct({
  source: StatsSource,
  reporters: Schema.Array(CountryCode),
  partners: Schema.Array(CountryCode),
  flows: Schema.Array(StatsFlow),
  /** Absent while nothing of the source is loaded. */
  firstPeriod: Opt(YearMonth),
  lastPeriod: Opt(YearMonth),
  hsLevels: Schema.Array(StatsHsLevel),
  currencies: Schema.Array(CurrencyCode),
  /** cn only (empty for un): the trade modes and provinces loaded, with their names. */
  tradeModes: Schema.Array(StatsCodeName),
  provinces: Schema.Array(StatsCodeName),
}).annotate({ identifier: "StatsOptions" });
export type StatsOptions = typeof StatsOptions.Type;

/** The period a figure covers, after defaults: from and to as yyyy-MM. */
export const StatsPeriod = Schema.Struct({ from: YearMonth, to: YearMonth });

export const StatsHeadline = Schema.Struct({
  /** Trade value in the currency asked, over the period. */
  value: Schema.Finite,
  /** The same filters twelve months earlier. */
  valueYearEarlier: Schema.Finite,
  /** value / valueYearEarlier − 1; null when a year earlier is 0 or not wholly loaded (D242). */
  change: Schema.NullOr(Schema.Finite),
  /** Kilograms; absent when no row of the scope carries a weight. */
  netWeight: Opt(Schema.Finite),
  /** Present only when every row of the scope has one and the same quantity unit. */
  quantity: Opt(Schema.Finite),
  /** The unit as the source writes it (Comtrade's qtyUnitAbbr, China customs' 计量单位). */
  quantityUnit: Opt(Schema.String),
  /** value per quantity unit when there is one unit, else per kg of net weight; absent when neither. */
  unitPrice: Opt(Schema.Finite),
  /** The unit `unitPrice` is per: the quantity unit or "kg". */
  unitPriceUnit: Opt(Schema.String),
}).annotate({ identifier: "StatsHeadline" });
export type StatsHeadline = typeof StatsHeadline.Type;

export const StatsMonth = Schema.Struct({
  period: YearMonth,
  value: Schema.Finite,
  valueYearEarlier: Schema.Finite,
  /** Present with the headline's quantity (one unit). */
  quantity: Opt(Schema.Finite),
}).annotate({ identifier: "StatsMonth" });

export const StatsProduct = Schema.Struct({
  /** The HS code at the level asked. */
  hs: Schema.String,
  value: Schema.Finite,
  /** Part of the headline value, 0 to 1. */
  share: Schema.Finite,
}).annotate({ identifier: "StatsProduct" });

export const StatsSummary = Schema.Struct({
  currency: CurrencyCode,
  period: StatsPeriod,
  headline: StatsHeadline,
  /** Every month of the period, a month without trade as 0. */
  monthly: Schema.Array(StatsMonth),
  /** The top STATS_TOP_PRODUCTS products at the HS level asked, biggest first (ties by code). */
  products: Schema.Array(StatsProduct),
}).annotate({ identifier: "StatsSummary" });
export type StatsSummary = typeof StatsSummary.Type;

export const StatsPartnerRow = Schema.Struct({
  partner: CountryCode,
  value: Schema.Finite,
  share: Schema.Finite,
  valueYearEarlier: Schema.Finite,
  change: Schema.NullOr(Schema.Finite),
  /** Present when the partner's rows have one quantity unit (the unit is the headline's or the row's). */
  quantity: Opt(Schema.Finite),
  quantityUnit: Opt(Schema.String),
  netWeight: Opt(Schema.Finite),
}).annotate({ identifier: "StatsPartnerRow" });
export type StatsPartnerRow = typeof StatsPartnerRow.Type;

export const StatsPartners = Schema.Struct({
  currency: CurrencyCode,
  period: StatsPeriod,
  /** Partners with trade in the period. */
  total: Count,
  /** The sum of every partner's value (the headline value). */
  totalValue: Schema.Finite,
  current: Count,
  pageSize: Count,
  records: Schema.Array(StatsPartnerRow),
}).annotate({ identifier: "StatsPartners" });
export type StatsPartners = typeof StatsPartners.Type;

export const StatsBreakdownRow = Schema.Struct({
  code: Schema.String,
  name: TriName,
  value: Schema.Finite,
  share: Schema.Finite,
  valueYearEarlier: Schema.Finite,
  change: Schema.NullOr(Schema.Finite),
}).annotate({ identifier: "StatsBreakdownRow" });

export const StatsBreakdown = Schema.Struct({
  by: Schema.Literals(["tradeMode", "province"]),
  currency: CurrencyCode,
  period: StatsPeriod,
  records: Schema.Array(StatsBreakdownRow),
}).annotate({ identifier: "StatsBreakdown" });
export type StatsBreakdown = typeof StatsBreakdown.Type;

const refusals =
  "Codes: 57001 the package lacks market analysis (permission 128); 10001 a filter that cannot be read (data.messageId says which).";

export const statsOptions = defineEndpoint({
  name: "statsOptions",
  method: "GET",
  host: "provider",
  path: "/console/stats/options",
  encoding: "query",
  request: { query: Schema.Struct({ source: LineText }) },
  response: Envelope(StatsOptions),
  requiresSession: true,
  summary:
    "What a source's statistics can be filtered by: reporters, partners, periods, HS levels, currencies",
  description: refusals,
  tag: "stats",
  origin: "designed",
});

export const statsSummary = defineEndpoint({
  name: "statsSummary",
  method: "GET",
  host: "provider",
  path: "/console/stats/summary",
  encoding: "query",
  request: { query: StatsFilterParams },
  response: Envelope(StatsSummary),
  requiresSession: true,
  summary: "Headline figures, monthly trend and top products of the trade statistics asked",
  description: refusals,
  tag: "stats",
  origin: "designed",
});

export const statsPartners = defineEndpoint({
  name: "statsPartners",
  method: "GET",
  host: "provider",
  path: "/console/stats/partners",
  encoding: "query",
  request: {
    query: Schema.Struct({
      ...StatsFilterParams.fields,
      /** value (default; share orders the same), change, quantity, netWeight, valueYearEarlier or partner. */
      sort: Text,
      /** desc (default) or asc. */
      order: Text,
      current: Text,
      pageSize: Text,
    }),
  },
  response: Envelope(StatsPartners),
  requiresSession: true,
  summary: "Partners ranked by trade value with share, a year earlier and change (the world map's values)",
  description: `Ties by partner code ascending. ${refusals}`,
  tag: "stats",
  origin: "designed",
});

export const statsBreakdown = defineEndpoint({
  name: "statsBreakdown",
  method: "GET",
  host: "provider",
  path: "/console/stats/breakdown",
  encoding: "query",
  request: {
    query: Schema.Struct({
      ...StatsFilterParams.fields,
      /** tradeMode or province (China customs only). */
      by: LineText,
    }),
  },
  response: Envelope(StatsBreakdown),
  requiresSession: true,
  summary: "China customs statistics by trade mode or by the trader's province, biggest first",
  description: refusals,
  tag: "stats",
  origin: "designed",
});

/**
 * The partner table as a CSV file (not the envelope): GET with statsPartners' parameters, every
 * partner in the order asked, within the caller's export row limit (spec §6); a refusal answers the
 * envelope with the codes above.
 */
export const STATS_PARTNERS_EXPORT_PATH = "/console/stats/partners/export";
