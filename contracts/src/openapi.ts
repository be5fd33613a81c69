// An OpenAPI 3.1 document written from the endpoint descriptions, with the JSON Schemas that effect
// derives from each Schema. Every schema shares one pool of components (named by identifier).
import { JsonSchema, Schema, type SchemaAST, SchemaRepresentation } from "effect";
import type { Endpoint, EndpointHost, WireSchema } from "./endpoint.ts";
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

const parameters = (schema: Json, where: ParamIn) => {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
};

const roots = (endpoint: Endpoint): readonly WireSchema[] => {
  const { path, query, headers, body } = endpoint.request;
  const wireBody = body && endpoint.encoding === "form" ? Schema.toCodecStringTree(body) : body;
  return [path, query, headers, wireBody, endpoint.response].filter((s) => s !== undefined);
};

const operation = (endpoint: Endpoint, schemas: () => Json, options: OpenApiOptions) => {
  const { path, query, headers, body } = endpoint.request;
  const params = [
    ...(path ? parameters(schemas(), "path") : []),
    ...(query ? parameters(schemas(), "query") : []),
    ...(headers ? parameters(schemas(), "header") : []),
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
    security: endpoint.requiresSession ? [{ session: [] }] : [],
    parameters: params,
    ...(requestBody === undefined ? {} : { requestBody }),
    responses: {
      "200": {
        description: "The envelope: code, msg and data (success codes are read by the client).",
        content: { [CONTENT_TYPE.json]: { schema: response } },
      },
    },
    "x-origin": endpoint.origin,
  };
};

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
    item[endpoint.method.toLowerCase()] = operation(endpoint, take, options);
    paths[endpoint.path] = item;
  }
  return {
    openapi: "3.1.0",
    info: { title: options.title, version: options.version },
    servers: [{ url: options.servers.provider }],
    paths,
    components: {
      schemas: compiled.definitions,
      securitySchemes: { session: { type: "apiKey", in: "header", name: SESSION_HEADER } },
    },
  };
};
