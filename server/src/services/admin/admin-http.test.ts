// The admin pages' calls through the real HTTP stack (issue 13): roles decide (info reads accounts,
// admin decides), a freeze refuses the account's sign-in at once, the orders list every account's
// orders with payments, the offers can be re-priced and taken offline.
import { DESIGNED_CODES } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn as signInAs } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { json } from "../commerce/commerce-test-kit.ts";

let server: TestServer;
let admin: TestClient;
let info: TestClient;
let member: TestClient;
const signIn = (login: string) => signInAs(server, login);
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn("admin@demo.portolan.test")).client;
  info = (await signIn("info@demo.portolan.test")).client;
  member = (await signIn("trade@demo.portolan.test")).client;
});
afterAll(async () => server.stop());

const accounts = async (client: TestClient, q = "") =>
  json(await client.get(`/console/admin/accounts?q=${encodeURIComponent(q)}`));
const act = async (client: TestClient, accountId: number, action: string) =>
  json(await client.post("/console/admin/accounts/action", { accountId, action }, "json"));

describe("admin calls", () => {
  it("lets info and admin read accounts with their status; a member is refused", async () => {
    const found = (await accounts(info, "frozen@")).data.accounts;
    expect(found).toEqual([expect.objectContaining({ account: "demo-frozen", status: "frozen" })]);
    expect((await accounts(admin, "cancelled@")).data.accounts[0]).toMatchObject({
      status: "cancelled",
      cancelReason: "breach",
      appeal: "none",
    });
    expect(await accounts(member)).toMatchObject({ code: DESIGNED_CODES.ADMIN_ONLY });
  });

  it("lets only admin decide: a freeze refuses sign-in, an unfreeze restores it", async () => {
    const ai = (await accounts(admin, "ai@demo")).data.accounts[0];
    expect((await act(info, ai.id, "freeze")).code).toBe(DESIGNED_CODES.ADMIN_ONLY);
    expect((await act(admin, ai.id, "freeze")).data).toMatchObject({ account: "demo-ai", status: "frozen" });
    expect((await signIn("ai@demo.portolan.test")).code).toBe(DESIGNED_CODES.ACCOUNT_FROZEN);
    expect((await act(admin, ai.id, "unfreeze")).data.status).toBe("active");
    expect((await signIn("ai@demo.portolan.test")).code).toBe(200);
    expect((await act(admin, ai.id, "grantAppeal")).code).toBe(DESIGNED_CODES.ADMIN_NO_APPEAL);
    expect((await act(admin, 999_999, "cancel")).code).toBe(DESIGNED_CODES.ADMIN_UNKNOWN_ACCOUNT);
  });

  it("refuses an administrator's decision on their own account, which stays as it was", async () => {
    const me = (await accounts(admin, "admin@demo")).data.accounts[0];
    for (const action of ["freeze", "cancel", "grantAppeal"])
      expect((await act(admin, me.id, action)).code).toBe(DESIGNED_CODES.ADMIN_OWN_ACCOUNT);
    expect((await accounts(admin, "admin@demo")).data.accounts[0].status).toBe("active");
    expect((await signIn("admin@demo.portolan.test")).code).toBe(200);
  });

  it("lists every account's orders with their payments, and changes the offer", async () => {
    const placed = (
      await json(
        await member.post("/pay/payment", { tierId: "PLUS" }, "json", { "Idempotency-Key": "adm-1" }),
      )
    ).data;
    const orders = (await json(await admin.get("/console/admin/orders"))).data.orders;
    expect(orders[0]).toMatchObject({
      account: "demo-trade",
      order: { id: placed.id, status: "unpaid" },
      payments: [],
    });
    expect((await json(await member.get("/console/admin/orders"))).code).toBe(DESIGNED_CODES.ADMIN_ONLY);

    const offers = (await json(await admin.get("/console/admin/offers"))).data.offers;
    expect(offers).toContainEqual({ tierId: "PLUS", price: 2999, onOffer: true, priceVersion: 1 });
    server.clock.advance(1_000);
    const offline = await json(
      await admin.post("/console/admin/offers/action", { tierId: "PLUS", action: "offline" }, "json"),
    );
    expect(offline.data).toEqual({ changed: true, invalidated: 1 });
    const bad = await json(
      await admin.post(
        "/console/admin/offers/action",
        { tierId: "PLUS", action: "reprice", price: 0 },
        "json",
      ),
    );
    expect(bad.code).toBe(10001);
  });
});
