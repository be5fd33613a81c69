// Why a trade query is refused (issue 31 item 7, D332): one message id per parameter that can be
// wrong, so the refusal names the field and says what it takes, in the user's language.

export const TRADE_QUERY_ISSUE_FIELDS = {
  "trade.query.noDataset": "datasets",
  "trade.query.datasetCode": "datasets",
  "trade.query.kind": "kind",
  "trade.query.hsPrefix": "hs",
  "trade.query.hsCodeText": "keyword",
  "trade.query.startTime": "startTime",
  "trade.query.endTime": "endTime",
  "trade.query.origin": "origin",
  "trade.query.destination": "destination",
  "trade.query.port": "port",
  "trade.query.wmin": "wmin",
  "trade.query.wmax": "wmax",
  "trade.query.vmin": "vmin",
  "trade.query.vmax": "vmax",
  "trade.query.sort": "sort",
  "trade.query.order": "order",
  "trade.query.current": "current",
  "trade.query.pageSize": "pageSize",
  "trade.query.firm": "firm",
  "trade.query.newRange": "newAfter",
} as const;

export type TradeQueryIssue = keyof typeof TRADE_QUERY_ISSUE_FIELDS;

/** The URL parameter an issue is about (what an API caller reads in the refusal's `field`). */
export const tradeQueryIssueField = (issue: TradeQueryIssue): string => TRADE_QUERY_ISSUE_FIELDS[issue];
