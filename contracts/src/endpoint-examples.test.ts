// For every endpoint: its example request and response decode; taking away any required field, or
// giving any field a value of the wrong type, is refused.
import { Schema, SchemaAST } from "effect";
import { describe, expect, it } from "vitest";
import type { WireSchema } from "./endpoint.ts";
import { endpointExamples } from "./endpoint-examples.ts";
import { api, type EndpointName } from "./registry.ts";

const accepts = (schema: WireSchema, value: unknown) =>
  Schema.decodeUnknownResult(schema)(value)._tag === "Success";

const requiredKeys = (schema: WireSchema): readonly string[] =>
  (schema.ast as SchemaAST.Objects).propertySignatures
    .filter((p) => !SchemaAST.isOptional(p.type))
    .map((p) => String(p.name));
const allKeys = (schema: WireSchema): readonly string[] =>
  (schema.ast as SchemaAST.Objects).propertySignatures.map((p) => String(p.name));

const without = (value: object, key: string) =>
  Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
const WRONG = Symbol("wrong type");

const names = Object.keys(api) as EndpointName[];

describe.each(names)("%s", (name) => {
  const endpoint = api[name] as { request: Record<string, WireSchema>; response: WireSchema };
  const example = endpointExamples[name] as { request: Record<string, object>; response: object };
  const parts = Object.entries(endpoint.request);

  it("has an example for exactly the request parts it declares", () => {
    expect(Object.keys(example.request).sort()).toEqual(Object.keys(endpoint.request).sort());
  });

  // The examples are decoded values; the wire carries their encoded form.
  const encoded = (part: string) =>
    Schema.encodeSync(endpoint.request[part] as WireSchema)(example.request[part]) as object;

  it("decodes its example request and response", () => {
    for (const [part, schema] of parts)
      expect([part, Schema.decodeUnknownSync(schema)(encoded(part))]).toStrictEqual([
        part,
        example.request[part],
      ]);
    expect(Schema.decodeUnknownSync(endpoint.response)(example.response)).toStrictEqual(example.response);
  });

  it("refuses a request missing a required field, or with a field of the wrong type", () => {
    for (const [part, schema] of parts) {
      const value = encoded(part);
      for (const key of requiredKeys(schema))
        expect([part, key, accepts(schema, without(value, key))]).toEqual([part, key, false]);
      for (const key of allKeys(schema))
        expect([part, key, accepts(schema, { ...value, [key]: WRONG })]).toEqual([part, key, false]);
    }
  });

  it("refuses a response without code or data, or with a code that is not a number", () => {
    const response = example.response as { data?: unknown };
    expect(accepts(endpoint.response, without(response, "code"))).toBe(false);
    expect(accepts(endpoint.response, { ...response, code: "1" })).toBe(false);
    if ("data" in response) {
      expect(accepts(endpoint.response, without(response, "data"))).toBe(false);
      expect(accepts(endpoint.response, { ...response, data: WRONG })).toBe(false);
    }
  });
});
