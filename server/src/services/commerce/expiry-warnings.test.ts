// The warning before a package ends (issue 29 item 11; D288) through the real stack: a package paid
// in Russian is announced once, in Russian, in its last 10 days, with the links in Russian; not
// before; never twice; and not at all when a renewal follows it.
import { DAY_MS, isoDateOf, PACKAGE_EXPIRY_WARNING_DAYS } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { json, signedInClient } from "./commerce-test-kit.ts";

let server: TestServer;
let buyer: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await signedInClient(server);
});
afterAll(async () => server.stop());

const TO = "payment@demo.portolan.test";
const warningsTo = () =>
  server.mailer.sent.filter((m) => m.to === TO && /заканчивается|ends on/.test(m.subject));

const placeAndPay = async (tierId: string) => {
  const k = () => `exp-${Math.random()}`;
  const headers = { "Idempotency-Key": k(), "accept-language": "ru" };
  const order = (await json(await buyer.post("/pay/payment", { tierId }, "json", headers))).data;
  const opened = (
    await json(await buyer.post("/public/paypal", { orderId: order.id }, "json", { "Idempotency-Key": k() }))
  ).data;
  await buyer.post(
    "/public/paypal/capture",
    { orderId: order.id, providerOrderId: opened.providerOrderId },
    "json",
    { "Idempotency-Key": k() },
  );
};

const services = async () =>
  (await json(await buyer.get("/console/account/overview"))).data.services as {
    startsAt: number;
    expiresAt: number;
  }[];

describe("the warning before a package ends", () => {
  it("is mailed once, in the buyer's language, in the last days, and a renewal takes it away", async () => {
    await placeAndPay("PRO");
    const [term] = await services();
    const end = term?.expiresAt ?? 0;
    // Eleven days before the end: nothing yet.
    server.clock.advance(end - server.clock.now() - (PACKAGE_EXPIRY_WARNING_DAYS + 1) * DAY_MS);
    await server.app.runExpiryWarnings();
    expect(warningsTo()).toHaveLength(0);

    server.clock.advance(3 * DAY_MS);
    await server.app.runExpiryWarnings();
    const [mail, ...more] = warningsTo();
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Ваш пакет данных PRO заканчивается ${isoDateOf(end)}`);
    expect(mail?.text).toContain(`закончится через 8 дней, ${isoDateOf(end)}`);
    expect(mail?.text).toContain(`${server.deps.config.publicOrigin}/ru/package\n`);
    expect(mail?.text).toContain("/dashboard?lang=ru\n");

    // Later runs, the same day or the next: no second mail for the same term.
    await server.app.runExpiryWarnings();
    server.clock.advance(DAY_MS);
    await server.app.runExpiryWarnings();
    expect(warningsTo()).toHaveLength(1);

    // Renewed (signed in again: a year has passed): the cover now ends a year later; nothing more
    // until that year's own last days.
    buyer = await signedInClient(server);
    await placeAndPay("PRO");
    const terms = await services();
    expect(terms).toHaveLength(2);
    expect(terms[0]?.startsAt).toBe(end);
    server.clock.advance(4 * DAY_MS);
    await server.app.runExpiryWarnings();
    expect(warningsTo()).toHaveLength(1);
  });
});
