// The description of one call to the provider: enough for the browser adapter to send it, for the
// embedded server to mount it, and for a generator to write its OpenAPI 3.1 operation.
import type { Schema } from "effect";

export type HttpMethod = "GET" | "POST";

/**
 * How the request travels: `none` (no parameters beyond the path), `query` (URL query string),
 * `form` (application/x-www-form-urlencoded body of flat fields), `json` (application/json body).
 */
export type RequestEncoding = "none" | "query" | "form" | "json";

/** The provider's REST host, or the separate host of the utilities list (spec §7). */
export type EndpointHost = "provider" | "utilities";

/** Whether spec §7 names the call, or this package designed it from the fields of spec §3. */
export type EndpointOrigin = "spec" | "designed";

/** A schema that decodes and encodes without services, as every wire schema here does. */
export type WireSchema = Schema.Codec<unknown, unknown>;

/** A struct schema: the shape of a group of named parameters or of a body. */
export type WireStruct = WireSchema & { readonly fields: Schema.Struct.Fields };

/** The parts of a request; each is present only when the call has it. */
export interface EndpointRequest {
  /** Path parameters, named as the `{name}` placeholders of the path. */
  readonly path?: WireStruct;
  /** Query parameters (encoding `query`; a body call may carry some too). */
  readonly query?: WireStruct;
  /** Headers beyond the token cookie, e.g. the Idempotency-Key of payment calls. */
  readonly headers?: WireStruct;
  /** The body (encoding `form` or `json`). */
  readonly body?: WireStruct;
}

export interface Endpoint<
  Req extends EndpointRequest = EndpointRequest,
  Res extends WireSchema = WireSchema,
> {
  /** Unique, camelCase; the OpenAPI operationId. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly host: EndpointHost;
  /** Path template starting with "/", parameters as `{name}` (OpenAPI syntax). */
  readonly path: string;
  readonly encoding: RequestEncoding;
  readonly request: Req;
  /** The whole response body (an envelope). */
  readonly response: Res;
  /** The call only makes sense with a signed-in session (token cookie). */
  readonly requiresSession: boolean;
  /** One line for the OpenAPI summary. */
  readonly summary: string;
  /** Longer notes: codes, designed-here remarks. */
  readonly description?: string;
  /** OpenAPI tag grouping related calls. */
  readonly tag: string;
  readonly origin: EndpointOrigin;
}

/** Keeps the literal types of a description (method, path, schemas) for typed callers. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type PartType<P> = P extends WireSchema ? P["Type"] : never;

/** The decoded request of an endpoint: `{ path?, query?, headers?, body? }` as it has them. */
export type RequestOf<E extends Endpoint> = {
  readonly [K in keyof E["request"]]-?: PartType<E["request"][K]>;
};

/** The decoded response body of an endpoint. */
export type ResponseOf<E extends Endpoint> = E["response"]["Type"];
