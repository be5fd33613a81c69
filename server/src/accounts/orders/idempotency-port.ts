// Idempotency keys of the payment calls (createOrder, providerOrder, capturePayment): one stored
// answer per (scope, owner, key), with the hash of the request that made it.

export type IdempotencyClaim =
  /** The key is new, or a request with the same body is still in flight (it may run again). */
  | { readonly kind: "proceed" }
  /** The same request was answered before: its stored answer (JSON). */
  | { readonly kind: "replay"; readonly result: string }
  /** The key was used with a different request. */
  | { readonly kind: "conflict" };

export interface IdempotencyScope {
  /** The call: "createOrder", "providerOrder", "capturePayment". */
  readonly scope: string;
  /** Whose key it is: the account id for signed-in calls, "" for public ones. */
  readonly owner: string;
  readonly key: string;
  readonly requestHash: string;
}

export interface IdempotencyStore {
  /** Looks the key up and, when it is new, reserves it for this request hash. */
  readonly claim: (key: IdempotencyScope, now: number) => Promise<IdempotencyClaim>;
  /** Forgets a reservation that has no answer (the work failed in a way worth retrying). */
  readonly release: (key: IdempotencyScope) => Promise<void>;
}
