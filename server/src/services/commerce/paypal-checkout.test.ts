// The checkout with PORTOLAN_PAYMENTS=paypal against the local PayPal stand-in, through the real
// HTTP stack; and the webhook (mountWebhook) on its own Hono app over the same database.
import { DESIGNED_CODES } from "@portolan/core";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type PaypalStandIn, startPaypalStandIn } from "../../payments/paypal-stand-in.ts";
import { PAYPAL_WEBHOOK_PATH } from "../../payments/paypal-webhook.ts";
import {
  loggedServerErrors,
  startTestServer,
  type TestClient,
  type TestServer,
} from "../../testing/test-server.ts";
import { createCommerceArea } from "./commerce-area.ts";
import { accountIdOf, json, serviceCount, signedInClient } from "./commerce-test-kit.ts";

const CREDENTIALS = { clientId: "client-standin", clientSecret: "secret-standin", webhookId: "WH0STANDIN" };
let standIn: PaypalStandIn;
let server: TestServer;
let buyer: TestClient;
let buyerId: number;
const webhookApp = new Hono();
beforeAll(async () => {
  standIn = await startPaypalStandIn(CREDENTIALS);
  server = await startTestServer({
    PORTOLAN_PAYMENTS: "paypal",
    PORTOLAN_PAYPAL_BASE_URL: standIn.url,
    PORTOLAN_PAYPAL_CLIENT_ID: CREDENTIALS.clientId,
    PORTOLAN_PAYPAL_CLIENT_SECRET: CREDENTIALS.clientSecret,
    PORTOLAN_PAYPAL_WEBHOOK_ID: CREDENTIALS.webhookId,
  });
  createCommerceArea(server.deps).mountWebhook(webhookApp);
  buyer = await signedInClient(server);
  buyerId = await accountIdOf(buyer);
});
afterAll(async () => {
  await server.stop();
  await standIn.stop();
});
beforeEach(() => {
  standIn.failNext = 0;
  standIn.captureMode = "completed";
});

let keys = 0;
const key = () => `pp-${++keys}`;
const place = async (tierId = "PLUS") =>
  (await json(await buyer.post("/pay/payment", { tierId }, "json", { "Idempotency-Key": key() }))).data as {
    id: string;
  };
const open = async (orderId: string, k = key()) =>
  json(await server.client().post("/public/paypal", { orderId }, "json", { "Idempotency-Key": k }));
const capture = async (orderId: string, providerOrderId: string, k = key()) =>
  json(
    await server
      .client()
      .post("/public/paypal/capture", { orderId, providerOrderId }, "json", { "Idempotency-Key": k }),
  );
const deliver = (event: unknown, headers: Record<string, string>, body = JSON.stringify(event)) =>
  webhookApp.request(PAYPAL_WEBHOOK_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
const captureCompleted = (providerOrderId: string) => ({
  id: `WH-${providerOrderId}`,
  event_type: "PAYMENT.CAPTURE.COMPLETED",
  resource: {
    id: "CAP1",
    status: "COMPLETED",
    supplementary_data: { related_ids: { order_id: providerOrderId } },
  },
});
const statusOf = async (orderId: string) =>
  (await json(await server.client().get(`/public/payment/${orderId}`))).data.status;

describe("PayPal checkout", () => {
  it("opens a PayPal order with its approve link (not sandbox) and captures it into a paid order", async () => {
    const order = await place();
    const opened = await open(order.id);
    expect(opened.data).toEqual({
      providerOrderId: expect.stringMatching(/^[0-9A-F]{17}$/),
      approveUrl: expect.stringContaining("checkoutnow?token="),
      sandbox: false,
    });
    expect(standIn.orders.get(opened.data.providerOrderId)?.unit).toMatchObject({
      amount: { value: "2999.00" },
    });
    expect(await capture(order.id, opened.data.providerOrderId)).toMatchObject({
      data: { status: "completed", order: { status: "paid" }, sandbox: false },
    });
  });

  it("answers 30007 when PayPal fails, says nothing of why, and lets the same key retry", async () => {
    const order = await place();
    const k = key();
    standIn.failNext = 1;
    const failed = await open(order.id, k);
    expect(failed).toEqual({
      code: DESIGNED_CODES.PAYMENT_PROVIDER_FAILED,
      msg: "The payment service did not answer. Please try again.",
      data: { messageId: "errors.payment.providerFailed" },
    });
    expect(await open(order.id, k)).toMatchObject({ code: 200 });
  });

  it("answers a card declined by PayPal as declined, leaving the order unpaid", async () => {
    const order = await place();
    const opened = await open(order.id);
    standIn.captureMode = "declined";
    expect(await capture(order.id, opened.data.providerOrderId)).toMatchObject({
      data: { status: "declined", order: { status: "unpaid" } },
    });
  });

  it("marks the order paid from a signed PAYMENT.CAPTURE.COMPLETED webhook, once", async () => {
    const order = await place("DELUXE");
    const opened = await open(order.id);
    const event = captureCompleted(opened.data.providerOrderId);
    const services = await serviceCount(server, buyerId);
    server.clock.advance(60_000);
    const response = await deliver(event, standIn.signWebhook(event));
    expect(response.status).toBe(200);
    expect(await statusOf(order.id)).toBe("paid");
    expect((await createCommerceArea(server.deps).services.ofAccount(buyerId))[0]).toMatchObject({
      orderId: order.id,
      tierId: "DELUXE",
    });
    expect((await deliver(event, standIn.signWebhook(event))).status).toBe(200);
    expect(await serviceCount(server, buyerId)).toBe(services + 1);
  });

  it("refuses a webhook with a bad signature (400), a body that is not JSON (400), and answers 503 when it cannot check", async () => {
    const order = await place();
    const opened = await open(order.id);
    const event = captureCompleted(opened.data.providerOrderId);
    const headers = standIn.signWebhook(event);
    expect((await deliver(event, { ...headers, "paypal-transmission-sig": "forged" })).status).toBe(400);
    expect((await deliver(event, {})).status).toBe(400);
    expect((await deliver(event, headers, "{not json")).status).toBe(400);
    standIn.failNext = 1;
    expect((await deliver(event, headers)).status).toBe(503);
    expect(await statusOf(order.id)).toBe("unpaid");
  });

  it("ignores events of other kinds and of unknown provider orders", async () => {
    const other = { id: "WH-x", event_type: "CHECKOUT.ORDER.APPROVED", resource: {} };
    expect((await deliver(other, standIn.signWebhook(other))).status).toBe(200);
    const unknown = captureCompleted("NOSUCHORDER000000");
    expect((await deliver(unknown, standIn.signWebhook(unknown))).status).toBe(200);
  });

  it("does not mark an order paid from a webhook that comes after it became invalid (logged for a refund)", async () => {
    const order = await place("PRO");
    const opened = await open(order.id);
    server.clock.advance(7 * 86_400_000);
    const event = captureCompleted(opened.data.providerOrderId);
    const services = await serviceCount(server, buyerId);
    expect((await deliver(event, standIn.signWebhook(event))).status).toBe(200);
    expect(await statusOf(order.id)).toBe("invalid");
    expect(await serviceCount(server, buyerId)).toBe(services);
    expect(loggedServerErrors().some((e) => e.includes(`order ${order.id}`) && e.includes("refund"))).toBe(
      true,
    );
  });
});
