// The PayPal Orders v2 adapter against the local stand-in (paypal-stand-in.ts) on 127.0.0.1.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testClock } from "../testing/test-server.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { paypalProvider } from "./paypal-provider.ts";
import { type PaypalStandIn, startPaypalStandIn } from "./paypal-stand-in.ts";

const CREDENTIALS = { clientId: "client-standin", clientSecret: "secret-standin", webhookId: "WH0STANDIN" };
let standIn: PaypalStandIn;
const clock = testClock();
let paypal: PaymentProvider;
beforeAll(async () => {
  standIn = await startPaypalStandIn(CREDENTIALS);
});
afterAll(async () => standIn.stop());
beforeEach(() => {
  standIn.failNext = 0;
  standIn.hang = false;
  standIn.captureMode = "completed";
  standIn.autoApprove = true;
  paypal = paypalProvider({ ...CREDENTIALS, baseUrl: standIn.url, now: clock.now });
});

let keys = 0;
const order = (cents = 299_900) => ({
  orderId: `40000000000${++keys}`,
  amountCents: cents,
  currency: "USD" as const,
  description: "Portolan Plus package, 1 year",
});

describe("PayPal adapter", () => {
  it("opens an order with intent CAPTURE and the amount in dollars, and returns the approve link", async () => {
    const request = order(299_905);
    const opened = await paypal.createOrder(request, `k-${keys}`);
    expect(opened).toEqual({
      ok: true,
      value: {
        providerOrderId: expect.stringMatching(/^[0-9A-F]{17}$/),
        approveUrl: expect.stringMatching(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/),
      },
    });
    const stored = opened.ok ? standIn.orders.get(opened.value.providerOrderId) : undefined;
    expect(stored?.unit).toMatchObject({
      custom_id: request.orderId,
      invoice_id: request.orderId,
      amount: { currency_code: "USD", value: "2999.05" },
    });
  });

  it("fetches a token once and reuses it until shortly before it expires", async () => {
    const before = standIn.tokenRequests;
    await paypal.createOrder(order(), "token-1");
    await paypal.createOrder(order(), "token-2");
    expect(standIn.tokenRequests).toBe(before + 1);
    clock.advance(32_400_000 - 60_000);
    await paypal.createOrder(order(), "token-3");
    expect(standIn.tokenRequests).toBe(before + 2);
  });

  it("gets a fresh token once when PayPal no longer accepts the cached one", async () => {
    await paypal.createOrder(order(), "revoke-1");
    const before = standIn.tokenRequests;
    standIn.revokeTokens();
    expect((await paypal.createOrder(order(), "revoke-2")).ok).toBe(true);
    expect(standIn.tokenRequests).toBe(before + 1);
  });

  it("answers the same provider order to the same request id (PayPal-Request-Id)", async () => {
    const request = order();
    const first = await paypal.createOrder(request, "same-request");
    expect(await paypal.createOrder(request, "same-request")).toEqual(first);
    expect(await paypal.createOrder(request, "other-request")).not.toEqual(first);
  });

  it("captures an approved order: completed, and the same request id answers the same", async () => {
    const opened = await paypal.createOrder(order(), "cap-open");
    const id = opened.ok ? opened.value.providerOrderId : "";
    expect(await paypal.capture(id, "cap-1")).toEqual({ ok: true, value: "completed" });
    expect(await paypal.capture(id, "cap-1")).toEqual({ ok: true, value: "completed" });
    // Another request id meets ORDER_ALREADY_CAPTURED; the adapter reads the order: completed.
    expect(await paypal.capture(id, "cap-2")).toEqual({ ok: true, value: "completed" });
  });

  it("maps a pending capture to pending, and 422 declines (not approved, instrument declined) to declined", async () => {
    standIn.captureMode = "pending";
    const pending = await paypal.createOrder(order(), "pend-open");
    expect(await paypal.capture(pending.ok ? pending.value.providerOrderId : "", "pend")).toEqual({
      ok: true,
      value: "pending",
    });
    standIn.captureMode = "declined";
    const declined = await paypal.createOrder(order(), "decl-open");
    expect(await paypal.capture(declined.ok ? declined.value.providerOrderId : "", "decl")).toEqual({
      ok: true,
      value: "declined",
    });
    standIn.captureMode = "completed";
    standIn.autoApprove = false;
    const unapproved = await paypal.createOrder(order(), "unappr-open");
    expect(await paypal.capture(unapproved.ok ? unapproved.value.providerOrderId : "", "unappr")).toEqual({
      ok: true,
      value: "declined",
    });
  });

  it("maps 500, 404, bad credentials and an unreachable host to a provider failure without details for the caller", async () => {
    standIn.failNext = 1;
    expect(await paypal.createOrder(order(), "fail-500")).toMatchObject({
      ok: false,
      failure: "provider-failed",
    });
    expect(await paypal.capture("NOSUCHORDER000000", "fail-404")).toMatchObject({
      ok: false,
      detail: expect.stringContaining("404"),
    });
    const wrong = paypalProvider({
      ...CREDENTIALS,
      clientSecret: "wrong",
      baseUrl: standIn.url,
      now: clock.now,
    });
    expect(await wrong.createOrder(order(), "fail-401")).toMatchObject({
      ok: false,
      detail: expect.stringContaining("401"),
    });
    const down = paypalProvider({ ...CREDENTIALS, baseUrl: "http://127.0.0.1:1", now: clock.now });
    expect(await down.createOrder(order(), "fail-down")).toMatchObject({
      ok: false,
      failure: "provider-failed",
    });
  });

  it("gives up on a provider that does not answer within the time-out", async () => {
    const impatient = paypalProvider({ ...CREDENTIALS, baseUrl: standIn.url, now: clock.now, timeoutMs: 50 });
    await impatient.createOrder(order(), "before-hang");
    standIn.hang = true;
    const result = await impatient.createOrder(order(), "hang");
    standIn.hang = false;
    expect(result).toMatchObject({
      ok: false,
      failure: "provider-failed",
      detail: expect.stringContaining("TimeoutError"),
    });
  });

  it("verifies a webhook signed by the stand-in, and refuses a forged, altered or unsigned one", async () => {
    const event = { id: "WH-1", event_type: "PAYMENT.CAPTURE.COMPLETED", resource: { id: "CAP-1" } };
    const headers = standIn.signWebhook(event);
    expect(await paypal.verifyWebhook({ headers, event })).toEqual({ ok: true, value: true });
    expect(
      await paypal.verifyWebhook({ headers: { ...headers, "paypal-transmission-sig": "forged" }, event }),
    ).toEqual({ ok: true, value: false });
    expect(await paypal.verifyWebhook({ headers, event: { ...event, resource: { id: "CAP-2" } } })).toEqual({
      ok: true,
      value: false,
    });
    expect(await paypal.verifyWebhook({ headers: {}, event })).toEqual({ ok: true, value: false });
    const otherHook = paypalProvider({
      ...CREDENTIALS,
      webhookId: "WH0OTHER",
      baseUrl: standIn.url,
      now: clock.now,
    });
    expect(await otherHook.verifyWebhook({ headers, event })).toEqual({ ok: true, value: false });
    standIn.failNext = 1;
    expect(await paypal.verifyWebhook({ headers, event })).toMatchObject({
      ok: false,
      failure: "provider-failed",
    });
  });
});
