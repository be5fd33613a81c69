// Message ids of the trade data engine's queries, with their English source text (its refusals are
// error messages: errors/error-messages.ts).
import { defineMessages } from "../messages/define-messages.ts";

export const tradeMessages = defineMessages({
  "trade.query.noDataset": "Choose at least one data set to search.",
  "trade.query.kind": "Search by product description, HS code, importer or exporter.",
  "trade.query.hsPrefix": "Enter an HS code of 2 to 10 digits.",
  "trade.query.hsCodeText": "An HS code search takes 2 to 10 digits.",
  "trade.query.datasetCode": "Data sets (datasets): codes such as IMP_USA_BL_SEA, comma-separated.",
  "trade.query.startTime": "Start date (startTime): a real day, yyyy-MM-dd.",
  "trade.query.endTime": "End date (endTime): a real day, yyyy-MM-dd.",
  "trade.query.origin": "Origin (origin): ISO country codes such as CN,VN.",
  "trade.query.destination": "Destination (destination): ISO country codes such as US,MX.",
  "trade.query.port": "Port (port): port codes such as CNSHA,USLAX.",
  "trade.query.wmin": "Minimum weight (wmin): kg in plain digits, such as 1000.",
  "trade.query.wmax": "Maximum weight (wmax): kg in plain digits, such as 5000.",
  "trade.query.vmin": "Minimum value (vmin): USD in plain digits, such as 1000.",
  "trade.query.vmax": "Maximum value (vmax): USD in plain digits, such as 50000.",
  "trade.query.sort": "Order by (sort): date, weight or value.",
  "trade.query.order": "Direction (order): asc or desc.",
  "trade.query.current": "Page (current): 1 to 1000.",
  "trade.query.pageSize": "Rows per page (pageSize): 20, 50 or 100.",
  "trade.query.firm": "Firm (firm): importer:<id> or exporter:<id>.",
  "trade.query.newRange": "New shipments (newAfter, newUpTo): two bill ids, the first smaller.",
  "trade.query.unknownRecord": "This record does not exist.",
  "trade.query.unknownCompany": "This company does not exist.",
});
export type TradeMessageId = keyof typeof tradeMessages;
