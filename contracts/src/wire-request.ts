// A typed request as the text that travels (path, query, headers, body), and back. The browser
// adapter encodes with it, the embedded server decodes with it: one reading of the wire.
import { Result, Schema } from "effect";
import type { Endpoint, EndpointHost, HttpMethod, RequestOf, WireSchema } from "./endpoint.ts";
import { fillPath } from "./path-template.ts";
import { memoBySchema } from "./schema-memo.ts";
import {
  decodeFields,
  decodeFormText,
  encodeFields,
  encodeFormText,
  type WireFailure,
} from "./wire-codec.ts";

export const CONTENT_TYPE = { form: "application/x-www-form-urlencoded", json: "application/json" } as const;

export interface WireRequest {
  readonly method: HttpMethod;
  readonly host: EndpointHost;
  /** The filled path, e.g. /public/payment/42. */
  readonly path: string;
  /** The query string without "?", "" when there is none. */
  readonly query: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** What a server has read off a request for a matched endpoint. */
export interface RawRequest {
  readonly pathParams: Readonly<Record<string, string>>;
  readonly query: string;
  /** Header names in any case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

type Parts = Partial<Record<"path" | "query" | "headers" | "body", unknown>>;
type Out<A> = Result.Result<A, WireFailure>;
const invalid = (error: Schema.SchemaError): WireFailure => ({ reason: "invalid", message: error.message });

const jsonEncoder = memoBySchema((schema) => Schema.encodeUnknownResult(Schema.fromJsonString(schema)));
const jsonDecoder = memoBySchema((schema) => Schema.decodeUnknownResult(Schema.fromJsonString(schema)));
const encodeJson = (schema: WireSchema, value: unknown): Out<string> =>
  Result.mapError(jsonEncoder(schema)(value), invalid);
const decodeJson = (schema: WireSchema, text: string): Out<unknown> =>
  Result.mapError(jsonDecoder(schema)(text), invalid);

const optional = <A>(schema: WireSchema | undefined, run: (s: WireSchema) => Out<A>): Out<A | undefined> =>
  schema === undefined ? Result.succeed(undefined) : run(schema);

/** The request of an endpoint as the text to send. */
export const encodeRequest = <E extends Endpoint>(endpoint: E, request: RequestOf<E>): Out<WireRequest> => {
  const parts = request as Parts;
  const { path, query, headers, body } = endpoint.request;
  return Result.gen(function* () {
    const pathFields = yield* optional(path, (s) => encodeFields(s, parts.path));
    const queryText = yield* optional(query, (s) => encodeFormText(s, parts.query));
    const headerFields = yield* optional(headers, (s) => encodeFields(s, parts.headers));
    const bodyText = yield* optional(body, (s) =>
      endpoint.encoding === "form" ? encodeFormText(s, parts.body) : encodeJson(s, parts.body),
    );
    const contentType = endpoint.encoding === "form" || endpoint.encoding === "json";
    return {
      method: endpoint.method,
      host: endpoint.host,
      path: fillPath(endpoint.path, pathFields ?? {}),
      query: queryText ?? "",
      headers: {
        ...headerFields,
        ...(contentType && bodyText !== undefined ? { "Content-Type": CONTENT_TYPE[endpoint.encoding] } : {}),
      },
      ...(bodyText === undefined ? {} : { body: bodyText }),
    };
  });
};

const pickHeaders = (schema: WireSchema & { fields: object }, raw: Readonly<Record<string, string>>) => {
  const lower = new Map(Object.entries(raw).map(([k, v]) => [k.toLowerCase(), v]));
  const picked: Record<string, string> = {};
  for (const name of Object.keys(schema.fields)) {
    const value = lower.get(name.toLowerCase());
    if (value !== undefined) picked[name] = value;
  }
  return picked;
};

/** A request read off the wire as the endpoint's typed request. */
/**
 * Whether a decoded value holds a NUL character anywhere. No person types one, and PostgreSQL
 * cannot store or compare one in text, so a request carrying one is refused as wrong parameters
 * on every engine alike (the fuzz found it answering 500 on PostgreSQL).
 */
export const holdsNul = (value: unknown): boolean => {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === "object" && value !== null) return Object.values(value).some(holdsNul);
  return false;
};

const NUL_REFUSED: WireFailure = { reason: "nul", message: "a text field holds a NUL character" };

export const decodeRequest = <E extends Endpoint>(endpoint: E, raw: RawRequest): Out<RequestOf<E>> => {
  const decodedRequest = decodeParts(endpoint, raw);
  return decodedRequest._tag === "Success" && holdsNul(decodedRequest.success)
    ? Result.fail(NUL_REFUSED)
    : decodedRequest;
};

const decodeParts = <E extends Endpoint>(endpoint: E, raw: RawRequest): Out<RequestOf<E>> => {
  const { path, query, headers, body } = endpoint.request;
  return Result.gen(function* () {
    const decoded: Record<string, unknown> = {};
    if (path !== undefined) decoded.path = yield* decodeFields(path, raw.pathParams);
    if (query !== undefined) decoded.query = yield* decodeFormText(query, raw.query);
    if (headers !== undefined)
      decoded.headers = yield* decodeFields(headers, pickHeaders(headers, raw.headers));
    if (body !== undefined)
      decoded.body = yield* endpoint.encoding === "form"
        ? decodeFormText(body, raw.body)
        : decodeJson(body, raw.body);
    return decoded as RequestOf<E>;
  });
};

/** A parsed JSON response body as the endpoint's typed response. */
export const decodeResponse = <E extends Endpoint>(endpoint: E, json: unknown): Out<E["response"]["Type"]> =>
  Result.mapError(Schema.decodeUnknownResult(endpoint.response)(json), invalid);

/** A typed response as the JSON text to send. */
export const encodeResponse = <E extends Endpoint>(
  endpoint: E,
  response: E["response"]["Type"],
): Out<string> => encodeJson(endpoint.response, response);
