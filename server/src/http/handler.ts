// The shape of the provider's handlers: one per endpoint of the contracts registry, typed by it.

import type { Api, EndpointName, RequestOf, ResponseOf } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import type { CallerSession } from "../accounts/sessions/session-resolver-port.ts";
import type { Reply } from "./reply.ts";

export interface RequestContext {
  readonly now: number;
  /** The caller's language: the lang cookie, else Accept-Language, else Chinese. */
  readonly locale: Locale;
  /** Present on every call whose endpoint requires a session (the mount answers 401/402 otherwise). */
  readonly caller: CallerSession | undefined;
  /** The client address, for rate limits and records. */
  readonly ip: string;
  /** Sign the caller in on this browser (login, registration). */
  readonly setSessionToken: (token: string, maxAgeMs: number) => void;
  /** Forget the session on this browser (logout). */
  readonly clearSessionToken: () => void;
  /** The browser's known-device token (a long-lived cookie set at a successful sign-in), if any. */
  readonly deviceToken: string | undefined;
  /** Give this browser its known-device token. */
  readonly setDeviceToken: (token: string) => void;
}

/** The data of an endpoint's envelope; `null` for the empty envelope (logout, form submissions). */
type DataOf<E> = E extends { response: { Type: { data?: infer D } } } ? D : never;

export type EndpointHandler<E extends Api[EndpointName]> = (
  request: RequestOf<E>,
  ctx: RequestContext,
) => Promise<Reply<Exclude<DataOf<E>, undefined>>> | Reply<Exclude<DataOf<E>, undefined>>;

export type Handlers = { readonly [K in EndpointName]: EndpointHandler<Api[K]> };

/** The response type check stays with the contract: a handler's data is what the envelope carries. */
export type ResponseData<K extends EndpointName> = ResponseOf<Api[K]>["data"];
