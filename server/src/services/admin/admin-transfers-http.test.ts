// The admin page's bank-transfer steps and audit trail through the real HTTP stack (issue 29 item 8;
// D148, D290): only the admin role confirms or rejects; the amount must be the order's; an order past
// its reservation or paid already is refused; a confirmation pays the order and grants the package at
// once (the operator's command's own rule); no administrator decides on their own order; every
// decision, the command's too, is in the audit trail with who and when.
import { DAY_MS, DESIGNED_CODES, transferReference } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOperator } from "../../cli/operator.ts";
import { operatorEnv } from "../../testing/operator-env.ts";
import { signIn } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { accountIdOf, json, serviceCount } from "../commerce/commerce-test-kit.ts";

let server: TestServer;
let admin: TestClient;
let info: TestClient;
let payment: TestClient;
let buyer: TestClient;
/** Signs everyone in (again, after the clock has moved past the sessions' idle limit). */
const signInAll = async () => {
  admin = (await signIn(server, "admin@demo.portolan.test")).client;
  info = (await signIn(server, "info@demo.portolan.test")).client;
  payment = (await signIn(server, "payment@demo.portolan.test")).client;
  buyer = (await signIn(server, "main@demo.portolan.test")).client;
};
let buyerId: number;
beforeAll(async () => {
  server = await startTestServer();
  await signInAll();
  buyerId = await accountIdOf(buyer);
});
afterAll(async () => server.stop());

let keys = 0;
const order = async (client: TestClient, tierId: string) =>
  (await json(await client.post("/pay/payment", { tierId }, "json", { "Idempotency-Key": `at-${++keys}` })))
    .data as { id: string; amount: number };
const confirm = async (client: TestClient, orderId: string, amount: number) =>
  json(await client.post("/console/admin/orders/transfer/confirm", { orderId, amount }, "json"));
const reject = async (client: TestClient, orderId: string, reason: string) =>
  json(await client.post("/console/admin/orders/transfer/reject", { orderId, reason }, "json"));
const audit = async (client: TestClient) => json(await client.get("/console/admin/audit"));

describe("the admin page's bank transfers", () => {
  it("lets only the admin role confirm: the amount must be the order's; the package starts at once", async () => {
    const placed = await order(buyer, "GLOBAL");
    const services = await serviceCount(server, buyerId);
    for (const client of [info, payment, buyer])
      expect((await confirm(client, placed.id, 2399)).code).toBe(DESIGNED_CODES.ADMIN_ONLY);
    expect((await confirm(admin, placed.id, 2398.99)).code).toBe(DESIGNED_CODES.ADMIN_TRANSFER_AMOUNT);
    expect(await serviceCount(server, buyerId)).toBe(services);
    expect((await json(await buyer.get("/console/user/identity"))).data.membership % 16).not.toBe(5);

    const paid = await confirm(admin, placed.id, 2399);
    expect(paid.code).toBe(200);
    expect(paid.data).toMatchObject({ id: placed.id, status: "paid", tierId: "GLOBAL" });
    expect((await json(await buyer.get("/console/user/identity"))).data.membership % 16).toBe(5);
    expect((await confirm(admin, placed.id, 2399)).code).toBe(DESIGNED_CODES.ORDER_ALREADY_PAID);
    expect((await reject(admin, placed.id, "late")).code).toBe(DESIGNED_CODES.ORDER_ALREADY_PAID);
    const orders = (await json(await admin.get("/console/admin/orders"))).data.orders;
    expect(orders.find((o: { order: { id: string } }) => o.order.id === placed.id).payments).toEqual([
      { provider: "bank-transfer", status: "completed" },
    ]);
  });

  it("refuses an order past its 7-day reservation and an unknown one", async () => {
    const placed = await order(buyer, "PRO");
    server.clock.advance(8 * DAY_MS);
    await signInAll();
    expect((await confirm(admin, placed.id, 899)).code).toBe(DESIGNED_CODES.ORDER_INVALID);
    expect((await confirm(admin, "999999999", 899)).code).toBe(DESIGNED_CODES.ORDER_NOT_FOUND);
    // A transfer for it that came too late is rejected with its reason: the money goes back.
    expect((await reject(admin, placed.id, "  ")).code).toBe(10001);
    expect(await reject(admin, placed.id, "Arrived after the reservation; returned")).toMatchObject({
      code: 200,
      data: { orderId: placed.id },
    });
    expect((await reject(info, placed.id, "no")).code).toBe(DESIGNED_CODES.ADMIN_ONLY);
  });

  it("refuses an administrator's decision on their own order", async () => {
    const own = await order(admin, "PRO");
    expect((await confirm(admin, own.id, 899)).code).toBe(DESIGNED_CODES.ADMIN_OWN_ACCOUNT);
    expect((await reject(admin, own.id, "mine")).code).toBe(DESIGNED_CODES.ADMIN_OWN_ACCOUNT);
  });

  it("lists every decision newest first with who, what, when; the operator's command as no one", async () => {
    const placed = await order(buyer, "PRO");
    const lines: string[] = [];
    const ran = await runOperator(
      ["transfer-received", transferReference(placed.id), "--amount", "899"],
      operatorEnv(server),
      server.clock.now(),
      (l) => lines.push(l),
    );
    expect(ran).toBe(0);
    const ai = (await json(await admin.get("/console/admin/accounts?q=ai%40demo"))).data.accounts[0];
    await json(
      await admin.post("/console/admin/accounts/action", { accountId: ai.id, action: "cancel" }, "json"),
    );
    await json(
      await admin.post("/console/admin/accounts/action", { accountId: ai.id, action: "reinstate" }, "json"),
    );
    const again = await json(
      await admin.post("/console/admin/accounts/action", { accountId: ai.id, action: "reinstate" }, "json"),
    );
    expect(again.code).toBe(DESIGNED_CODES.ADMIN_NOT_BREACH);

    const read = await audit(info);
    expect(read.code).toBe(200);
    const entries = read.data.entries as { action: string; actor?: string; at: number }[];
    expect(entries.map((e) => [e.action, e.actor ?? "operator"])).toEqual([
      ["reinstate", "demo-admin"],
      ["cancel", "demo-admin"],
      ["confirmTransfer", "operator"],
      ["rejectTransfer", "demo-admin"],
      ["confirmTransfer", "demo-admin"],
    ]);
    expect(entries[0]).toMatchObject({ account: "demo-ai", at: server.clock.now() });
    expect(entries[2]).toMatchObject({ account: "demo-main", orderId: placed.id, amount: 899 });
    expect(entries[3]).toMatchObject({ reason: "Arrived after the reservation; returned" });
    expect((await audit(payment)).code).toBe(DESIGNED_CODES.ADMIN_ONLY);
    expect((await audit(buyer)).code).toBe(DESIGNED_CODES.ADMIN_ONLY);
  });
});
