// The payment page of an order, /en/payment/{id}: reads the order (GET /public/payment/{id}, or with
// the query id for an id that is not all digits — core's paymentLookupOf) after hydration, and shows
// its status, package, amount and reservation deadline. Not prerendered: the id is a path parameter.
import type { OrderView } from "@portolan/contracts";
import { ORDER_RESERVATION_DAYS, orderMessages, paymentLookupOf } from "@portolan/core";
import { useCall } from "@portolan/kit/data/queries.ts";
import { useEffect, useState } from "react";
import { Hero, Section } from "../../components/content/content.tsx";
import { CheckoutPanel } from "../../forms/checkout-panel.tsx";
import type { PageMeta, PageProps } from "../page-module.ts";
import { BankTransfer } from "./parts/bank-transfer.tsx";
import { tierName } from "./parts/en-format.ts";
import { enPath } from "./parts/en-links.ts";
import { OrderFacts } from "./parts/order-facts.tsx";

export const meta: PageMeta = {
  title: "Your order — payment | Portolan",
  description: "The status, package, amount and payment deadline of your data package order.",
};

export const layout = "english";

/** Reads the order once hydrated, whatever the prerendered template shows. */
export const live = true;

export default function Payment({ params }: PageProps) {
  // One prerendered template serves every id (decision D127): the id is shown only once hydrated, so
  // the first client render is the template's HTML exactly.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const id = hydrated ? (params.id ?? "") : "";
  const lookup = id === "" ? undefined : paymentLookupOf(id);
  const byId = useCall("paymentById", lookup?.kind === "path" ? { path: { id: Number(id) } } : undefined);
  const byQuery = useCall("paymentByQuery", lookup?.kind === "query" ? { query: lookup.query } : undefined);
  const remote = lookup?.kind === "query" ? byQuery : byId;
  // The order as the checkout last reported it (paid, say), over the one read when the page opened.
  const [updated, setUpdated] = useState<OrderView | undefined>(undefined);
  const initial = remote.state === "ready" ? remote.data : undefined;
  const order = updated ?? initial;
  return (
    <>
      <Hero
        title={id === "" ? "Your order" : `Order ${id}`}
        lead={`Unpaid orders are reserved for ${ORDER_RESERVATION_DAYS} days. Pay before the deadline to start your package.`}
      />
      <Section title="Order details" id="order">
        <OrderFacts remote={updated === undefined ? remote : { state: "ready", data: updated }} />
      </Section>
      {initial?.status === "unpaid" && order !== undefined ? (
        <Section
          title={`Pay for ${tierName(order.tierId)}`}
          id="checkout"
          lead="Pay online now, or by bank transfer before the deadline."
        >
          <CheckoutPanel orderId={order.id} onOrderChange={setUpdated} />
        </Section>
      ) : null}
      {initial?.status === "unpaid" && order?.status === "unpaid" ? (
        <Section title="Pay by bank transfer" id="bank-transfer">
          <BankTransfer orderId={order.id} />
        </Section>
      ) : null}
      {order?.status === "invalid" ? (
        <Section title="Order again">
          <p>
            {orderMessages["orders.agreementVoid"]} Choose a package again on{" "}
            <a href={enPath("package")}>packages and prices</a>.
          </p>
        </Section>
      ) : null}
      <Section title="Questions about your order?">
        <p>
          Read the <a href={enPath("packageterms")}>package purchase terms</a> or{" "}
          <a href={enPath("contact")}>contact our team</a> with your order number.
        </p>
      </Section>
    </>
  );
}
