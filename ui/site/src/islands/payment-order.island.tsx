// The order, its checkout and bank transfer on the payment page, in each language (D285).
import { PaymentOrder } from "../components/payment/payment-order.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("payment-order", PaymentOrder);
