// The trade export (issue 14 §3): a file, not the JSON envelope — the records of a shipment query as
// CSV or XLSX, streamed, within the caller's export row limit (spec §6). GET with the query's
// parameters (endpoints/trade.ts TradeQueryParams) and `format`; a refusal answers the envelope.
export const TRADE_EXPORT_PATH = "/searching/cds/export";

export const TRADE_EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type TradeExportFormat = (typeof TRADE_EXPORT_FORMATS)[number];

export const tradeExportPath = (
  params: Readonly<Record<string, string>>,
  format: TradeExportFormat,
): string =>
  `${TRADE_EXPORT_PATH}?${Object.entries({ ...params, format })
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join("&")}`;
