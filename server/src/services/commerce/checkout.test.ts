// The sandbox checkout through the real HTTP stack: POST /public/paypal (provider order) and
// POST /public/paypal/capture, their idempotency, refusals, and the service a payment starts.
import { DAY_MS, DESIGNED_CODES } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_DECLINE_PREFIX, SANDBOX_PENDING_PREFIX } from "../../payments/sandbox-provider.ts";
import { signIn } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { createCommerceArea } from "./commerce-area.ts";
import { accountIdOf, json, serviceCount, signedInClient } from "./commerce-test-kit.ts";

let server: TestServer;
let buyer: TestClient;
let buyerId: number;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await signedInClient(server);
  buyerId = await accountIdOf(buyer);
});
afterAll(async () => server.stop());

let keys = 0;
const key = (prefix = "k") => `${prefix}-${++keys}`;
const place = async (tierId = "PLUS") =>
  (await json(await buyer.post("/pay/payment", { tierId }, "json", { "Idempotency-Key": key() }))).data as {
    id: string;
  };
const open = async (orderId: string, k = key()) =>
  json(await server.client().post("/public/paypal", { orderId }, "json", { "Idempotency-Key": k }));
const capture = async (orderId: string, providerOrderId: string, k = key(), by: TestClient = buyer) =>
  json(
    await by.post("/public/paypal/capture", { orderId, providerOrderId }, "json", { "Idempotency-Key": k }),
  );

