// The facts every package page repeats: term, payment methods, refunds and the unpaid-order reservation.
import { useLingui } from "@lingui/react";
import { ORDER_RESERVATION_DAYS, PAYMENT_METHODS, paymentMethodLabel } from "@portolan/core";
import { TERM_RU } from "./package-wording.ts";
import { daysRu } from "./ru-format.ts";

export function PackageFacts() {
  const { i18n } = useLingui();
  return (
    <ul>
      <li>
        <strong>Срок:</strong> {TERM_RU}.
      </li>
      <li>
        <strong>Способы оплаты:</strong>{" "}
        {PAYMENT_METHODS.map((m) => i18n._(paymentMethodLabel(m))).join("; ")}.
      </li>
      <li>
        <strong>Резерв заказа:</strong> неоплаченный заказ сохраняется {daysRu(ORDER_RESERVATION_DAYS)}, затем
        становится недействительным.
      </li>
      <li>
        <strong>Возврат:</strong> некоторые услуги, приобретаемые онлайн, не подлежат возврату; это
        указывается при каждой покупке до оплаты.
      </li>
    </ul>
  );
}
