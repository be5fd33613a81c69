// The orders module's stores on every engine: orders placed under an idempotency key, provider
// orders, captures and the services they start, the ledger and the admin list. The guarded writes
// under concurrency are in orders-concurrency-conformance.ts.
import { newTerm } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { ordersConcurrencyConformance } from "./orders-concurrency-conformance.ts";
import {
  answerOf,
  nextOrderId,
  OFFERS,
  openProviderOrder,
  orderKey,
  paidOrder,
  placeInput,
  placeOrder,
} from "./orders-fixture.ts";
import { withStorage } from "./with-storage.ts";

export const ordersConformance = (engine: string, open: OpenStorage) => {
  describe(`${engine}: orders`, () => {
    const storage = withStorage(open);
    const seeded = async () => {
      const s = storage();
      await s.offers.seed(OFFERS);
      return s;
    };

    it("places an order at the offer's price and version, and answers a replayed key with the stored answer", async () => {
      const s = await seeded();
      const a = await addAccount(s);
      const input = placeInput(a, { tierId: "GLOBAL", locale: "ru", newId: () => "123456789012" });
      const placed = await s.orders.place(input);
      const order = {
        id: "123456789012",
        accountId: a,
        tierId: "GLOBAL",
        amountCents: 239_900,
        currency: "USD",
        priceVersion: 1,
        createdAt: T0,
        locale: "ru",
      };
      expect(placed).toEqual({ kind: "created", order, result: answerOf(order as never) });
      expect(await s.orders.find("123456789012")).toEqual(order);
      expect(await s.orders.find("999999999999")).toBeUndefined();
      expect(await s.orders.place({ ...input, now: T0 + 5 })).toEqual({
        kind: "replay",
        result: answerOf(order as never),
      });
      expect(await s.orders.place({ ...input, key: { ...input.key, requestHash: "h-other" } })).toEqual({
        kind: "conflict",
      });
      // Keys are per owner: another account's same key is a new order.
      const b = await addAccount(s);
      const theirs = await s.orders.place({
        ...input,
        accountId: b,
        key: { ...input.key, owner: String(b) },
        newId: nextOrderId,
      });
      expect(theirs.kind).toBe("created");
    });

    it("refuses a tier not on offer and forgets the key, so the same request succeeds once it is back", async () => {
      const s = await seeded();
      const a = await addAccount(s);
      await s.offers.update({ tierId: "PRO", onOffer: false, priceCents: 89_900, priceVersion: 1, at: T0 });
      const input = placeInput(a);
      expect(await s.orders.place(input)).toEqual({ kind: "unavailable" });
      expect(await s.orders.place(placeInput(a, { tierId: "LUXURY" }))).toEqual({ kind: "unavailable" });
      expect(await s.ledger.ordersOf(a)).toEqual([]);
      await s.offers.update({ tierId: "PRO", onOffer: true, priceCents: 99_900, priceVersion: 2, at: T0 });
      const again = await s.orders.place(input);
      expect(again.kind === "created" && [again.order.amountCents, again.order.priceVersion]).toEqual([
        99_900, 2,
      ]);
    });

    it("draws the order id again when it is taken, and gives up after repeated collisions", async () => {
      const s = await seeded();
      const a = await addAccount(s);
      const first = await placeOrder(s, a, { newId: () => "111111111111" });
      const draws = ["111111111111", "222222222222"];
      const second = await placeOrder(s, a, { newId: () => draws.shift() ?? "333333333333" });
      expect([first.id, second.id]).toEqual(["111111111111", "222222222222"]);
      await expect(s.orders.place(placeInput(a, { newId: () => "111111111111" }))).rejects.toThrow(
        /no free order id/,
      );
    });

    it("lists a tier's unpaid orders from a time on", async () => {
      const s = await seeded();
      const a = await addAccount(s);
      const old = await placeOrder(s, a, { now: T0 });
      const fresh = await placeOrder(s, a, { now: T0 + 10 });
      await placeOrder(s, a, { now: T0 + 10, tierId: "PLUS" });
      const paid = await paidOrder(s, a, "PRO", T0 + 20);
      const unpaid = (await s.orders.unpaidOfTier("PRO", T0 + 10)).map((o) => o.id);
      expect(unpaid).toEqual([fresh.id]);
      expect((await s.orders.unpaidOfTier("PRO", T0)).map((o) => o.id).sort()).toEqual(
        [old.id, fresh.id].sort(),
      );
      expect(unpaid).not.toContain(paid.id);
    });

    it("records a provider order once; its key keeps the first answer", async () => {
      const s = await seeded();
      const a = await addAccount(s);
      const order = await placeOrder(s, a);
      const key = orderKey(a, { scope: "providerOrder" });
      const record = { providerOrderId: "PO-X", orderId: order.id, provider: "paypal", createdAt: T0 + 1 };
      expect(await s.orders.recordProviderOrder(record, key, "first")).toBe("first");
      expect(await s.orders.recordProviderOrder({ ...record, createdAt: T0 + 2 }, key, "second")).toBe(
        "first",
      );
      expect(await s.orders.findProviderOrder("PO-X")).toEqual({ ...record, status: "created" });
      expect(await s.orders.findProviderOrder("PO-Y")).toBeUndefined();
      expect(await s.idempotency.claim(key, T0 + 3)).toEqual({ kind: "replay", result: "first" });
    });

    it("captures: declined leaves the order unpaid; completed pays it once and starts one term; nothing moves it back", async () => {
      const s = await seeded();
      const a = await addAccount(s);
      const order = await placeOrder(s, a);
      const po = await openProviderOrder(s, order.id);
      await expect(
        s.orders.recordCapture({
          providerOrderId: "PO-none",
          status: "completed",
          now: T0,
          respond: answerOf,
        }),
      ).rejects.toThrow(/unknown provider order/);
      expect(
        await s.orders.recordCapture({
          providerOrderId: po,
          status: "declined",
          now: T0 + 1,
          respond: answerOf,
        }),
      ).toBe(answerOf(order));
      expect((await s.orders.findProviderOrder(po))?.status).toBe("declined");
      expect(await s.services.ofAccount(a)).toEqual([]);
      expect(await s.services.latestExpiry(a)).toBeUndefined();
      const key = orderKey(a, { scope: "capturePayment" });
      const paid = { ...order, paidAt: T0 + 2 };
      expect(
        await s.orders.recordCapture({
          key,
          providerOrderId: po,
          status: "completed",
          now: T0 + 2,
          respond: answerOf,
        }),
      ).toBe(answerOf(paid));
      expect(
        await s.orders.recordCapture({
          key,
          providerOrderId: po,
          status: "completed",
          now: T0 + 3,
          respond: () => "later",
        }),
      ).toBe(answerOf(paid));
      await s.orders.recordCapture({
        providerOrderId: po,
        status: "declined",
        now: T0 + 4,
        respond: answerOf,
      });
      expect((await s.orders.findProviderOrder(po))?.status).toBe("completed");
      expect(await s.orders.find(order.id)).toEqual(paid);
      const term = newTerm([], "PRO", T0 + 2);
      expect(await s.services.ofAccount(a)).toEqual([{ accountId: a, orderId: order.id, ...term }]);
      expect(await s.services.latestExpiry(a)).toBe(term.expiresAt);
    });

    it("starts a second term of the same package where the first ends; services list newest first", async () => {
      const s = await seeded();
      const a = await addAccount(s);
      const first = await paidOrder(s, a, "PRO", T0);
      const second = await paidOrder(s, a, "PRO", T0 + 1000);
      const [newest, oldest] = await s.services.ofAccount(a);
      expect([newest?.orderId, oldest?.orderId]).toEqual([second.id, first.id]);
      expect(newest?.startsAt).toBe(oldest?.expiresAt);
    });

    it("the ledger lists an account's orders newest first (ties: larger id) and its payments by latest change", async () => {
      const s = await seeded();
      const [a, b] = [await addAccount(s), await addAccount(s)];
      const o1 = await placeOrder(s, a, { now: T0 + 1, newId: () => "100000000001" });
      const o2 = await placeOrder(s, a, { now: T0 + 3, tierId: "PLUS", newId: () => "900000000002" });
      const o3 = await placeOrder(s, a, { now: T0 + 3, newId: () => "200000000003" });
      const o4 = await placeOrder(s, b, { now: T0 + 5 });
      const pa = await openProviderOrder(s, o1.id, T0 + 2);
      await s.orders.recordCapture({
        providerOrderId: pa,
        status: "completed",
        now: T0 + 25,
        respond: answerOf,
      });
      const pb = await openProviderOrder(s, o2.id, T0 + 31);
      await s.orders.recordCapture({
        providerOrderId: pb,
        status: "declined",
        now: T0 + 32,
        respond: answerOf,
      });
      const pc = await openProviderOrder(s, o2.id, T0 + 33);
      await openProviderOrder(s, o4.id, T0 + 51);
      expect((await s.ledger.ordersOf(a)).map((o) => o.id)).toEqual([o2.id, o3.id, o1.id]);
      expect((await s.ledger.ordersOf(a))[2]).toEqual({ ...o1, paidAt: T0 + 25 });
      const payments = await s.ledger.paymentsOf(a);
      expect(payments.map((p) => [p.providerOrderId, p.status])).toEqual([
        [pc, "created"],
        [pb, "declined"],
        [pa, "completed"],
      ]);
      expect(payments[2]).toEqual({
        providerOrderId: pa,
        orderId: o1.id,
        tierId: "PRO",
        provider: "sandbox",
        status: "completed",
        amountCents: 89_900,
        currency: "USD",
        createdAt: T0 + 2,
        updatedAt: T0 + 25,
      });
      expect((await s.ledger.ordersOf(b)).map((o) => o.id)).toEqual([o4.id]);
      const none = await addAccount(s);
      expect([await s.ledger.ordersOf(none), await s.ledger.paymentsOf(none)]).toEqual([[], []]);
    });

    it("the admin list: the newest orders of every account with its name and provider orders, oldest first", async () => {
      const s = await seeded();
      const a = await addAccount(s, { account: "alice" });
      const b = await addAccount(s, { account: "bob" });
      const o1 = await placeOrder(s, a, { now: T0 + 1 });
      const o2 = await placeOrder(s, b, { now: T0 + 2 });
      const o3 = await placeOrder(s, a, { now: T0 + 3 });
      const p1 = await openProviderOrder(s, o3.id, T0 + 4);
      await s.orders.recordCapture({
        providerOrderId: p1,
        status: "declined",
        now: T0 + 5,
        respond: answerOf,
      });
      await openProviderOrder(s, o3.id, T0 + 6);
      expect(await s.orders.recent(10)).toEqual([
        {
          order: o3,
          account: "alice",
          payments: [
            { provider: "sandbox", status: "declined" },
            { provider: "sandbox", status: "created" },
          ],
        },
        { order: o2, account: "bob", payments: [] },
        { order: o1, account: "alice", payments: [] },
      ]);
      expect((await s.orders.recent(2)).map((r) => r.order.id)).toEqual([o3.id, o2.id]);
    });

    it("idempotency keys: a new key proceeds, an unanswered one proceeds again, another body conflicts; release forgets only an unanswered key", async () => {
      const s = storage();
      const key = orderKey(1, { scope: "providerOrder" });
      expect(await s.idempotency.claim(key, T0)).toEqual({ kind: "proceed" });
      expect(await s.idempotency.claim(key, T0 + 1)).toEqual({ kind: "proceed" });
      expect(await s.idempotency.claim({ ...key, requestHash: "h-other" }, T0)).toEqual({ kind: "conflict" });
      await s.idempotency.release(key);
      expect(await s.idempotency.claim({ ...key, requestHash: "h-other" }, T0)).toEqual({ kind: "proceed" });
      // Answered: release leaves it, and it replays.
      const answered = orderKey(1, { scope: "providerOrder" });
      await s.offers.seed(OFFERS);
      const order = await placeOrder(s, await addAccount(s));
      await s.orders.recordProviderOrder(
        { providerOrderId: "PO-R", orderId: order.id, provider: "sandbox", createdAt: T0 },
        answered,
        "kept",
      );
      await s.idempotency.release(answered);
      expect(await s.idempotency.claim(answered, T0)).toEqual({ kind: "replay", result: "kept" });
      // Scope, owner and key together name a key.
      expect(await s.idempotency.claim({ ...answered, owner: "7", requestHash: "x" }, T0)).toEqual({
        kind: "proceed",
      });
      expect(
        await s.idempotency.claim({ ...answered, scope: "capturePayment", requestHash: "x" }, T0),
      ).toEqual({
        kind: "proceed",
      });
    });
  });
  ordersConcurrencyConformance(engine, open);
};
