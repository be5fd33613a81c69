// Страница оплаты заказа /ru/payment/{id} (D285): один шаблон на все номера; заказ читает остров.
import PaymentOrder from "../../islands/payment-order.island.tsx";
import type { PageMeta } from "../page-module.ts";

export const meta: PageMeta = {
  title: "Ваш заказ — оплата | Portolan",
  description: "Статус, пакет, сумма и срок оплаты вашего заказа пакета данных.",
};

export default function Payment() {
  return <PaymentOrder />;
}
