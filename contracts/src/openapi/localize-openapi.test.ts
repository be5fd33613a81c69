// Issue 31 item 14 (D349): the OpenAPI document in zh and ru. Every text an API customer reads of
// the data calls, exports and API keys has both translations (a new call or parameter without them
// fails here), the translations keep the English's codes, and only texts change.
import { describe, expect, it } from "vitest";
import { isDataCallTag } from "../data-call-tags.ts";
import { toOpenApi } from "../openapi.ts";
import { endpoints } from "../registry.ts";
import { localizeOpenApi, OPENAPI_TEXTS } from "./localize-openapi.ts";
import { parameterText } from "./openapi-texts.ts";
import { OPERATION_DOCS, QUERY_PARAMETER_DOCS } from "./parameter-docs.ts";

const doc = toOpenApi(endpoints, {
  title: "Portolan provider",
  version: "1",
  servers: { provider: "http://localhost:8787", utilities: "http://localhost:8788" },
});
type Param = { name: string; in: string; description?: string };
type Op = { operationId: string; summary: string; description?: string; tags: string[]; parameters: Param[] };
const operationsOf = (d: { paths: Record<string, unknown> }) =>
  Object.values(d.paths).flatMap((item) => Object.values(item as Record<string, Op>));
/** The API customer's calls: every data call, and the account's API key calls. */
const API_KEY_CALLS = ["apiKeys", "createApiKey", "revokeApiKey"];
const customerCalls = operationsOf(doc).filter(
  (op) => isDataCallTag(op.tags[0] ?? "") || API_KEY_CALLS.includes(op.operationId),
);
const LANGUAGES = ["zh", "ru"] as const;

/** What a translation must carry over as written: codes, message ids, key=value, dotted fields. */
const tokens = (text: string) =>
  new Set(
    text.match(/\b\d{4,}\b|\b[a-zA-Z]+(?:\.[a-zA-Z]+)+\b|\b\w+=\w+\b|\bD\d+\b|\d{1,3}(?:,\d{3})+/g) ?? [],
  );
const keepsTokens = (english: string, translated: string, where: string) => {
  for (const token of tokens(english)) expect(translated, `${where}: ${token}`).toContain(token);
};

describe("the OpenAPI document in zh and ru", () => {
  it("covers the customer's calls: 18 data calls and the API key calls", () => {
    expect(customerCalls.length).toBeGreaterThanOrEqual(21);
    expect(customerCalls.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(["tradeSearch", "createExport", "exportJobs", "statsSummary", ...API_KEY_CALLS]),
    );
  });

  for (const language of LANGUAGES)
    it(`has a ${language} text for every summary, description and parameter description they show`, () => {
      const texts = OPENAPI_TEXTS[language];
      for (const op of customerCalls) {
        const own = texts.operations[op.operationId];
        expect(own?.summary, `${op.operationId} summary`).toBeTruthy();
        keepsTokens(op.summary, own?.summary ?? "", `${op.operationId} summary`);
        expect(own?.description === undefined, `${op.operationId} description`).toBe(
          op.description === undefined,
        );
        keepsTokens(op.description ?? "", own?.description ?? "", `${op.operationId} description`);
        for (const p of op.parameters.filter((x) => x.description !== undefined)) {
          const where = `${op.operationId}.${p.name}`;
          const text = parameterText(texts, op.operationId, p.name);
          expect(text, where).toBeTruthy();
          keepsTokens(p.description ?? "", text ?? "", where);
          // A call's own English text has a call's own translation, not the shared one.
          if (OPERATION_DOCS[op.operationId]?.[p.name] !== undefined)
            expect(texts.operationParameters[op.operationId]?.[p.name], where).toBeTruthy();
        }
      }
      for (const tag of new Set(operationsOf(doc).flatMap((op) => op.tags)))
        expect(texts.tags[tag], `tag ${tag}`).toBeTruthy();
    });

  for (const language of LANGUAGES)
    it(`keys nothing in ${language} that the English does not have`, () => {
      const texts = OPENAPI_TEXTS[language];
      const ids = new Set(endpoints.map((e) => e.name));
      for (const id of Object.keys(texts.operations)) expect(ids.has(id), id).toBe(true);
      expect(Object.keys(texts.parameters).sort()).toEqual(Object.keys(QUERY_PARAMETER_DOCS).sort());
      expect(
        Object.entries(texts.operationParameters).map(([id, names]) => [id, Object.keys(names).sort()]),
      ).toEqual(Object.entries(OPERATION_DOCS).map(([id, names]) => [id, Object.keys(names).sort()]));
    });

  it("leaves English as written: the same document", () => {
    expect(localizeOpenApi(doc, "en")).toBe(doc);
  });

  it("writes the search's summary and parameters in the language, the rest English", () => {
    const zh = localizeOpenApi(doc, "zh");
    const ru = localizeOpenApi(doc, "ru");
    const find = (d: typeof zh, id: string) => operationsOf(d).find((op) => op.operationId === id);
    expect(find(zh, "tradeSearch")?.summary).toBe("搜索套餐所含数据集中的货运记录（提单和报关单）");
    expect(find(ru, "tradeSearch")?.summary).toBe(
      "Поиск отгрузок (коносаментов и деклараций) в наборах данных, которые даёт пакет",
    );
    expect(find(zh, "tradeSearch")?.parameters.find((p) => p.name === "pageSize")?.description).toMatch(
      /^每页行数：20（默认）、50 或 100.*trade\.query\.pageSize/,
    );
    expect(find(ru, "tradeDirectory")?.parameters.find((p) => p.name === "pageSize")?.description).toBe(
      "Строк на странице: 20 (по умолчанию), 50 или 100; любой другой размер — 20.",
    );
    // A call outside the customer's part keeps its English summary.
    expect(find(zh, "identity")?.summary).toBe(find(doc, "identity")?.summary);
    expect(zh.tags?.find((t) => t.name === "trade")).toEqual({ name: "trade", "x-displayName": "贸易数据" });
    expect(ru.components.securitySchemes.apiKey.description).toMatch(/^API-ключ данных \(ptl_…\)/);
  });

  it("changes only texts: without summaries, descriptions and the tag list, zh and ru are the English", () => {
    const bare = (d: object) =>
      JSON.stringify(d, (key, value) =>
        key === "summary" || key === "description" || key === "tags" ? undefined : value,
      );
    for (const language of LANGUAGES) expect(bare(localizeOpenApi(doc, language))).toBe(bare(doc));
  });
});