describe("sandbox checkout", () => {
  it("lets only the order's own account complete a sandbox payment (anyone else: 30008, nothing granted)", async () => {
    const order = await place("PRO");
    const opened = await open(order.id);
    const services = await serviceCount(server, buyerId);
    const stranger = await capture(order.id, opened.data.providerOrderId, key(), server.client());
    expect(stranger).toMatchObject({ code: DESIGNED_CODES.ORDER_OWNER_ONLY });
    const other = (await signIn(server, "main@demo.portolan.test")).client;
    expect(await capture(order.id, opened.data.providerOrderId, key(), other)).toMatchObject({
      code: DESIGNED_CODES.ORDER_OWNER_ONLY,
    });
    expect(await serviceCount(server, buyerId)).toBe(services);
    expect(await capture(order.id, opened.data.providerOrderId)).toMatchObject({
      data: { status: "completed" },
    });
  });

  it("opens a sandbox provider order, marked as sandbox, the same for the same key", async () => {
    const order = await place();
    const k = key();
    const first = await open(order.id, k);
    expect(first).toEqual({
      code: 200,
      msg: "success",
      data: { providerOrderId: expect.stringMatching(/^SANDBOX-[0-9A-F]{17}$/), sandbox: true },
    });
    expect(await open(order.id, k)).toEqual(first);
    expect(await open(String(Number(order.id) + 1).padStart(12, "1"), k)).toMatchObject({
      code: DESIGNED_CODES.IDEMPOTENCY_CONFLICT,
    });
  });

  it("captures: the order is paid and the account's service runs one year from the payment", async () => {
    const order = await place("LUXURY");
    const opened = await open(order.id);
    server.clock.advance(5 * 60_000);
    const paidAt = server.clock.now();
    const k = key();
    const captured = await capture(order.id, opened.data.providerOrderId, k);
    expect(captured).toMatchObject({
      code: 200,
      data: {
        providerOrderId: opened.data.providerOrderId,
        status: "completed",
        sandbox: true,
        order: { id: order.id, tierId: "LUXURY", amount: 4399, status: "paid", paidAt },
      },
    });
    const services = await createCommerceArea(server.deps).services.ofAccount(buyerId);
    expect(services[0]).toEqual({
      accountId: buyerId,
      tierId: "LUXURY",
      startsAt: paidAt,
      expiresAt: Date.UTC(2027, 10, 22, 9, 5, 0),
      orderId: order.id,
    });
    expect(await createCommerceArea(server.deps).services.latestExpiry(buyerId)).toBe(
      Date.UTC(2027, 10, 22, 9, 5, 0),
    );
    expect(await createCommerceArea(server.deps).services.latestExpiry(buyerId + 1000)).toBeUndefined();
    const before = await serviceCount(server, buyerId);
    server.clock.advance(1000);
    expect(await capture(order.id, opened.data.providerOrderId, k)).toEqual(captured);
    expect(await serviceCount(server, buyerId)).toBe(before);
    expect((await json(await server.client().get(`/public/payment/${order.id}`))).data).toMatchObject({
      status: "paid",
      paidAt,
    });
  });

  it("refuses to open or capture for a paid order (30003) with a new key", async () => {
    const order = await place();
    const opened = await open(order.id);
    await capture(order.id, opened.data.providerOrderId);
    const paid = { code: DESIGNED_CODES.ORDER_ALREADY_PAID, data: { messageId: "errors.order.alreadyPaid" } };
    expect(await open(order.id)).toMatchObject(paid);
    expect(await capture(order.id, opened.data.providerOrderId)).toMatchObject(paid);
  });

  it("answers a declined capture (magic key) as declined and leaves the order unpaid; a new key may pay", async () => {
    const order = await place("PRO");
    const opened = await open(order.id);
    const declined = await capture(order.id, opened.data.providerOrderId, key(SANDBOX_DECLINE_PREFIX));
    expect(declined).toMatchObject({
      code: 200,
      data: { status: "declined", order: { status: "unpaid" }, sandbox: true },
    });
    const pending = await capture(order.id, opened.data.providerOrderId, key(SANDBOX_PENDING_PREFIX));
    expect(pending).toMatchObject({ data: { status: "pending", order: { status: "unpaid" } } });
    expect(await capture(order.id, opened.data.providerOrderId)).toMatchObject({
      data: { status: "completed" },
    });
  });

  it("refuses an unknown order (30001), a provider order of another order (30001) and an invalid order (30002)", async () => {
    const notFound = { code: DESIGNED_CODES.ORDER_NOT_FOUND };
    expect(await open("999999999999")).toMatchObject(notFound);
    const a = await place();
    const b = await place();
    const openedA = await open(a.id);
    expect(await capture(b.id, openedA.data.providerOrderId)).toMatchObject(notFound);
    expect(await capture(a.id, "SANDBOX-NOSUCHORDER00000")).toMatchObject(notFound);
    const openedB = await open(b.id);
    server.clock.advance(7 * DAY_MS);
    const invalid = { code: DESIGNED_CODES.ORDER_INVALID, data: { messageId: "errors.order.invalid" } };
    expect(await open(b.id)).toMatchObject(invalid);
    expect(await capture(b.id, openedB.data.providerOrderId)).toMatchObject(invalid);
    buyer = await signedInClient(server);
  });

  it("stores no answer for a refusal: the key stays free for the corrected request", async () => {
    const order = await place("GLOBAL");
    const opened = await open(order.id);
    const k = key();
    expect(await capture(order.id, "SANDBOX-WRONG0000000000", k)).toMatchObject({
      code: DESIGNED_CODES.ORDER_NOT_FOUND,
    });
    expect(await capture(order.id, opened.data.providerOrderId, k)).toMatchObject({
      data: { status: "completed" },
    });
  });

  it("refuses to capture once the tier was re-priced after the order", async () => {
    const order = await place("GLOBAL");
    const opened = await open(order.id);
    server.clock.advance(1);
    await createCommerceArea(server.deps).admin.reprice("GLOBAL", 250_000, server.clock.now());
    expect(await capture(order.id, opened.data.providerOrderId)).toMatchObject({
      code: DESIGNED_CODES.ORDER_INVALID,
    });
    expect(await open(order.id)).toMatchObject({ code: DESIGNED_CODES.ORDER_INVALID });
  });
});
