// The payment page of an order, /en/payment/{id} (and /cn, /ru: D285): one prerendered template for every id, whose
// content is an island that reads the order in the browser.
import PaymentOrder from "../../islands/payment-order.island.tsx";
import type { PageMeta } from "../page-module.ts";

export const meta: PageMeta = {
  title: "Your order — payment | Portolan",
  description: "The status, package, amount and payment deadline of your data package order.",
};

export const layout = "english";

export default function Payment() {
  return <PaymentOrder />;
}
