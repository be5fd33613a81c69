// An account that turned package-expiry warnings off in its advertising settings (issue 29 item 16,
// D292) is not mailed before its package ends; turned back on within the last days, the next run
// mails it once.
import { DAY_MS, PACKAGE_EXPIRY_WARNING_DAYS } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { json, signedInClient } from "../commerce/commerce-test-kit.ts";

let server: TestServer;
let buyer: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await signedInClient(server);
});
afterAll(async () => server.stop());

const TO = "payment@demo.portolan.test";
const PREFERENCES = "/console/account/preferences";
const warnings = () =>
  server.mailer.sent.filter((m) => m.to === TO && /ends on|заканчивается|到期/.test(m.subject));
const choose = async (expiryMail: boolean) =>
  json(
    await buyer.post(
      PREFERENCES,
      { marketingMail: false, alertMail: true, expiryMail, consoleNotices: true },
      "json",
    ),
  );

describe("the package-expiry preference", () => {
  it("keeps the warning from an account that turned it off, and sends it once turned on", async () => {
    expect((await choose(false)).data.expiryMail).toBe(false);
    const k = () => `pref-${Math.random()}`;
    const order = (
      await json(await buyer.post("/pay/payment", { tierId: "PRO" }, "json", { "Idempotency-Key": k() }))
    ).data;
    const opened = (
      await json(
        await buyer.post("/public/paypal", { orderId: order.id }, "json", { "Idempotency-Key": k() }),
      )
    ).data;
    await buyer.post(
      "/public/paypal/capture",
      { orderId: order.id, providerOrderId: opened.providerOrderId },
      "json",
      {
        "Idempotency-Key": k(),
      },
    );
    const services = (await json(await buyer.get("/console/account/overview"))).data.services as {
      expiresAt: number;
    }[];
    const end = Math.max(...services.map((s) => s.expiresAt));
    server.clock.advance(end - server.clock.now() - (PACKAGE_EXPIRY_WARNING_DAYS - 2) * DAY_MS);
    await server.app.runExpiryWarnings();
    expect(warnings()).toHaveLength(0);

    // Signed in again (the year has passed), the account turns the warnings back on.
    buyer = await signedInClient(server);
    expect((await choose(true)).data.expiryMail).toBe(true);
    await server.app.runExpiryWarnings();
    expect(warnings()).toHaveLength(1);
  });
});
