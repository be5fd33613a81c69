// Helpers of the commerce tests (not used by the product): a signed-in client of the demo payment
// account, a direct call of a handler as an account, and an account's orders and services counted
// through the stores' ports.

import type { Api, EndpointName, RequestOf } from "@portolan/contracts";
import { expect } from "vitest";
import type { RequestContext } from "../../http/handler.ts";
import type { Reply } from "../../http/reply.ts";
import type { TestClient, TestServer } from "../../testing/test-server.ts";
import { solveCaptcha } from "../verification/verification-test-kit.ts";

export const DEMO_PAYER = { login: "payment@demo.portolan.test", password: "portolan-demo" } as const;

/** Signs in as the demo payment account the way a browser does (the captcha solved as it solves it). */
export const signedInClient = async (server: TestServer): Promise<TestClient> => {
  const client = server.client();
  const login = await client.post("/api/public/login", {
    ...DEMO_PAYER,
    captcha: await solveCaptcha(client),
  });
  const body = (await login.json()) as { code: number };
  expect(body.code, "the demo payment account signs in (auth area)").toBe(200);
  return client;
};

/** The id of the signed-in account, read through the identity call. */
export const accountIdOf = async (client: TestClient): Promise<number> => {
  const body = (await (await client.get("/console/user/identity")).json()) as { data: { id: number } };
  return body.data.id;
};

export const ctxAs = (server: TestServer, accountId: number | undefined): RequestContext => ({
  now: server.clock.now(),
  locale: "en",
  caller: accountId === undefined ? undefined : { accountId, tokenHash: `test-${accountId}` },
  ip: "127.0.0.1",
  setSessionToken: () => {},
  clearSessionToken: () => {},
  deviceToken: undefined,
  setDeviceToken: () => {},
});

/** Runs a handler of the running server directly, as `accountId` (no HTTP, no session needed). */
export const callHandler = async <K extends EndpointName>(
  server: TestServer,
  name: K,
  request: RequestOf<Api[K]>,
  accountId?: number,
): Promise<Reply<unknown>> => {
  const handler = server.app.handlers[name] as
    | ((r: RequestOf<Api[K]>, c: RequestContext) => Promise<Reply<unknown>> | Reply<unknown>)
    | undefined;
  if (handler === undefined) throw new Error(`no handler for ${name}`);
  return handler(request, ctxAs(server, accountId));
};

/** How many orders the account has, read through the ledger port (the same on every engine). */
export const orderCount = async (server: TestServer, accountId: number): Promise<number> =>
  (await server.deps.storage.ledger.ordersOf(accountId)).length;

/** How many services (paid terms) the account has, read through its port. */
export const serviceCount = async (server: TestServer, accountId: number): Promise<number> =>
  (await server.deps.storage.services.ofAccount(accountId)).length;

/** An envelope as the tests read it, field by field (the contract tests check the shapes). */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
export type Envelope = { code: number; msg: string; data: any };

export const json = async (response: Response): Promise<Envelope> => (await response.json()) as Envelope;
