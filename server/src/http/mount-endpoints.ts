// Mounts every endpoint of the contracts registry on the Hono app: reads the raw request, decodes it
// with the endpoint's schemas, resolves the caller's session when the call needs one, runs the
// handler and encodes the envelope. Bad input is a body code (10001), never a 500; a body of another
// type than the endpoint's encoding is refused with 415. Answers that depend on a session are never
// stored by a cache.

import {
  api,
  DATA_CALL_TAGS,
  decodeRequest,
  type Endpoint,
  type EndpointName,
  encodeResponse,
  SESSION_COOKIE,
  SESSION_HEADER,
  toColonPath,
} from "@portolan/contracts";
import { DESIGNED_CODES, ERROR_CODES, LANG_COOKIE_NAME, RATE_WINDOW_SECONDS } from "@portolan/core";
import type { Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { ApiKeyResolution } from "../accounts/api-keys/api-keys-port.ts";
import type { SessionResolver } from "../accounts/sessions/session-resolver-port.ts";
import type { Clock } from "../ports/runtime.ts";
import { apiKeyCaller } from "./api-key-refusal.ts";
import { clientAddressOf, NO_TRUSTED_PROXIES, type TrustedProxies } from "./client-address.ts";
import { acceptsContentType } from "./content-type.ts";
import { failureResponse } from "./failure-response.ts";
import type { Handlers, RequestContext } from "./handler.ts";
import { type Failure, failure } from "./reply.ts";
import { requestLocale } from "./request-locale.ts";
import { successCodeOf } from "./success-codes.ts";

export interface MountOptions {
  readonly handlers: Partial<Handlers>;
  readonly sessions: SessionResolver;
  /** Callers of the trade calls with `Authorization: Bearer <API key>` (issue 14 §3). */
  readonly apiKeys?: ApiKeyResolver;
  readonly clock: Clock;
  readonly secureCookies: boolean;
  readonly log: (message: string, error?: unknown) => void;
  /** Proxies whose X-Forwarded-For is believed; none when absent. */
  readonly trustedProxies?: TrustedProxies;
  /** Whether a signed-in account may make one more data call now (D334); always, when absent. */
  readonly sessionDataCall?: (accountId: number, now: number) => Promise<boolean>;
  /** Told of every data call made with a known key: whether it was refused (D335). */
  readonly onKeyCall?: (keyId: number, now: number, refused: boolean) => Promise<void>;
}

const NOT_SIGNED_IN = 401;
const SESSION_EXPIRED = 402;

const sendFailure = (c: Context, f: Failure) => failureResponse(c, f);

/**
 * What the endpoint's schemas read of the request, and nothing else: the headers only for an endpoint
 * that declares some, the body only for one that has a body (reading it builds the whole web Request;
 * issue 32, D353).
 */
const rawRequest = async (c: Context, endpoint: Endpoint) => {
  const headers: Record<string, string> = {};
  if (endpoint.request.headers !== undefined)
    c.req.raw.headers.forEach((value, key) => {
      headers[key] = value;
    });
  const url = c.req.url;
  const mark = url.indexOf("?");
  return {
    pathParams: c.req.param(),
    query: mark === -1 ? "" : url.slice(mark + 1).replace(/#.*$/, ""),
    headers,
    body: endpoint.request.body === undefined ? "" : await c.req.text(),
  };
};

export type ApiKeyResolver = (key: string, now: number) => Promise<ApiKeyResolution>;

/** The key of `Authorization: Bearer <key>`, if the request carries one. */
export const bearerKey = (c: Context): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  return match?.[1];
};

/** Keys open the data calls only (the trade and market-analysis tags), never the account or the admin pages. */
const KEY_TAGS = new Set(DATA_CALL_TAGS);

const callerToken = (c: Context): string | undefined =>
  getCookie(c, SESSION_COOKIE) || c.req.header(SESSION_HEADER) || undefined;

const mountOne = (app: Hono, name: EndpointName, endpoint: Endpoint, options: MountOptions) => {
  const route = toColonPath(endpoint.path);
  const handle = async (c: Context) => {
    const handler = options.handlers[name] as
      | ((request: unknown, ctx: RequestContext) => ReturnType<Handlers[EndpointName]>)
      | undefined;
    const now = options.clock.now();
    const token = callerToken(c);
    // An answer of a session endpoint, to a caller who sent a session, or that signs in or out may
    // carry one person's data: no cache (a shared one least of all) keeps it for the next.
    const noStore = () => c.header("Cache-Control", "no-store");
    if (endpoint.requiresSession || token !== undefined) noStore();
    if (!acceptsContentType(endpoint, c.req.header("content-type")))
      return failureResponse(
        c,
        failure(DESIGNED_CODES.UNSUPPORTED_CONTENT_TYPE, "errors.http.unsupportedContentType"),
        415,
      );
    const decoded = decodeRequest(endpoint, await rawRequest(c, endpoint));
    if (decoded._tag === "Failure")
      return sendFailure(
        c,
        failure(
          ERROR_CODES.WRONG_PARAMETERS,
          decoded.failure.reason === "nul" ? "errors.request.nulCharacter" : "errors.code.wrongParameters",
        ),
      );
    let caller: RequestContext["caller"];
    const key = KEY_TAGS.has(endpoint.tag) ? bearerKey(c) : undefined;
    let keyId: number | undefined;
    const counted = async (refused: boolean) => {
      if (keyId !== undefined) await options.onKeyCall?.(keyId, now, refused);
    };
    if (key !== undefined && options.apiKeys !== undefined) {
      noStore();
      const resolution = await options.apiKeys(key, now);
      keyId = resolution.kind === "active" || resolution.kind === "limited" ? resolution.keyId : undefined;
      const resolved = apiKeyCaller(resolution);
      if (!resolved.ok) {
        await counted(true);
        return sendFailure(c, resolved.failure);
      }
      caller = resolved.caller;
    } else if (endpoint.requiresSession || token !== undefined) {
      const resolved =
        token === undefined ? ({ kind: "none" } as const) : await options.sessions.resolve(token, now);
      if (resolved.kind === "active") caller = resolved.session;
      else if (endpoint.requiresSession)
        return sendFailure(
          c,
          resolved.kind === "expired"
            ? failure(SESSION_EXPIRED, "errors.session.expired")
            : failure(NOT_SIGNED_IN, "errors.session.required"),
        );
    }
    const ctx: RequestContext = {
      now,
      locale: requestLocale(getCookie(c, LANG_COOKIE_NAME), c.req.header("accept-language")),
      caller,
      ip: clientAddressOf(c, options.trustedProxies ?? NO_TRUSTED_PROXIES),
      setSessionToken: (value, maxAgeMs) => {
        noStore();
        setCookie(c, SESSION_COOKIE, value, {
          httpOnly: true,
          sameSite: "Lax",
          secure: options.secureCookies,
          path: "/",
          maxAge: Math.floor(maxAgeMs / 1000),
        });
      },
      clearSessionToken: () => {
        noStore();
        deleteCookie(c, SESSION_COOKIE, { path: "/", secure: options.secureCookies });
      },
      deviceToken: getCookie(c, DEVICE_COOKIE) || undefined,
      setDeviceToken: (value) => {
        setCookie(c, DEVICE_COOKIE, value, {
          httpOnly: true,
          sameSite: "Lax",
          secure: options.secureCookies,
          path: "/",
          maxAge: DEVICE_COOKIE_MAX_AGE_S,
        });
      },
    };
    if (handler === undefined)
      return sendFailure(c, failure(ERROR_CODES.INTERFACE_EXCEPTION, "errors.code.interfaceException"));
    // A signed-in account's data calls are held to a rate as a key's are (D334).
    if (
      keyId === undefined &&
      caller !== undefined &&
      KEY_TAGS.has(endpoint.tag) &&
      options.sessionDataCall !== undefined &&
      !(await options.sessionDataCall(caller.accountId, now))
    )
      return sendFailure(
        c,
        failure(DESIGNED_CODES.TOO_MANY_ATTEMPTS, "errors.tooManyAttempts", {
          retryAfterSeconds: RATE_WINDOW_SECONDS,
        }),
      );
    const reply = await handler(decoded.success, ctx);
    await counted(!reply.ok);
    if (!reply.ok) return sendFailure(c, reply);
    const body = { code: reply.code ?? successCodeOf(name), msg: "success", data: reply.data };
    const encoded = encodeResponse(endpoint, body as never);
    if (encoded._tag === "Failure") {
      options.log(`handler ${name} answered data outside its contract: ${encoded.failure.message}`);
      return sendFailure(c, failure(ERROR_CODES.INTERFACE_EXCEPTION, "errors.code.interfaceException"));
    }
    return c.body(encoded.success, 200, { "content-type": "application/json; charset=utf-8" });
  };
  if (endpoint.method === "GET") app.get(route, handle);
  else app.post(route, handle);
};

/** The known-device cookie (D159): about 13 months, the longest browsers keep a cookie. */
export const DEVICE_COOKIE = "portolan_device";
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

export const mountEndpoints = (app: Hono, options: MountOptions): void => {
  for (const [name, endpoint] of Object.entries(api) as [EndpointName, Endpoint][]) {
    mountOne(app, name, endpoint, options);
  }
};
