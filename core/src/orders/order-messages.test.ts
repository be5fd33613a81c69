import { describe, expect, it } from "vitest";
import { orderMessages } from "./order-messages.ts";

describe("order messages", () => {
  it("explains each way an order becomes invalid", () => {
    for (const reason of ["expired", "upgraded", "offline", "repriced"] as const)
      expect(orderMessages[`orders.invalid.${reason}`]).toMatch(/no longer valid/);
    expect(orderMessages["orders.agreementVoid"]).toBe("The agreement on this service is void.");
  });
});
