// Paying by bank transfer (issue 13), through the real HTTP stack and SQLite: the buyer reads the
// seller's accounts and the order's reference; the operator's command marks the transfer received,
// which pays the order and grants the package at once; every wrong step is refused and changes nothing.

import { join } from "node:path";
import { DAY_MS, transferReference } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOperator } from "../../cli/operator.ts";
import { listOutbox } from "../../mail/outbox-files.ts";
import { operatorEnv } from "../../testing/operator-env.ts";
import { signIn } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { accountIdOf, json, serviceCount } from "./commerce-test-kit.ts";

let server: TestServer;
let buyer: TestClient;
let buyerId: number;
beforeAll(async () => {
  server = await startTestServer();
  buyer = (await signIn(server, "main@demo.portolan.test")).client;
  buyerId = await accountIdOf(buyer);
});
afterAll(async () => server.stop());

let keys = 0;
const order = async (tierId: string) =>
  (await json(await buyer.post("/pay/payment", { tierId }, "json", { "Idempotency-Key": `bt-${++keys}` })))
    .data as { id: string; amount: number; reservedUntil: number };
const details = async (orderId: string) =>
  json(await server.client().get(`/public/bank-transfer?orderId=${encodeURIComponent(orderId)}`));
const operator = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runOperator(args, operatorEnv(server), server.clock.now(), (l) => lines.push(l));
  return { code, text: lines.join("\n") };
};

describe("bank transfer", () => {
  it("gives the accounts, amount, deadline and the order's reference; the operator's step grants the package", async () => {
    const placed = await order("GLOBAL");
    const answer = await details(placed.id);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      orderId: placed.id,
      reference: transferReference(placed.id),
      amount: 2399,
      currency: "USD",
      payBefore: placed.reservedUntil,
    });
    expect(answer.data.accounts.map((a: { kind: string }) => a.kind)).toEqual([
      "BANK_TRANSFER_INTERNATIONAL",
      "BANK_TRANSFER_HONG_KONG",
      "BANK_TRANSFER_MAINLAND_CHINA",
    ]);
    expect(answer.data.accounts.every((a: { demo: boolean }) => a.demo)).toBe(true);

    const services = await serviceCount(server, buyerId);
    const typo = answer.data.reference.replace(/.$/, (d: string) => String((Number(d) + 1) % 10));
    expect(await operator("transfer-received", typo)).toMatchObject({
      code: 1,
      text: expect.stringMatching(/typo/),
    });
    expect(await operator("transfer-received", answer.data.reference, "--amount", "2000")).toMatchObject({
      code: 1,
      text: expect.stringMatching(/amount differs/),
    });
    expect(await serviceCount(server, buyerId)).toBe(services);

    expect(await operator("transfer-received", answer.data.reference, "--amount", "2399.00")).toEqual({
      code: 0,
      text: `paid: order ${placed.id}, GLOBAL, 2399 USD; the package starts now`,
    });
    const identity = (await json(await buyer.get("/console/user/identity"))).data;
    expect(identity.membership % 16).toBe(5);
    // The operator's command mails the receipt (to the outbox of the data folder), naming the method.
    // The order was placed in Chinese (no language given: the default), so the receipt is too.
    const receipt = (await listOutbox(join(server.dataDir, "outbox"))).find((m) =>
      m.subject.includes(`付款收据 ${placed.id}`),
    );
    expect(receipt?.text).toContain("付款方式: 银行转账");
    expect(await operator("transfer-received", answer.data.reference)).toMatchObject({
      code: 1,
      text: expect.stringMatching(/paid already/),
    });
    expect((await details(placed.id)).code).toBe(30003);
    expect(await serviceCount(server, buyerId)).toBe(services + 1);
  });

  it("refuses a transfer that arrives after the 7-day reservation, and unknown orders", async () => {
    const placed = await order("PRO");
    server.clock.advance(8 * DAY_MS);
    expect((await details(placed.id)).code).toBe(30002);
    expect(await operator("transfer-received", transferReference(placed.id))).toMatchObject({
      code: 1,
      text: expect.stringMatching(/no longer valid/),
    });
    expect((await details("999999999999")).code).toBe(30001);
    expect(await operator("transfer-received", transferReference("999999999999"))).toMatchObject({ code: 1 });
  });

  it("says how to use it when the command is wrong", async () => {
    expect(await operator("refund")).toMatchObject({ code: 2, text: expect.stringMatching(/^usage/) });
    expect(await operator("transfer-received", "PTL1", "--amount", "lots")).toMatchObject({ code: 2 });
  });
});
