// An order as the payment page and its checkout read it (spec §5 Payment lookup, §7 Payment by id):
// one query for both, so the order is asked once and a change the checkout reports (paid, say) shows
// everywhere on the page.
import type { OrderView } from "@portolan/contracts";
import { paymentLookupOf } from "@portolan/core";
import { type Remote, refetchCall, setCallAnswer, useCall } from "@portolan/kit/data/queries.ts";

export interface OrderQuery {
  readonly remote: Remote<OrderView>;
  /** Reads the order again (it is no longer payable as shown). */
  readonly reload: () => void;
  /** The order as a payment call answered it. */
  readonly show: (order: OrderView) => void;
}

/** The order of `id` (an all-digit id in the path, any other as the query); nothing asked while undefined. */
export const useOrder = (id: string | undefined): OrderQuery => {
  const lookup = id === undefined || id === "" ? undefined : paymentLookupOf(id);
  const byPath = lookup?.kind === "path" ? { path: { id: Number(id) } } : undefined;
  const byQuery = lookup?.kind === "query" ? { query: lookup.query } : undefined;
  const pathRemote = useCall("paymentById", byPath);
  const queryRemote = useCall("paymentByQuery", byQuery);
  return {
    remote: byQuery === undefined ? pathRemote : queryRemote,
    reload: () => {
      if (byPath !== undefined) refetchCall("paymentById", byPath);
      if (byQuery !== undefined) refetchCall("paymentByQuery", byQuery);
    },
    show: (order) => {
      if (byPath !== undefined) setCallAnswer("paymentById", byPath, order);
      if (byQuery !== undefined) setCallAnswer("paymentByQuery", byQuery, order);
    },
  };
};
