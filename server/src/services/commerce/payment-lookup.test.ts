// The public payment page's order (GET /public/payment/{id} and ?id=), with the order lifecycle of
// spec §4 at the test clock: reserved 7 days, then invalid; invalid on re-pricing, offline, upgrade.
import { DAY_MS, DESIGNED_CODES } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { createCommerceArea } from "./commerce-area.ts";
import { json, signedInClient } from "./commerce-test-kit.ts";

let server: TestServer;
let buyer: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await signedInClient(server);
});
afterAll(async () => server.stop());

let keys = 0;
const place = async (tierId: string) =>
  (
    await json(
      await buyer.post("/pay/payment", { tierId }, "json", { "Idempotency-Key": `lookup-${++keys}` }),
    )
  ).data as { id: string; createdAt: number };
const byId = async (id: string) => json(await server.client().get(`/public/payment/${id}`));
const byQuery = async (id: string) =>
  json(await server.client().get(`/public/payment?id=${encodeURIComponent(id)}`));

describe("payment page lookup", () => {
  it("shows an order by numeric id and by ?id=, to anyone, without naming the buyer", async () => {
    const order = await place("PLUS");
    const expected = {
      id: order.id,
      tierId: "PLUS",
      amount: 2999,
      currency: "USD",
      status: "unpaid",
      createdAt: order.createdAt,
      reservedUntil: order.createdAt + 7 * DAY_MS,
    };
    expect(await byId(order.id)).toEqual({ code: 200, msg: "success", data: expected });
    expect(await byQuery(order.id)).toEqual({ code: 200, msg: "success", data: expected });
  });

  it("answers 30001 for an unknown id, numeric or not, and 10001 for a malformed path id", async () => {
    const notFound = { code: DESIGNED_CODES.ORDER_NOT_FOUND, data: { messageId: "errors.order.notFound" } };
    expect(await byId("123456789012")).toMatchObject(notFound);
    expect(await byQuery("PAY-7f3a")).toMatchObject(notFound);
    expect(await byId("-5")).toMatchObject({ code: 10001 });
    expect(await byId("12abc")).toMatchObject({ code: 10001 });
    expect(await json(await server.client().get("/public/payment"))).toMatchObject({ code: 10001 });
  });

  it("turns an unpaid order invalid (expired) exactly when its 7-day reservation ends", async () => {
    const order = await place("PRO");
    server.clock.set(order.createdAt + 7 * DAY_MS - 1);
    expect((await byId(order.id)).data.status).toBe("unpaid");
    server.clock.set(order.createdAt + 7 * DAY_MS);
    expect((await byId(order.id)).data).toMatchObject({ status: "invalid", invalidReason: "expired" });
    buyer = await signedInClient(server); // a week on, the session has lapsed too
  });

  it.each([
    [
      "repriced",
      (a: ReturnType<typeof createCommerceArea>, now: number) => a.admin.reprice("GLOBAL", 249_900, now),
    ],
    [
      "offline",
      (a: ReturnType<typeof createCommerceArea>, now: number) => a.admin.setOnOffer("GLOBAL", false, now),
    ],
    ["upgraded", (a: ReturnType<typeof createCommerceArea>, now: number) => a.admin.upgrade("GLOBAL", now)],
  ] as const)("invalidates open orders of a tier when it is %s, and only those", async (reason, change) => {
    const area = createCommerceArea(server.deps);
    await area.admin.setOnOffer("GLOBAL", true, server.clock.now());
    const open = [await place("GLOBAL"), await place("GLOBAL")];
    const otherTier = await place("LUXURY");
    server.clock.advance(1000);
    expect(await change(area, server.clock.now())).toEqual({ ok: true, changed: true, invalidated: 2 });
    for (const o of open)
      expect((await byId(o.id)).data).toMatchObject({ status: "invalid", invalidReason: reason });
    expect((await byId(otherTier.id)).data.status).toBe("unpaid");
    server.clock.advance(1000);
  });

  it("keeps orders placed after a re-pricing valid, at the new price", async () => {
    const area = createCommerceArea(server.deps);
    await area.admin.reprice("PLUS", 310_000, server.clock.now());
    server.clock.advance(1);
    const order = await place("PLUS");
    expect((await byId(order.id)).data).toMatchObject({ status: "unpaid", amount: 3100 });
  });
});
