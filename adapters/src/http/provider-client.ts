// Calls the provider by endpoint name: encodes the request with the contracts, sends it with ofetch
// (the token cookie goes along on the same origin), classifies the answer with core's one classifier
// and decodes the data with the endpoint's schema. 401/402 anywhere call `onExpired` (spec §8).
// The contracts (and effect's Schema behind them) are loaded on the first call, not with the page:
// they are most of the site's JavaScript and no page needs them to show its content.

import type { Api, EndpointName, RequestOf, ResponseOf } from "@portolan/contracts";
import { type CallOutcome, classifyResponse, type FieldIssue, REQUEST_TIMEOUT_MS } from "@portolan/core";
import { ofetch } from "ofetch";

export type CallFailure = Exclude<CallOutcome, { kind: "ok" }>;

export type CallResult<D> =
  | { readonly ok: true; readonly data: D }
  | {
      readonly ok: false;
      readonly outcome: CallFailure;
      /** Field issues the provider sent with a 10001 answer (same ids as core's validation). */
      readonly issues: readonly FieldIssue[];
    };

export type DataOf<K extends EndpointName> = Exclude<ResponseOf<Api[K]>["data"], undefined>;

export interface CallOptions {
  /**
   * The caller deals with a 401/402 itself, so `onExpired` is not called: the identity call, whose
   * stale cookie is cleared without leaving the page (spec §4 Session).
   */
  readonly ownsExpiry?: boolean;
}

export interface ProviderClient {
  readonly call: <K extends EndpointName>(
    name: K,
    request: RequestOf<Api[K]>,
    options?: CallOptions,
  ) => Promise<CallResult<DataOf<K>>>;
}

export interface ProviderClientOptions {
  /** The provider's address ("" = this site's own origin). */
  readonly baseUrl: string;
  /** The separate host of the utilities list (spec §7); the provider's address when absent. */
  readonly utilitiesBase?: string;
  readonly onExpired?: (code: 401 | 402) => void;
  readonly timeoutMs?: number;
  /** The fetch to use (tests pass an in-memory one). */
  readonly fetch?: typeof fetch;
}

const issuesOf = (body: unknown): readonly FieldIssue[] => {
  const data = (body as { data?: { issues?: unknown } } | null)?.data;
  return Array.isArray(data?.issues) ? (data.issues as FieldIssue[]) : [];
};

export const createProviderClient = (options: ProviderClientOptions): ProviderClient => {
  // ofetch takes its fetch among its global options (the second argument), not the request defaults.
  const $fetch = ofetch.create(
    {
      timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      retry: 0,
      ignoreResponseError: true,
      credentials: "same-origin",
    },
    options.fetch ? { fetch: options.fetch } : {},
  );
  const call: ProviderClient["call"] = async (name, request, callOptions) => {
    const { api, decodeResponse, encodeRequest } = await import("./contracts-wire.ts");
    const endpoint = api[name];
    const wire = encodeRequest(endpoint, request as never);
    if (wire._tag === "Failure") {
      const outcome = classifyResponse({ kind: "network-failure", status: 0 }) as CallFailure;
      return { ok: false, outcome, issues: [] };
    }
    const { method, host, path, query, headers, body } = wire.success;
    const base = host === "utilities" ? (options.utilitiesBase ?? options.baseUrl) : options.baseUrl;
    let outcome: CallOutcome;
    let rawBody: unknown;
    try {
      const response = await $fetch.raw(`${base}${path}${query ? `?${query}` : ""}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        responseType: "json",
      });
      rawBody = response._data;
      outcome = classifyResponse({
        kind: "response",
        status: response.status,
        statusText: response.statusText,
        body: rawBody,
      });
    } catch {
      outcome = classifyResponse({ kind: "network-failure" });
    }
    if (outcome.kind === "ok") {
      const decoded = decodeResponse(endpoint, rawBody);
      if (decoded._tag === "Success")
        return { ok: true, data: (decoded.success as { readonly data?: unknown }).data as never };
      const invalid = classifyResponse({
        kind: "response",
        status: 200,
        statusText: "OK",
        body: null,
      }) as CallFailure;
      return { ok: false, outcome: invalid, issues: [] };
    }
    if (outcome.kind === "expired" && !callOptions?.ownsExpiry) options.onExpired?.(outcome.code);
    return { ok: false, outcome, issues: outcome.kind === "rejected" ? issuesOf(rawBody) : [] };
  };
  return { call };
};
