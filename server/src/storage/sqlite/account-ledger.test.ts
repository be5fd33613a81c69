// The ledger reads one account's orders and payments, newest first, and nothing of other accounts.
import { describe, expect, it } from "vitest";
import { sqliteAccountLedger } from "./account-ledger.ts";
import { openDatabase } from "./database.ts";

const setUp = () => {
  const db = openDatabase(":memory:");
  db.prepare(
    "INSERT INTO package_offers (tier_id, on_offer, price_cents, price_version, updated_at) VALUES (?, 1, ?, 1, 0)",
  ).run("PRO", 89_900);
  db.prepare(
    "INSERT INTO package_offers (tier_id, on_offer, price_cents, price_version, updated_at) VALUES (?, 1, ?, 1, 0)",
  ).run("PLUS", 299_900);
  const order = (id: string, account: number, tier: string, cents: number, at: number, paid?: number) =>
    db
      .prepare(
        `INSERT INTO orders (id, account_id, tier_id, amount_cents, currency, price_version, created_at, paid_at)
         VALUES (?, ?, ?, ?, 'USD', 1, ?, ?)`,
      )
      .run(id, account, tier, cents, at, paid ?? null);
  const payment = (po: string, orderId: string, status: string, at: number, updated: number) =>
    db
      .prepare(
        `INSERT INTO provider_orders (provider_order_id, order_id, provider, status, created_at, updated_at)
         VALUES (?, ?, 'sandbox', ?, ?, ?)`,
      )
      .run(po, orderId, status, at, updated);
  order("100000000001", 7, "PRO", 89_900, 1_000, 2_500);
  order("900000000002", 7, "PLUS", 299_900, 3_000);
  order("200000000003", 7, "PRO", 89_900, 3_000);
  order("300000000004", 8, "PLUS", 299_900, 5_000);
  payment("PO-A", "100000000001", "completed", 2_000, 2_500);
  payment("PO-B", "900000000002", "declined", 3_100, 3_200);
  payment("PO-C", "900000000002", "created", 3_300, 3_300);
  payment("PO-D", "300000000004", "completed", 5_100, 5_200);
  return sqliteAccountLedger(db);
};

describe("the SQLite account ledger", () => {
  it("lists every order of the account, newest first, ties by the larger id", async () => {
    const orders = await setUp().ordersOf(7);
    expect(orders.map((o) => o.id)).toEqual(["900000000002", "200000000003", "100000000001"]);
    expect(orders[2]).toEqual({
      id: "100000000001",
      accountId: 7,
      tierId: "PRO",
      amountCents: 89_900,
      currency: "USD",
      priceVersion: 1,
      createdAt: 1_000,
      paidAt: 2_500,
      // Rows written without a language read as English (migration 009's default).
      locale: "en",
    });
    expect(orders[0]).not.toHaveProperty("paidAt");
  });

  it("lists the provider orders of the account's orders, latest change first, with the order's amount", async () => {
    const payments = await setUp().paymentsOf(7);
    expect(payments.map((p) => [p.providerOrderId, p.status])).toEqual([
      ["PO-C", "created"],
      ["PO-B", "declined"],
      ["PO-A", "completed"],
    ]);
    expect(payments[2]).toEqual({
      providerOrderId: "PO-A",
      orderId: "100000000001",
      tierId: "PRO",
      provider: "sandbox",
      status: "completed",
      amountCents: 89_900,
      currency: "USD",
      createdAt: 2_000,
      updatedAt: 2_500,
    });
  });

  it("shows nothing of other accounts, and nothing for an account without orders", async () => {
    const ledger = setUp();
    expect((await ledger.ordersOf(8)).map((o) => o.id)).toEqual(["300000000004"]);
    expect((await ledger.paymentsOf(8)).map((p) => p.providerOrderId)).toEqual(["PO-D"]);
    expect(await ledger.ordersOf(9)).toEqual([]);
    expect(await ledger.paymentsOf(9)).toEqual([]);
  });
});
