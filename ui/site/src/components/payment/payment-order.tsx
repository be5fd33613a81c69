// The payment of an order on /{cn,en,ru}/payment/{id} (D285), an island: reads the order (GET
// /public/payment/{id}, or with the query id for an id that is not all digits — core's
// paymentLookupOf) once hydrated, and shows its status, package, amount and reservation deadline,
// the checkout and the bank transfer; once paid, the receipt and the way into the console. One
// prerendered template per language serves every id (decision D127): the id is read from the address.
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { matchRoute, ORDER_RESERVATION_DAYS, packageTierLabel } from "@portolan/core";
import { useAfterHydration } from "@portolan/kit/forms/use-after-hydration.ts";
import { $locale } from "@portolan/kit/stores/locale.ts";
import { useEffect, useState } from "react";
import { CheckoutPanel } from "../../forms/checkout-panel.tsx";
import { useOrder } from "../../forms/use-order.ts";
import { Hero, Section } from "../content/content.tsx";
import { BankTransfer } from "./bank-transfer.tsx";
import { OrderFacts } from "./order-facts.tsx";
import { PaidNext } from "./paid-next.tsx";
import { sitePath } from "./payment-links.ts";

/** Core's words (the shared catalogue), read by id: not this page's own to extract. */
const coreText = (i18n: I18n, id: string): string => i18n._(id);

export function PaymentOrder() {
  const { i18n, t } = useLingui();
  const locale = useStore($locale);
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
  const days = ORDER_RESERVATION_DAYS;
  const lead =
    order?.status === "paid"
      ? t`Paid. Your package is active.`
      : order?.status === "invalid"
        ? t`This order is no longer valid.`
        : t`Unpaid orders are reserved for ${days} days. Pay before the deadline to start your package.`;
  const tier = order === undefined ? "" : i18n._(packageTierLabel(order.tierId));
  const voidText = coreText(i18n, "orders.agreementVoid");
  return (
    <>
      <Hero title={id === "" ? t`Your order` : t`Order ${id}`} lead={lead} />
      <Section title={t`Order details`} id="order">
        <OrderFacts remote={remote} />
      </Section>
      {order?.status === "paid" ? (
        <Section title={t`Receipt and next steps`} id="paid">
          <PaidNext orderId={order.id} locale={locale} />
        </Section>
      ) : null}
      {payable && order !== undefined ? (
        <Section
          title={t`Pay for ${tier}`}
          id="checkout"
          lead={t`Pay online now, or by bank transfer before the deadline.`}
        >
          <CheckoutPanel orderId={order.id} order={query} />
        </Section>
      ) : null}
      {order?.status === "unpaid" ? (
        <Section title={t`Pay by bank transfer`} id="bank-transfer">
          <BankTransfer orderId={order.id} />
        </Section>
      ) : null}
      {order?.status === "invalid" ? (
        <Section title={t`Order again`}>
          <p>
            {voidText} <a href={sitePath("package", locale)}>{t`Choose a package again`}</a>
          </p>
        </Section>
      ) : null}
      <Section title={t`Questions about your order?`}>
        <p>
          <a href={sitePath("packageterms", locale)}>{t`Package purchase terms`}</a>
          {" · "}
          <a href={sitePath("contact", locale)}>{t`Contact our team with your order number`}</a>
        </p>
      </Section>
    </>
  );
}
