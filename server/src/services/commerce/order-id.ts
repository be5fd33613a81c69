// Order ids: 12 random decimal digits, never starting with 0 (so the numeric path form of spec §5
// reads back the same string). Random rather than sequential: the payment page is public, and an id
// must not lead to its neighbours. Drawn again on a collision (commerce-orders.ts).

import type { Random } from "../../ports/runtime.ts";

export const ORDER_ID_DIGITS = 12;

export const newOrderId = (random: Random): string =>
  `${1 + random.int(9)}${random.digits(ORDER_ID_DIGITS - 1)}`;
