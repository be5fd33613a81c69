// D348: Redoc's labels from the open platform's compiled catalogues; in English exactly Redoc's own
// (its src/services/Labels.ts, written out by hand), in zh and ru the catalogue's words.
import { HREFLANG } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { messages as en } from "../../locales/later/en.po";
import { messages as ru } from "../../locales/later/ru.po";
import { messages as zh } from "../../locales/later/zh.po";
import { redocLabels } from "./redoc-labels.ts";
import { REFERENCE_LANGUAGE_TAGS, referenceLocale } from "./reference-language.ts";

const REDOC_2_5_4_LABELS = {
  enum: "Enum",
  enumSingleValue: "Value",
  enumArray: "Items",
  default: "Default",
  deprecated: "Deprecated",
  example: "Example",
  examples: "Examples",
  recursive: "Recursive",
  arrayOf: "Array of ",
  webhook: "Event",
  const: "Value",
  noResultsFound: "No results found",
  download: "Download",
  downloadSpecification: "Download OpenAPI specification",
  responses: "Responses",
  callbackResponses: "Callback responses",
  requestSamples: "Request samples",
  responseSamples: "Response samples",
};

describe("Redoc's labels", () => {
  it("are Redoc's own in English, every one of them", () => {
    expect(redocLabels(en)).toEqual(REDOC_2_5_4_LABELS);
  });

  it("are the catalogue's in zh and ru, for every label Redoc has", () => {
    const chinese = redocLabels(zh);
    const russian = redocLabels(ru);
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(REDOC_2_5_4_LABELS).sort());
    expect(Object.keys(russian).sort()).toEqual(Object.keys(REDOC_2_5_4_LABELS).sort());
    expect(chinese).toMatchObject({
      requestSamples: "请求示例",
      responses: "响应",
      arrayOf: "数组，元素为 ",
    });
    expect(russian).toMatchObject({ responseSamples: "Примеры ответов", default: "По умолчанию" });
    for (const [key, text] of Object.entries(chinese)) expect(text, key).toMatch(/[\u4e00-\u9fff]/);
    for (const [key, text] of Object.entries(russian)) expect(text, key).toMatch(/[а-яё]/i);
  });

  it("leave to Redoc a label the catalogue lacks or has with placeholders", () => {
    expect(redocLabels({})).toEqual({});
  });
});

describe("the reference's language", () => {
  it("is the one asked, else English", () => {
    expect(["zh", "en", "ru", "de", "", null, "toString", "ZH"].map(referenceLocale)).toEqual([
      "zh",
      "en",
      "ru",
      "en",
      "en",
      "en",
      "en",
      "en",
    ]);
  });

  it("is tagged as core's hreflang table says", () => {
    expect(REFERENCE_LANGUAGE_TAGS).toEqual(HREFLANG);
  });
});
