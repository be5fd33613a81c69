// The order's mails through the real HTTP stack (issue 13 "Receipts"): a confirmation when it is
// placed and a receipt when it is paid, in the language the buyer ordered in, naming the seller,
// buyer, package, term, amount, currency and payment method; a replayed call mails nothing again.
import { isoDateOf } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../../testing/test-server.ts";
import { json } from "../commerce-test-kit.ts";

let server: TestServer;
let buyer: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  buyer = (await signIn(server, "main@demo.portolan.test")).client;
});
afterAll(async () => server.stop());

const mailsTo = (to: string) => server.mailer.sent.filter((m) => m.to === to);

describe("order mails", () => {
  it("confirms the order and, once paid, sends the receipt, both in the buyer's language", async () => {
    const ru = { "accept-language": "ru", "Idempotency-Key": "r-1" };
    const before = mailsTo("main@demo.portolan.test").length;
    const order = (await json(await buyer.post("/pay/payment", { tierId: "PLUS" }, "json", ru))).data;
    await buyer.post("/pay/payment", { tierId: "PLUS" }, "json", ru);
    const placed = mailsTo("main@demo.portolan.test").slice(before);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.subject).toBe(`Подтверждение заказа ${order.id}: пакет Plus`);
    expect(placed[0]?.text).toContain("2999.00 USD");
    expect(placed[0]?.text).toContain(`Оплатить до: ${isoDateOf(order.reservedUntil)}`);
    expect(placed[0]?.text).toContain("Portolan Trade Intelligence Ltd");
    expect(placed[0]?.text).toContain(`/ru/payment/${order.id}\n`);

    const opened = (
      await json(
        await buyer.post("/public/paypal", { orderId: order.id }, "json", { "Idempotency-Key": "r-2" }),
      )
    ).data;
    await buyer.post(
      "/public/paypal/capture",
      { orderId: order.id, providerOrderId: opened.providerOrderId },
      "json",
      {
        "Idempotency-Key": "r-3",
      },
    );
    await buyer.post(
      "/public/paypal/capture",
      { orderId: order.id, providerOrderId: opened.providerOrderId },
      "json",
      {
        "Idempotency-Key": "r-3",
      },
    );
    const receipts = mailsTo("main@demo.portolan.test").slice(before + 1);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe(`Квитанция об оплате ${order.id}: пакет Plus`);
    expect(receipts[0]?.text).toContain("тестовая оплата (без списания)");
    expect(receipts[0]?.text).toContain(`Срок: ${isoDateOf(server.clock.now())} — `);
    expect(receipts[0]?.text).toContain("Mina Main (main@demo.portolan.test)");
  });
});
