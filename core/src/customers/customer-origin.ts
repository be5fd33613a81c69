// Customer origin (spec §3): 0 external customers, 1 trade information, 2 global buyers, 3 search,
// derived from the raw fields originCdUuid, originGbUuid and originSoUuid; none set is 'others'.
// Decision "Customer origin precedence": CD before GB before SO when several are set; a customer
// with no origin field is what the list filter calls external customers (code 0).
import type { CustomerMessageId } from "./customer-messages.ts";

export const CUSTOMER_ORIGIN = { EXTERNAL: 0, TRADE_INFORMATION: 1, GLOBAL_BUYERS: 2, SEARCH: 3 } as const;
export type CustomerOriginCode = (typeof CUSTOMER_ORIGIN)[keyof typeof CUSTOMER_ORIGIN];
export type CustomerOrigin = "tradeInformation" | "globalBuyers" | "search" | "others";

export interface CustomerOriginFields {
  readonly originCdUuid?: string | null;
  readonly originGbUuid?: string | null;
  readonly originSoUuid?: string | null;
}

const isSet = (uuid: string | null | undefined): boolean => typeof uuid === "string" && uuid.trim() !== "";

export const deriveCustomerOrigin = (raw: CustomerOriginFields): CustomerOrigin => {
  if (isSet(raw.originCdUuid)) return "tradeInformation";
  if (isSet(raw.originGbUuid)) return "globalBuyers";
  if (isSet(raw.originSoUuid)) return "search";
  return "others";
};

const CODE: Readonly<Record<CustomerOrigin, CustomerOriginCode>> = {
  others: 0,
  tradeInformation: 1,
  globalBuyers: 2,
  search: 3,
};

/** The filter code of a derived origin: 'others' is filtered as external customers (0). */
export const customerOriginCode = (origin: CustomerOrigin): CustomerOriginCode => CODE[origin];

const FILTER_LABELS: Readonly<Record<CustomerOriginCode, CustomerMessageId>> = {
  0: "customers.origin.externalCustomers",
  1: "customers.origin.tradeInformation",
  2: "customers.origin.globalBuyers",
  3: "customers.origin.search",
};

/** Label of an origin filter option. */
export const customerOriginFilterLabel = (code: CustomerOriginCode): CustomerMessageId => FILTER_LABELS[code];

/** Label of a customer row's derived origin. */
export const customerOriginLabel = (origin: CustomerOrigin): CustomerMessageId =>
  origin === "others" ? "customers.origin.others" : FILTER_LABELS[CODE[origin]];
