// Access ends when the account ends (issue 29 §1), through the real HTTP stack: every way in — a
// session, a data API key, an export's file, the streaming exports, an OEM ticket — asks the
// account's state on each use, so a freeze or a cancellation by an administrator ends them all at
// the next request, and an unfreeze opens the keys again.
import { DESIGNED_CODES } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";
import { demoApiKey } from "./demo-accounts.ts";

const US = "IMP_USA_BL_SEA";
const { ACCOUNT_FROZEN, ACCOUNT_CANCELLED, OEM_TICKET_INVALID } = DESIGNED_CODES;
type Body = { code: number; data: Record<string, unknown> & { messageId?: string } };

let server: TestServer;
let admin: TestClient;
const json = async (r: Response) => (await r.json()) as Body;
const withKey = async (key: string, path: string) =>
  json(await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } }));
/** A file answer is the file itself; a refusal is the JSON envelope. */
const fileCode = async (r: Response) =>
  (r.headers.get("content-type") ?? "").includes("application/json") ? (await json(r)).code : 200;
const keyFile = async (key: string, path: string) =>
  fileCode(await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } }));

const idOf = async (login: string) => {
  const found = await json(await admin.get(`/console/admin/accounts?q=${encodeURIComponent(login)}`));
  return (found.data.accounts as { id: number; account: string }[])[0]?.id ?? 0;
};
const act = async (accountId: number, action: string) =>
  json(await admin.post("/console/admin/accounts/action", { accountId, action }, "json"));

const finishedExport = async (client: TestClient): Promise<number> => {
  const body = { subject: { kind: "search", query: { datasets: US } }, format: "csv" };
  const created = await json(await client.post("/console/exports", body, "json"));
  const id = created.data.id as number;
  for (let i = 0; i < 200; i++) {
    const list = await json(await client.get("/console/exports"));
    const job = (list.data.exports as { id: number; status: string }[]).find((e) => e.id === id);
    if (job?.status === "done") return id;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("the export did not finish");
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server, "demo-admin")).client;
}, 60_000);
afterAll(async () => server.stop());

describe("the seeded keys of a frozen and a cancelled account", () => {
  it("read no records, no export and no statistics", async () => {
    const frozen = demoApiKey({ account: "demo-frozen" });
    const cancelled = demoApiKey({ account: "demo-cancelled" });
    expect(await withKey(frozen, `/searching/cds?datasets=${US}`)).toMatchObject({
      code: ACCOUNT_FROZEN,
      data: { messageId: "errors.account.frozen" },
    });
    expect(await withKey(cancelled, `/searching/cds?datasets=${US}`)).toMatchObject({
      code: ACCOUNT_CANCELLED,
      data: { messageId: "errors.account.cancelled" },
    });
    for (const [key, code] of [
      [frozen, ACCOUNT_FROZEN],
      [cancelled, ACCOUNT_CANCELLED],
    ] as const) {
      expect(await keyFile(key, `/searching/cds/export?datasets=${US}&format=csv`)).toBe(code);
      expect(await keyFile(key, "/console/stats/partners/export?source=un&format=csv")).toBe(code);
    }
  });
});

describe("a freeze and a cancellation", () => {
  it("end a session, a key made before, an export's file and the streaming export at once", async () => {
    const trade = (await signIn(server, "demo-trade")).client;
    const created = await json(await trade.post("/console/account/api-keys", { name: "before the freeze" }));
    const key = created.data.key as string;
    const exportId = await finishedExport(trade);
    const file = `/console/exports/file?id=${exportId}`;
    expect(await withKey(key, `/searching/cds?datasets=${US}`)).toMatchObject({ code: 200 });
    expect(await keyFile(key, file)).toBe(200);

    const id = await idOf("trade@demo.portolan.test");
    expect((await act(id, "freeze")).data).toMatchObject({ status: "frozen" });
    expect((await json(await trade.get("/console/user/identity"))).code).toBe(401);
    expect((await withKey(key, `/searching/cds?datasets=${US}`)).code).toBe(ACCOUNT_FROZEN);
    expect((await withKey(key, `/searching/cds/facets?datasets=${US}`)).code).toBe(ACCOUNT_FROZEN);
    expect(await keyFile(key, file)).toBe(ACCOUNT_FROZEN);
    expect(await keyFile(key, `/searching/cds/export?datasets=${US}&format=xlsx`)).toBe(ACCOUNT_FROZEN);
    // The seeded key of the same account is closed the same way.
    expect((await withKey(demoApiKey({ account: "demo-trade" }), `/searching/cds?datasets=${US}`)).code).toBe(
      ACCOUNT_FROZEN,
    );

    // Unfrozen: the keys answer again; the session ended with the freeze stays ended.
    expect((await act(id, "unfreeze")).data).toMatchObject({ status: "active" });
    expect((await withKey(key, `/searching/cds?datasets=${US}`)).code).toBe(200);
    expect(await keyFile(key, file)).toBe(200);
    expect((await json(await trade.get("/console/user/identity"))).code).toBe(401);

    expect((await act(id, "cancel")).data).toMatchObject({ status: "cancelled" });
    expect((await withKey(key, `/searching/cds?datasets=${US}`)).code).toBe(ACCOUNT_CANCELLED);
    expect(await keyFile(key, file)).toBe(ACCOUNT_CANCELLED);
    expect((await signIn(server, "demo-trade")).code).toBe(ACCOUNT_CANCELLED);
  });
});

describe("an OEM ticket", () => {
  const ticketOf = async (client: TestClient) => {
    const query = new URLSearchParams({
      redirect: "https://crm.oem.portolan.test/login",
      client: "",
      mode: "cloud",
    });
    const answer = await json(await client.get(`/auth/public/sso/getRedirectUrl?${query}`));
    return new URL(String(answer.data)).searchParams.get("ticket") ?? "";
  };
  // The OEM system's server calls back: no cookie, no Origin.
  const redeem = async (ticket: string) =>
    json(
      await fetch(`${server.url}/auth/public/sso/ticket`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ticket }),
      }),
    );

  it("expires after 60 seconds", async () => {
    const oem = (await signIn(server, "demo-oem")).client;
    const ticket = await ticketOf(oem);
    server.clock.advance(60_001);
    expect((await redeem(ticket)).code).toBe(OEM_TICKET_INVALID);
  });

  it("is redeemed once, for its own account and host, and not after a freeze", async () => {
    const oem = (await signIn(server, "demo-oem")).client;
    const first = await ticketOf(oem);
    expect(await redeem(first)).toMatchObject({
      code: 200,
      data: { account: "demo-oem", host: "crm.oem.portolan.test" },
    });
    expect((await redeem(first)).code).toBe(OEM_TICKET_INVALID);
    expect((await redeem("not-a-ticket")).code).toBe(OEM_TICKET_INVALID);

    const issuedBeforeTheFreeze = await ticketOf(oem);
    expect((await act(await idOf("oem@demo.portolan.test"), "freeze")).data).toMatchObject({
      status: "frozen",
    });
    expect(await redeem(issuedBeforeTheFreeze)).toMatchObject({
      code: ACCOUNT_FROZEN,
      data: { messageId: "errors.account.frozen" },
    });
  });
});
