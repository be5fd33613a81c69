// Laws over generated values of every endpoint: a value survives encode then decode, the encoded
// form survives decode then encode, and a whole request survives the trip through the wire text.
// Values come from effect's Schema-derived generator, driven by fast-check seeds.
import { Arbitrary, Effect, Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Endpoint, RequestOf, WireSchema } from "./endpoint.ts";
import { endpoints } from "./registry.ts";
import { encodeFields } from "./wire-codec.ts";
import { decodeRequest, decodeResponse, encodeRequest, encodeResponse, holdsNul } from "./wire-request.ts";

const fromSchema = <A>(schema: Schema.Codec<A, unknown>): fc.Arbitrary<A> => {
  const generator = Arbitrary.schema(schema);
  return fc
    .integer()
    .map((seed) => Effect.runSync(Arbitrary.sampleEffect(generator, { count: 1, seed, size: 8 }))[0] as A);
};

const requestArbitrary = (endpoint: Endpoint): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(
    Object.fromEntries(
      Object.entries(endpoint.request).map(([part, schema]) => [part, fromSchema(schema as WireSchema)]),
    ),
    { noNullPrototype: true },
  );

const params = (template: string, path: string): Record<string, string> => {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");
  const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, "([^/]+)")}$`);
  const values = pattern.exec(path)?.slice(1) ?? [];
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(values[i] ?? "")]));
};

/** JSON's view of a value: -0 becomes 0 (the only loss of JSON for these schemas). */
const viaJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Form and query text cannot carry a lone surrogate (it becomes U+FFFD, tested in form-body). */
const formSafe = (endpoint: Endpoint, request: Record<string, unknown>): boolean =>
  Object.entries(request).every(([part, value]) => {
    if (part === "body" && endpoint.encoding === "json") return true;
    const schema = endpoint.request[part as keyof Endpoint["request"]] as WireSchema;
    const fields = Result.getOrThrow(encodeFields(schema, value));
    return Object.values(fields).every((text) => !LONE_SURROGATE.test(text));
  });

describe.each(endpoints.map((e) => [e.name, e] as const))("%s", (_name, endpoint) => {
  const schemas = [...Object.values(endpoint.request), endpoint.response] as WireSchema[];

  it.each(schemas.map((s, i) => [i, s] as const))("part %i: decode(encode(x)) = x and back", (_i, schema) => {
    fc.assert(
      fc.property(fromSchema(schema), (value) => {
        const encoded = Schema.encodeSync(schema)(value);
        const decoded = Schema.decodeUnknownSync(schema)(encoded);
        expect(decoded).toStrictEqual(value);
        expect(Schema.encodeSync(schema)(decoded)).toStrictEqual(encoded);
      }),
      { numRuns: 40 },
    );
  });

  it("a request survives the wire text (form, query, path, headers, JSON)", () => {
    fc.assert(
      fc.property(requestArbitrary(endpoint), (request) => {
        fc.pre(formSafe(endpoint, request));
        const typed = request as RequestOf<Endpoint>;
        const wire = Result.getOrThrow(encodeRequest(endpoint, typed));
        const back = decodeRequest(endpoint, {
          pathParams: params(endpoint.path, wire.path),
          query: new URLSearchParams(wire.query).toString(),
          headers: Object.fromEntries(Object.entries(wire.headers).map(([k, v]) => [k.toUpperCase(), v])),
          body: endpoint.encoding === "form" ? new URLSearchParams(wire.body).toString() : (wire.body ?? ""),
        });
        // A NUL character is refused whole (D367); anything else comes back as sent.
        if (holdsNul(request)) expect(back._tag).toBe("Failure");
        else expect(Result.getOrThrow(back)).toStrictEqual(viaJson(request));
      }),
      { numRuns: 40 },
    );
  });

  it("a response survives the JSON text", () => {
    fc.assert(
      fc.property(fromSchema(endpoint.response), (response) => {
        const text = Result.getOrThrow(encodeResponse(endpoint, response));
        expect(Result.getOrThrow(decodeResponse(endpoint, JSON.parse(text)))).toStrictEqual(
          viaJson(response),
        );
      }),
      { numRuns: 40 },
    );
  });
});
