// HTTP to the PayPal REST API: an OAuth2 client-credentials token (POST /v1/oauth2/token), cached
// until shortly before it expires, and JSON calls with that token, each bounded by a time-out.
// A 401 on a call drops the cached token and retries once with a fresh one.

import { REQUEST_TIMEOUT_MS } from "@portolan/core";

/**
 * Each PayPal call gives up after a quarter of the browser's own request time-out (core
 * REQUEST_TIMEOUT_MS), so the provider answers 30007 well before the browser stops waiting.
 */
export const PAYPAL_TIMEOUT_MS = REQUEST_TIMEOUT_MS / 4;
/** A token is renewed this long before PayPal says it expires. */
export const TOKEN_RENEW_MARGIN_MS = 60_000;

export interface PaypalClientOptions {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly now: () => number;
  readonly timeoutMs?: number;
}

export interface PaypalAnswer {
  readonly status: number;
  /** The parsed JSON body, or undefined when it was empty or not JSON. */
  readonly body: unknown;
}

export interface PaypalClient {
  /** Throws only on a network failure or time-out (the caller maps it to a provider failure). */
  readonly call: (
    method: "GET" | "POST",
    path: string,
    body: unknown,
    requestId?: string,
  ) => Promise<PaypalAnswer>;
}

export const field = (value: unknown, name: string): unknown =>
  value !== null && typeof value === "object" ? (value as Record<string, unknown>)[name] : undefined;

const readAnswer = async (response: Response): Promise<PaypalAnswer> => {
  const text = await response.text();
  try {
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
  } catch {
    return { status: response.status, body: undefined };
  }
};

export const paypalClient = (options: PaypalClientOptions): PaypalClient => {
  const base = options.baseUrl.replace(/\/+$/, "");
  const timeout = options.timeoutMs ?? PAYPAL_TIMEOUT_MS;
  let cached: { readonly token: string; readonly renewAt: number } | undefined;

  const token = async (): Promise<string | undefined> => {
    if (cached !== undefined && options.now() < cached.renewAt) return cached.token;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
    const answer = await readAnswer(
      await fetch(`${base}/v1/oauth2/token`, {
        method: "POST",
        headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
        body: "grant_type=client_credentials",
        signal: AbortSignal.timeout(timeout),
      }),
    );
    const accessToken = field(answer.body, "access_token");
    const expiresIn = field(answer.body, "expires_in");
    if (answer.status !== 200 || typeof accessToken !== "string" || typeof expiresIn !== "number")
      return undefined;
    cached = { token: accessToken, renewAt: options.now() + expiresIn * 1000 - TOKEN_RENEW_MARGIN_MS };
    return accessToken;
  };

  const once = async (method: string, path: string, body: unknown, requestId?: string) => {
    const bearer = await token();
    if (bearer === undefined) return { status: 401, body: { name: "AUTHENTICATION_FAILURE" } };
    const headers: Record<string, string> = {
      authorization: `Bearer ${bearer}`,
      "content-type": "application/json",
      ...(requestId === undefined ? {} : { "paypal-request-id": requestId }),
    };
    return readAnswer(
      await fetch(`${base}${path}`, {
        method,
        headers,
        ...(method === "GET" ? {} : { body: JSON.stringify(body ?? {}) }),
        signal: AbortSignal.timeout(timeout),
      }),
    );
  };

  return {
    call: async (method, path, body, requestId) => {
      const first = await once(method, path, body, requestId);
      if (first.status !== 401 || cached === undefined) return first;
      cached = undefined;
      return once(method, path, body, requestId);
    },
  };
};
