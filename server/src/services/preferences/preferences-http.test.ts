// The advertising settings through the real HTTP stack (issue 29 item 16, D292): the defaults until
// saved (marketing off, alert mails and the console's count on), saved per account and read back,
// a malformed body refused, no session no preferences.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../testing/sign-in.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { json } from "../commerce/commerce-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const PATH = "/console/account/preferences";

describe("account preferences", () => {
  it("reads the defaults, saves per account and reads them back", async () => {
    const main = (await signIn(server, "main@demo.portolan.test")).client;
    const trade = (await signIn(server, "trade@demo.portolan.test")).client;
    const defaults = { marketingMail: false, alertMail: true, expiryMail: true, consoleNotices: true };
    expect((await json(await main.get(PATH))).data).toEqual(defaults);
    const chosen = { marketingMail: true, alertMail: false, expiryMail: false, consoleNotices: false };
    expect(await json(await main.post(PATH, chosen, "json"))).toMatchObject({ code: 200, data: chosen });
    expect((await json(await main.get(PATH))).data).toEqual(chosen);
    expect((await json(await trade.get(PATH))).data).toEqual(defaults);
    const back = { ...chosen, alertMail: true };
    expect((await json(await main.post(PATH, back, "json"))).data).toEqual(back);
  });

  it("refuses a body that is not the three choices, and a caller with no session", async () => {
    const main = (await signIn(server, "main@demo.portolan.test")).client;
    const bad = await json(await main.post(PATH, { marketingMail: "yes", alertMail: true }, "json"));
    expect(bad.code).toBe(10001);
    expect((await json(await server.client().get(PATH))).code).toBe(401);
  });
});
