// GET /console/account/overview through the real HTTP stack: the caller's services, every order with
// core's status at the time of the call (unpaid with its deadline, paid, invalid with the reason),
// and the payment-provider orders; nothing of another account; 401 without a session.
import { DAY_MS } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { solveCaptcha } from "../verification/verification-test-kit.ts";
import { createCommerceArea } from "./commerce-area.ts";
import { callHandler, json, signedInClient } from "./commerce-test-kit.ts";

let server: TestServer;
let buyer: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await signedInClient(server);
});
afterAll(async () => server.stop());

let keys = 0;
const key = () => `ov-${++keys}`;
const place = async (client: TestClient, tierId: string) =>
  (await json(await client.post("/pay/payment", { tierId }, "json", { "Idempotency-Key": key() }))).data as {
    id: string;
  };
const post = async (path: string, body: object) =>
  json(await buyer.post(path, body, "json", { "Idempotency-Key": key() }));
const overview = async (client: TestClient) => json(await client.get("/console/account/overview"));

const signIn = async (login: string): Promise<TestClient> => {
  const client = server.client();
  await client.post("/api/public/login", {
    login,
    password: "portolan-demo",
    captcha: await solveCaptcha(client),
  });
  return client;
};

describe("account overview", () => {
  it("answers 401 without a session, at the mount and in the handler", async () => {
    expect(await overview(server.client())).toMatchObject({ code: 401 });
    expect(await callHandler(server, "accountOverview", {})).toMatchObject({ ok: false, code: 401 });
  });

  it("is empty for an account that never ordered", async () => {
    expect(await overview(buyer)).toEqual({
      code: 200,
      msg: "success",
      data: { services: [], orders: [], payments: [] },
    });
  });

  it("lists services, every order newest first with its status, and the payments", async () => {
    const start = server.clock.now();
    const paid = await place(buyer, "PRO");
    const po = (await post("/public/paypal", { orderId: paid.id })).data.providerOrderId as string;
    server.clock.advance(60_000);
    expect(await post("/public/paypal/capture", { orderId: paid.id, providerOrderId: po })).toMatchObject({
      data: { status: "completed" },
    });
    const paidAt = server.clock.now();
    server.clock.advance(60_000);
    const expired = await place(buyer, "GLOBAL");
    server.clock.advance(8 * DAY_MS);
    // Sessions do not last 8 days: sign in again as the same account.
    buyer = await signedInClient(server);
    const repriced = await place(buyer, "LUXURY");
    server.clock.advance(60_000);
    await createCommerceArea(server.deps).admin.reprice("LUXURY", 500_000, server.clock.now());
    server.clock.advance(60_000);
    const open = await place(buyer, "PLUS");
    const openAt = server.clock.now();

    const body = await overview(buyer);
    expect(body.code).toBe(200);
    expect(body.data.services).toEqual([
      { tierId: "PRO", startsAt: paidAt, expiresAt: expect.any(Number), orderId: paid.id },
    ]);
    expect(body.data.services[0].expiresAt).toBeGreaterThan(paidAt + 364 * DAY_MS);
    expect(
      body.data.orders.map((o: { id: string; status: string; invalidReason?: string }) => [
        o.id,
        o.status,
        o.invalidReason,
      ]),
    ).toEqual([
      [open.id, "unpaid", undefined],
      [repriced.id, "invalid", "repriced"],
      [expired.id, "invalid", "expired"],
      [paid.id, "paid", undefined],
    ]);
    expect(body.data.orders[0]).toEqual({
      id: open.id,
      tierId: "PLUS",
      amount: 2999,
      currency: "USD",
      status: "unpaid",
      createdAt: openAt,
      reservedUntil: openAt + 7 * DAY_MS,
    });
    expect(body.data.orders[3]).toMatchObject({ createdAt: start, paidAt, amount: 899 });
    expect(body.data.payments).toEqual([
      {
        providerOrderId: po,
        orderId: paid.id,
        tierId: "PRO",
        provider: "sandbox",
        status: "completed",
        amount: 899,
        currency: "USD",
        createdAt: start,
        updatedAt: paidAt,
      },
    ]);
  });

  it("shows another account none of these", async () => {
    const other = await signIn("trade@demo.portolan.test");
    const mine = await place(other, "PRO");
    const body = await overview(other);
    expect(body.data.orders.map((o: { id: string }) => o.id)).toEqual([mine.id]);
    expect(body.data.payments).toEqual([]);
    expect(body.data.services).toEqual([]);
  });
});
