import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { defineEndpoint } from "./endpoint.ts";
import { ContactBody } from "./endpoints/contact.ts";
import { PackageTierData } from "./endpoints/packages.ts";
import { toOpenApi } from "./openapi.ts";
import { api, endpoints } from "./registry.ts";

const options = {
  title: "Portolan provider",
  version: "1",
  servers: { provider: "http://localhost:8787", utilities: "http://localhost:8788" },
};

describe("JSON Schema from effect Schema", () => {
  it("describes a request body", () => {
    const document = Schema.toJsonSchemaDocument(ContactBody);
    expect(document.dialect).toBe("draft-2020-12");
    expect(document.schema).toMatchObject({
      type: "object",
      required: ["firstName", "lastName", "email", "subject", "message", "captcha"],
      properties: {
        email: { type: "string", maxLength: 1000 },
        message: { type: "string", maxLength: 10000 },
        captcha: { type: "string", maxLength: 4000 },
      },
    });
  });

  it("describes response data, with its identifier as a definition", () => {
    const document = Schema.toJsonSchemaDocument(PackageTierData);
    expect(document.schema).toStrictEqual({ $ref: "#/$defs/PackageTier" });
    expect(document.definitions.PackageTier).toMatchObject({
      type: "object",
      required: ["id", "priceUsdPerYear", "importCountries", "exportCountries", "termMonths"],
      properties: { id: { type: "string", enum: ["PRO", "GLOBAL", "PLUS", "LUXURY", "DELUXE"] } },
    });
  });
});

describe("toOpenApi", () => {
  const doc = toOpenApi(endpoints, options);
  type Op = {
    operationId: string;
    parameters: { name: string; in: string; required: boolean; schema: object }[];
    requestBody?: { content: Record<string, { schema: object }> };
    responses: { "200": { content: { "application/json": { schema: unknown } } } };
    security: unknown[];
    servers?: unknown[];
    "x-origin": string;
  };
  const op = (path: string, method: string) => (doc.paths[path] as Record<string, Op>)[method] as Op;

  it("is an OpenAPI 3.1 document with one operation per endpoint", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "http://localhost:8787" }]);
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item as Record<string, Op>).map((o) => o.operationId),
    );
    expect(ids.sort()).toEqual(endpoints.map((e) => e.name).sort());
  });

  it("writes path, query and header parameters", () => {
    expect(op("/public/payment/{id}", "get").parameters).toEqual([
      {
        name: "id",
        in: "path",
        required: true,
        schema: { type: "integer", minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
      },
    ]);
    expect(op("/api/public/utilities", "get").parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ["id", "query", true],
      ["page", "query", true],
      ["limit", "query", true],
      ["desc", "query", true],
    ]);
    expect(op("/pay/payment", "post").parameters.map((p) => [p.name, p.in])).toEqual([
      ["Idempotency-Key", "header"],
    ]);
  });

  it("writes a form body as form text, with formData as JSON text", () => {
    const content = op("/api/public/submittedForm", "post").requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(["application/x-www-form-urlencoded"]);
    const schema = content["application/x-www-form-urlencoded"]?.schema as {
      properties: Record<string, object>;
    };
    expect(schema.properties.isCaptcha).toEqual({ type: "string", enum: ["true"] });
    expect(schema.properties.formData).toEqual({ $ref: "#/components/schemas/DemoFormDataEncoded" });
    expect(doc.components.schemas.DemoFormDataEncoded).toMatchObject({
      type: "string",
      contentMediaType: "application/json",
    });
  });

  it("writes a JSON body and the envelope response, sharing components", () => {
    expect(Object.keys(op("/public/contact/us", "post").requestBody?.content ?? {})).toEqual([
      "application/json",
    ]);
    const identity = op("/console/user/identity", "get").responses["200"].content["application/json"].schema;
    expect(identity).toMatchObject({
      required: ["code", "data"],
      properties: { data: { $ref: "#/components/schemas/Session" } },
    });
    expect(doc.components.schemas.Session).toMatchObject({ type: "object" });
  });

  it("marks session calls, designed calls and the utilities host", () => {
    expect(op("/console/user/identity", "get").security).toEqual([{ session: [] }]);
    expect(op("/api/public/statistics", "get").security).toEqual([]);
    expect(op("/api/public/login", "post")["x-origin"]).toBe("designed");
    expect(op("/api/public/utilities", "get").servers).toEqual([{ url: "http://localhost:8788" }]);
    expect(op("/api/public/statistics", "get").servers).toBeUndefined();
    expect(doc.components.securitySchemes.session).toEqual({ type: "apiKey", in: "header", name: "token" });
  });

  it("puts two methods of one path under one path item", () => {
    expect(Object.keys(doc.paths["/console/user/basicInfo"] ?? {}).sort()).toEqual(["get", "post"]);
  });

  it("marks an optional query parameter as not required", () => {
    const search = defineEndpoint({
      ...api.dataSourceStatistics,
      name: "search",
      path: "/search",
      request: { query: Schema.Struct({ q: Schema.optionalKey(Schema.String) }) },
    });
    const empty = defineEndpoint({
      ...search,
      name: "empty",
      path: "/empty",
      request: { query: Schema.Struct({}) },
    });
    const paths = toOpenApi([search, empty], options).paths as Record<
      string,
      { get: { parameters: unknown[] } }
    >;
    expect(paths["/search"]?.get.parameters).toEqual([
      { name: "q", in: "query", required: false, schema: { type: "string" } },
    ]);
    expect(paths["/empty"]?.get.parameters).toEqual([]);
  });

  it("writes an empty document for no endpoints, and a single one alone", () => {
    expect(toOpenApi([], options).paths).toEqual({});
    expect(Object.keys(toOpenApi([api.logout], options).paths)).toEqual(["/console/user/logout"]);
  });
});
