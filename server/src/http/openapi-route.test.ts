// Issue 31 item 14 (D349): the OpenAPI document in the language `?lang=` asks; English without it,
// exactly the document as written; any other language refused, naming the parameter.
import { endpoints, toOpenApi } from "@portolan/contracts";
import { OPENAPI_DOCUMENT_PATH } from "@portolan/core";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { mountOpenApiDocument } from "./openapi-route.ts";

const english = toOpenApi(endpoints, {
  title: "Portolan provider API",
  version: "1.0.0",
  servers: { provider: "http://localhost:8787", utilities: "http://localhost:8788" },
});
const hono = new Hono();
mountOpenApiDocument(hono, english);
const get = (query: string, headers: Record<string, string> = {}) =>
  hono.request(`${OPENAPI_DOCUMENT_PATH}${query}`, { headers });
type Doc = { paths: Record<string, Record<string, { operationId: string; summary: string }>> };
const searchSummary = async (response: Response) =>
  ((await response.json()) as Doc).paths["/searching/cds"]?.get?.summary;

describe("the OpenAPI document by language", () => {
  it("answers the English document byte for byte without lang, and with lang=en", async () => {
    for (const query of ["", "?lang=en"]) {
      const response = await get(query);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(JSON.stringify(english));
    }
  });

  it("answers zh and ru with the search's summary in that language, whatever the browser prefers", async () => {
    expect(await searchSummary(await get("?lang=zh", { "accept-language": "ru" }))).toBe(
      "搜索套餐所含数据集中的货运记录（提单和报关单）",
    );
    expect(await searchSummary(await get("?lang=ru"))).toBe(
      "Поиск отгрузок (коносаментов и деклараций) в наборах данных, которые даёт пакет",
    );
    // The language's tag names, for Redoc's menu.
    const zh = (await (await get("?lang=zh")).json()) as {
      tags: { name: string; "x-displayName": string }[];
    };
    expect(zh.tags).toContainEqual({ name: "trade", "x-displayName": "贸易数据" });
  });

  it("refuses another language with 10001 naming lang, in the caller's language", async () => {
    for (const lang of ["de", "ZH", "", "zh-CN"]) {
      const response = await get(`?lang=${lang}`, { "accept-language": "zh" });
      const body = (await response.json()) as {
        code: number;
        msg: string;
        data: { params: { field: string } };
      };
      expect(body.code, lang).toBe(10001);
      expect(body.data.params.field).toBe("lang");
      expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
