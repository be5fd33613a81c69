// Issue 31 item 8 (D333, D334): an API customer reads in the OpenAPI document every parameter of the
// data calls, with its type, format, example and refusal, and the rate limit's 429.
import { describe, expect, it } from "vitest";
import { toOpenApi } from "./openapi.ts";
import { endpoints } from "./registry.ts";

const doc = toOpenApi(endpoints, {
  title: "Portolan provider",
  version: "1",
  servers: { provider: "http://localhost:8787", utilities: "http://localhost:8788" },
});
type Param = {
  name: string;
  in: string;
  description?: string;
  example?: unknown;
  schema: Record<string, unknown>;
};
type Op = {
  operationId: string;
  tags: string[];
  parameters: Param[];
  security: unknown[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
};
const operations = Object.values(doc.paths).flatMap((item) => Object.entries(item as Record<string, Op>));
const tradeGets = operations
  .filter(([method, op]) => method === "get" && op.tags[0] === "trade")
  .map(([, op]) => op);

describe("the data calls in the OpenAPI document", () => {
  it("lists the search's parameters with their types, formats and examples", () => {
    const search = tradeGets.find((o) => o.operationId === "tradeSearch");
    const byName = Object.fromEntries((search?.parameters ?? []).map((p) => [p.name, p]));
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining([
        "datasets",
        "kind",
        "keyword",
        "hs",
        "startTime",
        "endTime",
        "origin",
        "port",
        "wmin",
        "current",
        "pageSize",
      ]),
    );
    expect(byName.datasets).toMatchObject({
      in: "query",
      required: true,
      example: "IMP_USA_BL_SEA,IMP_MEXICO_CD_SEA",
    });
    expect(byName.startTime?.schema).toMatchObject({ type: "string", format: "date" });
    expect(byName.wmin?.schema).toMatchObject({ type: "number", minimum: 0 });
    expect(byName.pageSize?.schema).toMatchObject({ type: "integer", enum: [20, 50, 100] });
    expect(byName.current?.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 1000 });
    expect(byName.kind?.schema).toMatchObject({ enum: ["description", "hsCode", "importer", "exporter"] });
    expect(byName.wmin?.description).toContain("trade.query.wmin");
  });

  it("documents every query parameter of every trade GET call: a type, an example, a description", () => {
    expect(tradeGets.length).toBeGreaterThanOrEqual(10);
    for (const op of tradeGets)
      for (const p of op.parameters.filter((x) => x.in === "query")) {
        const where = `${op.operationId}.${p.name}`;
        expect(p.description, where).toBeTruthy();
        expect(p.example, where).toBeDefined();
        expect(["string", "integer", "number"], where).toContain(p.schema.type);
        // The example is a value of its own schema's type.
        expect(typeof p.example, where).toBe(p.schema.type === "string" ? "string" : "number");
      }
  });

  it("says the refusal of each parameter the search reader can refuse", () => {
    const search = tradeGets.find((o) => o.operationId === "tradeSearch");
    const refusing = [
      "startTime",
      "endTime",
      "origin",
      "destination",
      "port",
      "wmin",
      "wmax",
      "vmin",
      "vmax",
      "sort",
      "order",
      "current",
      "pageSize",
      "firm",
    ];
    for (const name of refusing)
      expect(search?.parameters.find((p) => p.name === name)?.description, name).toMatch(
        /10001.*trade\.query\./,
      );
  });

  it("says in which language a refusal's msg comes (D340)", () => {
    for (const op of tradeGets)
      expect((op.responses["200"] as { description?: string }).description, op.operationId).toMatch(
        /msg is in the caller's language.*Accept-Language.*English/,
      );
  });

  it("answers a data call's rate limit with 429 and Retry-After, by session or API key", () => {
    for (const op of tradeGets) {
      expect(op.responses["429"]?.headers, op.operationId).toHaveProperty("Retry-After");
      expect(op.security).toEqual([{ session: [] }, { apiKey: [] }]);
    }
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
  });
});
