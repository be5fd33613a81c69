import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDecimal } from "./payment-provider.ts";
import { SANDBOX_DECLINE_PREFIX, SANDBOX_PENDING_PREFIX, sandboxProvider } from "./sandbox-provider.ts";

const sandbox = sandboxProvider();
const order = { orderId: "123456789012", amountCents: 89_900, currency: "USD" as const, description: "PRO" };

describe("sandbox provider", () => {
  it("says it is a sandbox", () => {
    expect(sandbox).toMatchObject({ name: "sandbox", sandbox: true });
  });

  it("derives the provider order id from the order and the key: same key, same id", async () => {
    const a = await sandbox.createOrder(order, "key-1");
    expect(a).toEqual({
      ok: true,
      value: { providerOrderId: expect.stringMatching(/^SANDBOX-[0-9A-F]{17}$/) },
    });
    expect(await sandbox.createOrder(order, "key-1")).toEqual(a);
    expect(await sandbox.createOrder(order, "key-2")).not.toEqual(a);
    expect(await sandbox.createOrder({ ...order, orderId: "223456789012" }, "key-1")).not.toEqual(a);
  });

  it("completes a capture unless the key starts with a magic prefix", async () => {
    expect(await sandbox.capture("SANDBOX-ABC", "any")).toEqual({ ok: true, value: "completed" });
    expect(await sandbox.capture("SANDBOX-ABC", `${SANDBOX_DECLINE_PREFIX}-1`)).toEqual({
      ok: true,
      value: "declined",
    });
    expect(await sandbox.capture("SANDBOX-ABC", `${SANDBOX_PENDING_PREFIX}-1`)).toEqual({
      ok: true,
      value: "pending",
    });
    expect(await sandbox.capture("5O190127TN364715T", "any")).toMatchObject({
      ok: false,
      failure: "provider-failed",
    });
  });

  it("accepts no webhook (there is none in the sandbox)", async () => {
    expect(await sandbox.verifyWebhook({ headers: {}, event: {} })).toEqual({ ok: true, value: false });
  });
});

describe("cents to the provider's decimal text", () => {
  it.each([
    [89_900, "899.00"],
    [299_905, "2999.05"],
    [1, "0.01"],
    [10, "0.10"],
  ])("%i cents reads %s", (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  it("reads back to the same cents (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const text = centsToDecimal(cents);
        expect(text).toMatch(/^\d+\.\d{2}$/);
        expect(Number(text.replace(".", ""))).toBe(cents);
      }),
    );
  });
});
