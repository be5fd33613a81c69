// An OpenAPI 3.1 document written from the endpoint descriptions, with the JSON Schemas that effect
// derives from each Schema. Every schema shares one pool of components (named by identifier).
import { JsonSchema, Schema, type SchemaAST, SchemaRepresentation } from "effect";
import { isDataCallTag } from "./data-call-tags.ts";
import type { Endpoint, EndpointHost, WireSchema } from "./endpoint.ts";
import { parameterDoc } from "./openapi/parameter-docs.ts";
import { SESSION_HEADER } from "./session-token.ts";
import { CONTENT_TYPE } from "./wire-request.ts";

export interface OpenApiOptions {
  readonly title: string;
  readonly version: string;
  /** The base URL of each host, e.g. { provider: "http://localhost:8787", utilities: "…" }. */
  readonly servers: Readonly<Record<EndpointHost, string>>;
}

type Json = JsonSchema.JsonSchema;
type ParamIn = "path" | "query" | "header";

/** One JSON Schema per root, in order, sharing components. */
const compile = (roots: readonly [WireSchema, ...WireSchema[]]) => {
  const asts = roots.map((s) => Schema.toCodecJson(s).ast) as unknown as [SchemaAST.AST, ...SchemaAST.AST[]];
  const multi = SchemaRepresentation.toJsonSchemaMultiDocument(SchemaRepresentation.toRepresentations(asts));
  return JsonSchema.toMultiDocumentOpenApi3_1(multi);
};

/** A root schema named by identifier is a $ref into the components: its properties are there. */
const resolved = (schema: Json, components: JsonSchema.Definitions): Json => {
  const ref = typeof schema.$ref === "string" ? /^#\/components\/schemas\/(.+)$/.exec(schema.$ref) : null;
  return ref === null ? schema : ((components[ref[1] as string] as Json | undefined) ?? schema);
};

const parameters = (
  schema: Json,
  where: ParamIn,
  components: JsonSchema.Definitions,
  /** The data call whose parameters are documented (D333); others show their wire schema. */
  documented: string | undefined,
) => {
  const root = resolved(schema, components);
  const properties = (root.properties ?? {}) as Record<string, Json>;
  const required = new Set((root.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    // The wire carries text; the doc says how the provider reads it (type, format, example, refusal).
    const doc = where === "query" && documented !== undefined ? parameterDoc(documented, name) : undefined;
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(doc === undefined ? {} : { description: doc.description, example: doc.example }),
      schema: doc === undefined ? property : { ...doc.schema, examples: [doc.example] },
    };
  });
};

/** What every call's HTTP 200 answer is. */
export const ENVELOPE_DESCRIPTION =
  "The envelope: code, msg and data (success codes are read by the client). A refusal's msg is in the caller's language (D340): the lang cookie, else Accept-Language (zh, en or ru, q-values counted), else English; data.messageId and data.params name the same message in any language.";

/** A data call's rate limit (D334): HTTP 429 with Retry-After, the envelope still saying 20010. */
export const RATE_LIMITED = {
  description:
    "Too many calls: 20010 in the envelope (data.params.seconds). Per API key and per signed-in account, in any 60 seconds.",
  headers: {
    "Retry-After": {
      description: "Seconds to wait before calling again.",
      schema: { type: "integer", minimum: 1 },
      example: 60,
    },
  },
};

const roots = (endpoint: Endpoint): readonly WireSchema[] => {
  const { path, query, headers, body } = endpoint.request;
  const wireBody = body && endpoint.encoding === "form" ? Schema.toCodecStringTree(body) : body;
  return [path, query, headers, wireBody, endpoint.response].filter((s) => s !== undefined);
};

const operation = (
  endpoint: Endpoint,
  schemas: () => Json,
  options: OpenApiOptions,
  components: JsonSchema.Definitions,
) => {
  const { path, query, headers, body } = endpoint.request;
  const dataCall = isDataCallTag(endpoint.tag);
  const documented = dataCall ? endpoint.name : undefined;
  const params = [
    ...(path ? parameters(schemas(), "path", components, documented) : []),
    ...(query ? parameters(schemas(), "query", components, documented) : []),
    ...(headers ? parameters(schemas(), "header", components, documented) : []),
  ];
  const contentType = endpoint.encoding === "form" ? CONTENT_TYPE.form : CONTENT_TYPE.json;
  const requestBody = body
    ? { required: true, content: { [contentType]: { schema: schemas() } } }
    : undefined;
  const response = schemas();
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
    tags: [endpoint.tag],
    ...(endpoint.host === "provider" ? {} : { servers: [{ url: options.servers[endpoint.host] }] }),
    security: dataCall
      ? [{ session: [] }, { apiKey: [] }]
      : endpoint.requiresSession
        ? [{ session: [] }]
        : [],
    parameters: params,
    ...(requestBody === undefined ? {} : { requestBody }),
    responses: {
      "200": {
        description: ENVELOPE_DESCRIPTION,
        content: { [CONTENT_TYPE.json]: { schema: response } },
      },
      ...(dataCall
        ? { "429": { ...RATE_LIMITED, content: { [CONTENT_TYPE.json]: { schema: response } } } }
        : {}),
    },
    "x-origin": endpoint.origin,
  };
};

export const API_KEY_DESCRIPTION =
  "A data API key (ptl_…) made on the account page: Authorization: Bearer <key>. Opens the trade and market-analysis calls only.";

/** The OpenAPI 3.1 document of the given endpoints. */
export const toOpenApi = (endpoints: readonly Endpoint[], options: OpenApiOptions) => {
  const all = endpoints.flatMap(roots);
  const compiled =
    all.length === 0
      ? { schemas: [], definitions: {} as JsonSchema.Definitions }
      : compile(all as [WireSchema, ...WireSchema[]]);
  let next = 0;
  const take = (): Json => compiled.schemas[next++] as Json;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const item = paths[endpoint.path] ?? {};
    item[endpoint.method.toLowerCase()] = operation(endpoint, take, options, compiled.definitions);
    paths[endpoint.path] = item;
  }
  return {
    openapi: "3.1.0",
    info: { title: options.title, version: options.version },
    servers: [{ url: options.servers.provider }],
    paths,
    components: {
      schemas: compiled.definitions,
      securitySchemes: {
        session: { type: "apiKey", in: "header", name: SESSION_HEADER },
        apiKey: { type: "http", scheme: "bearer", description: API_KEY_DESCRIPTION },
      },
    },
  };
};
