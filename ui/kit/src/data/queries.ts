// The one query layer: every read a screen shows goes through a store made here, keyed by the call's
// name and request, so two screens asking the same thing share one request and one cached answer,
// and each store carries its own loading and error state. Built on @nanostores/query (the card's
// nanostores, no React inside), over the document's one client (data-client.ts).
import { type FetcherStore, nanoquery } from "@nanostores/query";
import { useStore } from "@nanostores/react";
import type { CallFailure, DataOf } from "@portolan/adapters";
import type { Api, EndpointName, RequestOf } from "@portolan/contracts";
import { classifyResponse } from "@portolan/core";
import { atom, computed, type ReadableAtom } from "nanostores";
import { useMemo } from "react";
import { dataClient } from "./data-client.ts";

/** A failed call as the query layer's error: the outcome core classified. */
export class CallFailedError extends Error {
  readonly outcome: CallFailure;
  constructor(outcome: CallFailure) {
    super(`call failed: ${outcome.kind}`);
    this.outcome = outcome;
  }
}

/**
 * How long an answer is reused without asking again. After it, a screen that reads the call shows
 * the answer it has at once and asks again behind it (an account's figures can change any time).
 */
export const QUERY_DEDUPE_MS = 5_000;

export const [createFetcherStore, createMutatorStore, queryCache] = nanoquery({
  fetcher: async (...parts) => {
    const [name, json] = parts as [EndpointName, string];
    const result = await dataClient().call(name, JSON.parse(json) as never);
    if (result.ok) return result.data;
    throw new CallFailedError(result.outcome);
  },
  dedupeTime: QUERY_DEDUPE_MS,
  // A refusal will not change by asking again; the user retries through the screen.
  onErrorRetry: null,
  revalidateOnFocus: false,
});

/** What a screen shows for a read. */
export type Remote<T> =
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly data: T }
  | { readonly state: "failed"; readonly failure: CallFailure };

export type QueryStore<K extends EndpointName> = FetcherStore<DataOf<K>, CallFailedError>;

/** The key a call is filed under (@nanostores/query joins the key's parts). */
const keyOf = (name: EndpointName, request: unknown): string => `${name}${JSON.stringify(request)}`;

const isStore = <T>(value: unknown): value is ReadableAtom<T> =>
  typeof value === "object" && value !== null && "subscribe" in value && "get" in value;

/**
 * The store of one call. `request` may be a store: the call is made again whenever it changes, and
 * not at all while it is null (nothing to ask yet).
 */
export const queryStore = <K extends EndpointName>(
  name: K,
  request: RequestOf<Api[K]> | ReadableAtom<RequestOf<Api[K]> | null>,
): QueryStore<K> => {
  const json = isStore<RequestOf<Api[K]> | null>(request)
    ? computed(request, (r) => (r === null ? null : JSON.stringify(r)))
    : JSON.stringify(request);
  return createFetcherStore<DataOf<K>, CallFailedError>([name, json]);
};

/** A call that could not even be made (its contracts chunk failed to load): the network failed. */
const unreachable = (): CallFailure => classifyResponse({ kind: "network-failure" }) as CallFailure;

/** A store's value as a screen reads it. */
export const remoteOf = <T>(value: {
  readonly data?: T;
  readonly error?: unknown;
  readonly loading: boolean;
}): Remote<T> => {
  // An answer being asked again stays on screen until the new one comes.
  if (value.data !== undefined) return { state: "ready", data: value.data };
  if (value.error !== undefined && !value.loading)
    return {
      state: "failed",
      failure: value.error instanceof CallFailedError ? value.error.outcome : unreachable(),
    };
  return { state: "loading" };
};

/** A query store's value in a component. */
export const useQuery = <K extends EndpointName>(store: QueryStore<K>): Remote<DataOf<K>> =>
  remoteOf(useStore(store));

/** The value of a store that asks nothing (no request yet). */
const $idle = atom({ loading: true });
/** One store per call and request, shared by every component that reads it. */
const stores = new Map<string, FetcherStore>();

/**
 * A call's answer in a component, through the same store for the same request; nothing is asked
 * while `request` is undefined (an id not read yet, say).
 */
export const useCall = <K extends EndpointName>(
  name: K,
  request: RequestOf<Api[K]> | undefined,
): Remote<DataOf<K>> => {
  const key = request === undefined ? undefined : keyOf(name, request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for name and request.
  const store = useMemo(() => {
    if (key === undefined || request === undefined) return $idle;
    let found = stores.get(key);
    if (found === undefined) {
      found = queryStore(name, request);
      stores.set(key, found);
    }
    return found;
  }, [key]);
  return remoteOf(useStore(store as QueryStore<K>));
};

/** Asks a call again for every screen that reads it (after a change the screen made, say). */
export const refetchCall = <K extends EndpointName>(name: K, request: RequestOf<Api[K]>): void => {
  const key = keyOf(name, request);
  queryCache.revalidateKeys((k) => k === key);
};

/** Puts an answer the screen already has (what a save returned) in place of the call's cached one. */
export const setCallAnswer = <K extends EndpointName>(
  name: K,
  request: RequestOf<Api[K]>,
  data: DataOf<K>,
): void => {
  const key = keyOf(name, request);
  queryCache.mutateCache((k) => k === key, data);
};
