// The order, its checkout and bank transfer on the payment page.
import { PaymentOrder } from "../pages/en/parts/payment-order.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("payment-order", PaymentOrder);
