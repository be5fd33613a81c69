// The payment of an order on /en/payment/{id}, an island: reads the order (GET /public/payment/{id},
// or with the query id for an id that is not all digits — core's paymentLookupOf) once hydrated, and
// shows its status, package, amount and reservation deadline, the checkout and the bank transfer. One
// prerendered template serves every id (decision D127): the id is read from the address.
import { matchRoute, ORDER_RESERVATION_DAYS, orderMessages } from "@portolan/core";
import { useAfterHydration } from "@portolan/kit/forms/use-after-hydration.ts";
import { useEffect, useState } from "react";
import { Hero, Section } from "../../../components/content/content.tsx";
import { CheckoutPanel } from "../../../forms/checkout-panel.tsx";
import { useOrder } from "../../../forms/use-order.ts";
import { BankTransfer } from "./bank-transfer.tsx";
import { tierName } from "./en-format.ts";
import { enPath } from "./en-links.ts";
import { OrderFacts } from "./order-facts.tsx";

export function PaymentOrder() {
  // The first render is the template's HTML exactly; the id is shown once hydrated.
  const hydrated = useAfterHydration();
  const id = hydrated ? (matchRoute(location.pathname)?.params.id ?? "") : "";
  const query = useOrder(id);
  const { remote } = query;
  const order = remote.state === "ready" ? remote.data : undefined;
  // Once the order was read unpaid, the checkout stays on the page to say how the payment went.
  const [payable, setPayable] = useState(false);
  useEffect(() => {
    if (order?.status === "unpaid") setPayable(true);
  }, [order?.status]);
  return (
    <>
      <Hero
        title={id === "" ? "Your order" : `Order ${id}`}
        lead={`Unpaid orders are reserved for ${ORDER_RESERVATION_DAYS} days. Pay before the deadline to start your package.`}
      />
      <Section title="Order details" id="order">
        <OrderFacts remote={remote} />
      </Section>
      {payable && order !== undefined ? (
        <Section
          title={`Pay for ${tierName(order.tierId)}`}
          id="checkout"
          lead="Pay online now, or by bank transfer before the deadline."
        >
          <CheckoutPanel orderId={order.id} order={query} />
        </Section>
      ) : null}
      {order?.status === "unpaid" ? (
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
