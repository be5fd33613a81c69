// The operator's offer commands against a real provider's database (issue 13): list, take offline
// (an unpaid order of that package becomes invalid, and new ones are refused), back online, re-price.
import { DESIGNED_CODES, PACKAGE_TIER_IDS } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, signedInClient } from "../services/commerce/commerce-test-kit.ts";
import { operatorEnv } from "../testing/operator-env.ts";
import { startTestServer, type TestClient, type TestServer } from "../testing/test-server.ts";
import { runOperator } from "./operator.ts";

let server: TestServer;
let buyer: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await signedInClient(server);
});
afterAll(async () => server.stop());

let keys = 0;
const operator = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runOperator(args, operatorEnv(server), server.clock.now(), (l) => lines.push(l));
  return { code, text: lines.join("\n") };
};
const order = async (tierId: string) =>
  json(await buyer.post("/pay/payment", { tierId }, "json", { "Idempotency-Key": `op-${++keys}` }));

describe("operator offer commands", () => {
  it("lists the packages with their prices", async () => {
    const listed = await operator("offers");
    expect(listed.code).toBe(0);
    expect(listed.text.split("\n")).toContain("GLOBAL\t2399.00 USD\ton offer\tprice version 1");
    // In core's tier order on every engine (PostgreSQL has no insertion order to fall back on).
    expect(listed.text.split("\n").map((line) => line.split("\t")[0])).toEqual(PACKAGE_TIER_IDS);
  });

  it("takes a package offline (voiding its unpaid orders, refusing new ones) and back online", async () => {
    const placed = (await order("LUXURY")).data;
    server.clock.advance(1_000);
    expect(await operator("offline", "luxury")).toEqual({
      code: 0,
      text: "LUXURY is offline; unpaid orders voided: 1",
    });
    const page = await json(await server.client().get(`/public/payment/${placed.id}`));
    expect(page.data).toMatchObject({ status: "invalid", invalidReason: "offline" });
    expect((await order("LUXURY")).code).toBe(DESIGNED_CODES.PACKAGE_UNAVAILABLE);
    expect(await operator("offline", "LUXURY")).toMatchObject({
      code: 0,
      text: "nothing changed: it is so already",
    });
    expect((await operator("online", "LUXURY")).code).toBe(0);
    expect((await order("LUXURY")).code).toBe(200);
  });

  it("re-prices a package: new orders take the new price", async () => {
    server.clock.advance(1_000);
    expect(await operator("reprice", "PRO", "999.00")).toMatchObject({ code: 0 });
    expect((await order("PRO")).data.amount).toBe(999);
  });

  it("refuses a package that does not exist and a price that is not one", async () => {
    expect(await operator("offline", "GOLD")).toMatchObject({
      code: 2,
      text: expect.stringMatching(/PRO, GLOBAL/),
    });
    expect(await operator("reprice", "PRO", "free")).toMatchObject({
      code: 1,
      text: expect.stringMatching(/positive/),
    });
  });
});
