// A local stand-in for the PayPal REST API, for tests (never used by the product): it follows the
// published shapes of the calls the adapter makes — OAuth2 token, Orders v2 create / get / capture
// with PayPal-Request-Id idempotency (same id, same answer), verify-webhook-signature — and their
// error answers (401 bad credentials, 404, 422 UNPROCESSABLE_ENTITY with an issue, 500).

import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type Context, Hono } from "hono";
import { STAND_IN_AUTH_ALGO, signatureMatches, standInSignature } from "./paypal-stand-in-signature.ts";
import { type StandInState, standInState } from "./paypal-stand-in-state.ts";

export interface StandInOptions {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly webhookId: string;
}

export interface PaypalStandIn extends StandInState {
  readonly url: string;
  /** The headers PayPal would send with a webhook delivery of `event`. */
  readonly signWebhook: (event: unknown, transmissionId?: string) => Record<string, string>;
  readonly stop: () => Promise<void>;
}

const SIGNING_SECRET = "stand-in-signing-secret";
const error = (c: Context, status: 400 | 401 | 404 | 422 | 500, name: string, issue?: string) =>
  c.json(
    {
      name,
      message: `${name} (stand-in)`,
      debug_id: "standin0debug",
      ...(issue === undefined ? {} : { details: [{ issue, description: issue }] }),
    },
    status,
  );

export const startPaypalStandIn = async (options: StandInOptions): Promise<PaypalStandIn> => {
  const state = standInState();
  const hanging: (() => void)[] = [];
  const app = new Hono();
  app.post("/v1/oauth2/token", async (c) => {
    state.tokenRequests += 1;
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`;
    const form = new URLSearchParams(await c.req.text());
    if (c.req.header("authorization") !== expected || form.get("grant_type") !== "client_credentials")
      return c.json({ error: "invalid_client", error_description: "Client Authentication failed" }, 401);
    return c.json({ scope: "https://uri.paypal.com/services/payments/payment", ...state.issueToken() });
  });
  app.use("*", async (c, next) => {
    if (c.req.path === "/v1/oauth2/token") return next();
    if (state.hang) await new Promise<void>((resolve) => hanging.push(resolve));
    if (!state.tokenValid(c.req.header("authorization"))) return error(c, 401, "AUTHENTICATION_FAILURE");
    if (state.failNext > 0) {
      state.failNext -= 1;
      return error(c, 500, "INTERNAL_SERVER_ERROR");
    }
    const requestId = c.req.header("paypal-request-id");
    const replayKey = requestId === undefined ? undefined : `${c.req.method} ${c.req.path} ${requestId}`;
    const earlier = replayKey === undefined ? undefined : state.replies.get(replayKey);
    if (earlier !== undefined) return c.json(earlier.body, earlier.status as 200);
    await next();
    if (replayKey !== undefined && c.res.status < 500)
      state.replies.set(replayKey, { status: c.res.status, body: await c.res.clone().json() });
  });
  app.post("/v2/checkout/orders", async (c) => {
    const created = state.createOrder(await c.req.json().catch(() => undefined));
    if (created === undefined) return error(c, 400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER");
    return c.json(created, 201);
  });
  app.get("/v2/checkout/orders/:id", (c) => {
    const order = state.orders.get(c.req.param("id"));
    return order === undefined
      ? error(c, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID")
      : c.json(order.view());
  });
  app.post("/v2/checkout/orders/:id/capture", (c) => {
    const outcome = state.capture(c.req.param("id"));
    if (outcome.kind === "missing") return error(c, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
    if (outcome.kind === "refused") return error(c, 422, "UNPROCESSABLE_ENTITY", outcome.issue);
    return c.json(outcome.body, 201);
  });
  app.post("/v1/notifications/verify-webhook-signature", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const text = (k: string) => (typeof body[k] === "string" ? (body[k] as string) : "");
    if (
      [
        "auth_algo",
        "cert_url",
        "transmission_id",
        "transmission_sig",
        "transmission_time",
        "webhook_id",
      ].some((k) => text(k) === "") ||
      typeof body.webhook_event !== "object"
    )
      return error(c, 400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER");
    const input = {
      transmissionId: text("transmission_id"),
      transmissionTime: text("transmission_time"),
      webhookId: text("webhook_id"),
      event: body.webhook_event,
    };
    const good =
      text("webhook_id") === options.webhookId &&
      signatureMatches(SIGNING_SECRET, input, text("transmission_sig"));
    return c.json({ verification_status: good ? "SUCCESS" : "FAILURE" });
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let transmissions = 0;
  return Object.assign(state, {
    url,
    signWebhook: (event: unknown, transmissionId = `standin-${++transmissions}`) => {
      const transmissionTime = "2026-11-22T09:00:00Z";
      const sig = standInSignature(SIGNING_SECRET, {
        transmissionId,
        transmissionTime,
        webhookId: options.webhookId,
        event,
      });
      return {
        "paypal-auth-algo": STAND_IN_AUTH_ALGO,
        "paypal-cert-url": `${url}/v1/notifications/certs/CERT-standin`,
        "paypal-transmission-id": transmissionId,
        "paypal-transmission-sig": sig,
        "paypal-transmission-time": transmissionTime,
      };
    },
    stop: () => {
      for (const release of hanging) release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
};
