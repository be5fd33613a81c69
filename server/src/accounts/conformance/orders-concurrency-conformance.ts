// The orders module's guarded writes under concurrency, every call split over two providers (two
// handles on one database): each case fails if its read-then-write were not one transaction.
import { describe, expect, it } from "vitest";
import type { OpenedAccountStorage as AccountStorage } from "../open-account-storage.ts";
import type { StoredOrder } from "../orders/orders-port.ts";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { answerOf, OFFERS, openProviderOrder, orderKey, placeInput, placeOrder } from "./orders-fixture.ts";
import { withStorage } from "./with-storage.ts";

const N = 12;

export const ordersConcurrencyConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: orders under concurrency`, () => {
    const storage = withStorage(open);
    /** The storage of this case and a second provider's, the offers seeded. */
    const providers = async (): Promise<[AccountStorage, AccountStorage]> => {
      const s = storage();
      await s.offers.seed(OFFERS);
      return [s, await storage.another()];
    };
    const each = <T>(
      both: readonly AccountStorage[],
      n: number,
      call: (s: AccountStorage, i: number) => Promise<T>,
    ) => Promise.all(Array.from({ length: n }, (_, i) => call(both[i % both.length] as AccountStorage, i)));

    it("of many claims of one key with different bodies at once, one proceeds and the rest conflict", async () => {
      const both = await providers();
      const key = orderKey(1, { scope: "capturePayment" });
      const claims = await each(both, N, (s, i) =>
        s.idempotency.claim({ ...key, requestHash: `h-${i}` }, T0),
      );
      const winners = claims.flatMap((c, i) => (c.kind === "proceed" ? [i] : []));
      expect(winners).toHaveLength(1);
      expect(claims.filter((c) => c.kind === "conflict")).toHaveLength(N - 1);
      // The stored key is the winner's: its body proceeds again, any other conflicts.
      expect(await both[1].idempotency.claim({ ...key, requestHash: `h-${winners[0]}` }, T0)).toEqual({
        kind: "proceed",
      });
      expect(await both[1].idempotency.claim({ ...key, requestHash: "h-late" }, T0)).toEqual({
        kind: "conflict",
      });
    });

    it("many claims of one key with one body at once all proceed, without an error", async () => {
      const both = await providers();
      const key = orderKey(1, { scope: "capturePayment" });
      const claims = await each(both, N, (s) => s.idempotency.claim(key, T0));
      expect(claims).toEqual(Array.from({ length: N }, () => ({ kind: "proceed" })));
    });

    it("many orders placed at once with one key make one order; every other call replays its answer", async () => {
      const both = await providers();
      const a = await addAccount(both[0]);
      const input = placeInput(a);
      const outcomes = await each(both, N, (s) => s.orders.place(input));
      const created = outcomes.flatMap((o) => (o.kind === "created" ? [o] : []));
      expect(created).toHaveLength(1);
      expect(outcomes.filter((o) => o.kind === "replay")).toHaveLength(N - 1);
      expect(new Set(outcomes.map((o) => ("result" in o ? o.result : o.kind)))).toEqual(
        new Set([created[0]?.result]),
      );
      expect((await both[1].ledger.ordersOf(a)).map((o) => o.id)).toEqual([created[0]?.order.id]);
    });

    it("many captures of one order at once pay it once, start one term and answer alike", async () => {
      const both = await providers();
      const a = await addAccount(both[0]);
      const order = await placeOrder(both[0], a);
      const po = await openProviderOrder(both[0], order.id);
      const answers = await each(both, N, (s, i) =>
        s.orders.recordCapture({
          providerOrderId: po,
          status: "completed",
          now: T0 + 10 + i,
          respond: answerOf,
        }),
      );
      const paid = await both[1].orders.find(order.id);
      expect(paid?.paidAt).toBeGreaterThanOrEqual(T0 + 10);
      expect(new Set(answers)).toEqual(new Set([answerOf(paid ?? order)]));
      const services = await both[1].services.ofAccount(a);
      expect(services).toHaveLength(1);
      expect(services[0]?.startsAt).toBe(paid?.paidAt);
    });

    it("captures of several orders of one account at once give consecutive terms, never overlapping", async () => {
      const both = await providers();
      const a = await addAccount(both[0]);
      const orders: StoredOrder[] = [];
      for (let i = 0; i < 6; i++) orders.push(await placeOrder(both[0], a));
      const pos: string[] = [];
      for (const o of orders) pos.push(await openProviderOrder(both[0], o.id));
      await each(both, pos.length, (s, i) =>
        s.orders.recordCapture({
          providerOrderId: pos[i] as string,
          status: "completed",
          now: T0 + 100,
          respond: answerOf,
        }),
      );
      const terms = [...(await both[0].services.ofAccount(a))].sort((x, y) => x.startsAt - y.startsAt);
      expect(terms).toHaveLength(orders.length);
      expect(terms[0]?.startsAt).toBe(T0 + 100);
      for (let i = 1; i < terms.length; i++) expect(terms[i]?.startsAt).toBe(terms[i - 1]?.expiresAt);
    });

    it("a completed provider order stays completed whatever other outcomes arrive at the same time", async () => {
      const both = await providers();
      const a = await addAccount(both[0]);
      const order = await placeOrder(both[0], a);
      const po = await openProviderOrder(both[0], order.id);
      const statuses = ["declined", "pending", "completed"] as const;
      await each(both, N, (s, i) =>
        s.orders.recordCapture({
          providerOrderId: po,
          status: statuses[i % statuses.length] ?? "declined",
          now: T0 + 10 + i,
          respond: answerOf,
        }),
      );
      expect((await both[1].orders.findProviderOrder(po))?.status).toBe("completed");
      expect(await both[1].services.ofAccount(a)).toHaveLength(1);
    });
  });
