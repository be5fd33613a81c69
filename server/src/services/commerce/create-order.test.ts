// POST /pay/payment through the real HTTP stack (signs in through the auth area's login).
import { DAY_MS, DESIGNED_CODES, ERROR_CODES } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAccountStorage } from "../../accounts/open-account-storage.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { createCommerceArea } from "./commerce-area.ts";
import { accountIdOf, callHandler, ctxAs, json, orderCount, signedInClient } from "./commerce-test-kit.ts";

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
const newKey = () => `key-${++keys}-0b6f3c9e`;
const order = (client: TestClient, tierId: unknown, key = newKey()) =>
  client.post("/pay/payment", { tierId }, "json", { "Idempotency-Key": key }).then(json);

describe("create order", () => {
  it("creates an unpaid order at the tier's price, reserved 7 days, with a random 12-digit id", async () => {
    const created = server.clock.now();
    const body = await order(buyer, "PLUS");
    expect(body).toEqual({
      code: 200,
      msg: "success",
      data: {
        id: expect.stringMatching(/^[1-9]\d{11}$/),
        tierId: "PLUS",
        amount: 2999,
        currency: "USD",
        status: "unpaid",
        createdAt: created,
        reservedUntil: created + 7 * DAY_MS,
      },
    });
    const other = await order(buyer, "PLUS");
    expect(other.data.id).not.toBe(body.data.id);
    expect(Math.abs(Number(other.data.id) - Number(body.data.id))).toBeGreaterThan(1);
  });

  it("answers 401 without a session (at the mount, and in the handler itself)", async () => {
    expect(await order(server.client(), "PRO")).toMatchObject({ code: 401 });
    const direct = await callHandler(server, "createOrder", {
      headers: { "Idempotency-Key": newKey() },
      body: { tierId: "PRO" },
    });
    expect(direct).toMatchObject({ ok: false, code: 401, messageId: "errors.session.required" });
  });

  it("answers 10001 for an unknown tier, a missing key or a malformed body, and creates nothing", async () => {
    const before = await orderCount(server, buyerId);
    expect(await order(buyer, "GOLD")).toMatchObject({ code: ERROR_CODES.WRONG_PARAMETERS });
    expect(await json(await buyer.post("/pay/payment", { tierId: "PRO" }))).toMatchObject({ code: 10001 });
    expect(await order(buyer, undefined)).toMatchObject({ code: 10001 });
    expect(await orderCount(server, buyerId)).toBe(before);
  });

  it("answers 30004 for a tier taken offline", async () => {
    const area = createCommerceArea(server.deps);
    await area.admin.setOnOffer("DELUXE", false, server.clock.now());
    const key = newKey();
    expect(await order(buyer, "DELUXE", key)).toMatchObject({
      code: DESIGNED_CODES.PACKAGE_UNAVAILABLE,
      data: { messageId: "errors.package.unavailable" },
    });
    await area.admin.setOnOffer("DELUXE", true, server.clock.now());
    expect(await order(buyer, "DELUXE", key)).toMatchObject({ code: 200, data: { tierId: "DELUXE" } });
  });

  it("answers the same order, byte for byte, to the same key and body", async () => {
    const key = newKey();
    const first = await buyer.post("/pay/payment", { tierId: "GLOBAL" }, "json", { "Idempotency-Key": key });
    const firstText = await first.text();
    const before = await orderCount(server, buyerId);
    server.clock.advance(60_000);
    const again = await buyer.post("/pay/payment", { tierId: "GLOBAL" }, "json", { "idempotency-key": key });
    expect(await again.text()).toBe(firstText);
    expect(await orderCount(server, buyerId)).toBe(before);
  });

  it("refuses the same key with a different body (30005)", async () => {
    const key = newKey();
    await order(buyer, "PRO", key);
    expect(await order(buyer, "LUXURY", key)).toMatchObject({
      code: DESIGNED_CODES.IDEMPOTENCY_CONFLICT,
      data: { messageId: "errors.idempotency.conflict" },
    });
  });

  it("keeps keys per account: another account's same key is a new order", async () => {
    const key = newKey();
    const mine = await order(buyer, "PRO", key);
    const theirs = await callHandler(
      server,
      "createOrder",
      { headers: { "Idempotency-Key": key }, body: { tierId: "PRO" } },
      buyerId + 1000,
    );
    expect(theirs).toMatchObject({ ok: true, data: { tierId: "PRO", status: "unpaid" } });
    expect(theirs.ok && (theirs.data as { id: string }).id).not.toBe(mine.data.id);
  });

  it("makes exactly one order from 20 concurrent calls with one key, and answers them all with it", async () => {
    const before = await orderCount(server, buyerId);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => order(buyer, "LUXURY", key)));
    expect(await orderCount(server, buyerId)).toBe(before + 1);
    const ids = new Set(answers.map((a) => a.data.id));
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(ids.size).toBe(1);
  });

  it("keeps one order per key across two storages on one database (as two providers would)", async () => {
    const second = await openAccountStorage(server.deps.config.accountStorage);
    const areas = [createCommerceArea(server.deps), createCommerceArea({ ...server.deps, storage: second })];
    const before = await orderCount(server, buyerId);
    const request = { headers: { "Idempotency-Key": newKey() }, body: { tierId: "PRO" as const } };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        areas[i % 2]?.handlers.createOrder?.(request, ctxAs(server, buyerId)),
      ),
    );
    await second.close();
    expect(await orderCount(server, buyerId)).toBe(before + 1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });
});
