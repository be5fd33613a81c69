// The payment page /en/payment/{id} and how its id is looked up (spec §5 Payment lookup, §7 Payment by
// id): an all-digit id goes in the path, any other id as the query parameter id.

import { homePathOf, type Locale } from "../locale/locale.ts";

export type PaymentLookup =
  | { readonly kind: "path"; readonly path: string }
  | { readonly kind: "query"; readonly path: string; readonly query: { readonly id: string } };

/**
 * Decision: the digits are kept as written (no conversion to a number), so a long id or one with leading
 * zeros reaches the provider unchanged.
 */
export const paymentLookupOf = (id: string): PaymentLookup =>
  /^\d+$/.test(id)
    ? { kind: "path", path: `/public/payment/${id}` }
    : { kind: "query", path: "/public/payment", query: { id } };

/** The public payment page of an id, in the buyer's language (decision D285; English by default). */
export const paymentPagePath = (id: string, locale: Locale = "en"): string =>
  `${homePathOf(locale)}/payment/${encodeURIComponent(id)}`;
