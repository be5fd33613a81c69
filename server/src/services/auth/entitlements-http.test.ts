// Paying grants what was bought (issue 13), through the real HTTP stack and SQLite: the identity call
// answers the package's tier, permissions and data sets from the capture on, and no longer once the
// term has ended; a sub-account uses what its main account assigned to it.
import { DAY_MS, ownsCustomsDataset } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn as signInAs } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { json } from "../commerce/commerce-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

let keys = 0;
const idem = () => ({ "Idempotency-Key": `ent-${++keys}` });

const signIn = async (login: string): Promise<TestClient> => {
  const { client, code } = await signInAs(server, login);
  expect(code).toBe(200);
  return client;
};
const identity = async (client: TestClient) => (await json(await client.get("/console/user/identity"))).data;

const buy = async (client: TestClient, tierId: string) => {
  const order = (await json(await client.post("/pay/payment", { tierId }, "json", idem()))).data;
  const opened = (await json(await client.post("/public/paypal", { orderId: order.id }, "json", idem())))
    .data;
  const captured = await json(
    await client.post(
      "/public/paypal/capture",
      { orderId: order.id, providerOrderId: opened.providerOrderId },
      "json",
      idem(),
    ),
  );
  expect(captured.data.status).toBe("completed");
};

describe("entitlements from packages", () => {
  it("the main account assigns which of its data sets a sub-account uses", async () => {
    const main = await signIn("trade@demo.portolan.test");
    const team = (await json(await main.get("/console/team"))).data;
    const sub = team.members.find((m: { account: string }) => m.account === "demo-trade-sub");
    const sub2 = team.members.find((m: { account: string }) => m.account === "demo-trade-sub2");
    expect(ownsCustomsDataset(sub.assigned, "IMP_USA_BL_SEA")).toBe(true);
    expect(ownsCustomsDataset(sub.assigned, "IMP_MEXICO_CD_SEA")).toBe(false);
    expect(sub2.assigned).not.toContain("1");
    expect(ownsCustomsDataset(team.shareable, "EXP_MEXICO_CD_SEA")).toBe(true);

    const subClient = await signIn("sub@demo.portolan.test");
    expect(ownsCustomsDataset((await identity(subClient)).customs_data_source, "IMP_MEXICO_CD_SEA")).toBe(
      false,
    );
    const assigned = await json(
      await main.post(
        "/console/team/datasets",
        { accountId: sub.id, customs_data_source: team.shareable },
        "json",
      ),
    );
    expect(assigned.code).toBe(200);
    const now = (await identity(subClient)).customs_data_source;
    expect(ownsCustomsDataset(now, "IMP_MEXICO_CD_SEA")).toBe(true);
    expect(ownsCustomsDataset(now, "EXP_MEXICO_CD_SEA")).toBe(true);
  });

  it("refuses a sub-account managing a team, another team's member and a code that is not one", async () => {
    const subClient = await signIn("sub@demo.portolan.test");
    expect((await json(await subClient.get("/console/team"))).code).toBe(50001);
    const other = await signIn("ai@demo.portolan.test");
    const main = await signIn("trade@demo.portolan.test");
    const team = (await json(await main.get("/console/team"))).data;
    const member = team.members[0];
    expect(
      (
        await json(
          await other.post(
            "/console/team/datasets",
            { accountId: member.id, customs_data_source: team.shareable },
            "json",
          ),
        )
      ).code,
    ).toBe(50002);
    expect(
      (
        await json(
          await main.post(
            "/console/team/datasets",
            { accountId: member.id, customs_data_source: "12" },
            "json",
          ),
        )
      ).code,
    ).toBe(10001);
  });

  it("bits the main account lacks are never handed on", async () => {
    const main = await signIn("trade@demo.portolan.test");
    const team = (await json(await main.get("/console/team"))).data;
    const all = "1".repeat(team.shareable.length);
    const answer = await json(
      await main.post(
        "/console/team/datasets",
        { accountId: team.members[0].id, customs_data_source: all },
        "json",
      ),
    );
    expect(answer.data.assigned).toBe(team.shareable);
  });
  it("a renewal continues after the running term; an upgrade starts at once (D147)", async () => {
    const buyer = await signIn("email@demo.portolan.test");
    await buy(buyer, "PRO");
    await buy(buyer, "PRO");
    await buy(buyer, "DELUXE");
    const services = (await json(await buyer.get("/console/account/overview"))).data.services as {
      tierId: string;
      startsAt: number;
      expiresAt: number;
    }[];
    const deluxe = services.find((x) => x.tierId === "DELUXE");
    const [first, second] = services
      .filter((x) => x.tierId === "PRO")
      .sort((a, b) => a.startsAt - b.startsAt);
    expect(second?.startsAt).toBe(first?.expiresAt);
    expect(deluxe?.startsAt).toBe(server.clock.now());
    expect((await identity(buyer)).membership % 16).toBe(8);
  });

  it("a main account that pays for Global has its tier, permissions and data sets at once, until the term ends (last: moves the clock)", async () => {
    const buyer = await signIn("main@demo.portolan.test");
    const before = await identity(buyer);
    expect(before).toMatchObject({ membership: 0, permissions: {} });
    expect(before.customs_data_source).not.toContain("1");

    await buy(buyer, "GLOBAL");
    const after = await identity(buyer);
    expect(after.membership % 16).toBe(5);
    expect(after.membership & 16).toBe(16); // partner report
    expect(after.membership & 128).toBe(128); // market analysis
    expect(after.permissions).toEqual({ TS: { CDS: {}, MARKET: true } });
    expect(ownsCustomsDataset(after.customs_data_source, "IMP_USA_BL_SEA")).toBe(true);
    expect(ownsCustomsDataset(after.customs_data_source, "IMP_INDIA_CD_DEF")).toBe(true);
    expect(ownsCustomsDataset(after.customs_data_source, "EXP_USA_BL_SEA")).toBe(false);

    // Signing in again within the year keeps the account active (no dormancy, spec §4).
    server.clock.advance(300 * DAY_MS);
    expect((await identity(await signIn("main@demo.portolan.test"))).membership % 16).toBe(5);
    server.clock.advance(66 * DAY_MS);
    const expired = await identity(await signIn("main@demo.portolan.test"));
    expect(expired).toMatchObject({ membership: 0, permissions: {} });
    expect(expired.customs_data_source).not.toContain("1");
  });
});
