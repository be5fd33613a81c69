import { afterEach, describe, expect, it } from "vitest";
import { $pendingOrder, orderKeyFor } from "./purchase-store.ts";

describe("the order's Idempotency-Key", () => {
  afterEach(() => $pendingOrder.set(undefined));

  it("is the same on every retry of one order and new for another tier", () => {
    let n = 0;
    const next = () => `key-${++n}`;
    expect(orderKeyFor("PRO", next)).toBe("key-1");
    expect(orderKeyFor("PRO", next)).toBe("key-1");
    expect(orderKeyFor("GLOBAL", next)).toBe("key-2");
    $pendingOrder.set(undefined);
    expect(orderKeyFor("GLOBAL", next)).toBe("key-3");
  });
});
