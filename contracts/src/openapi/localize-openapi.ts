// The OpenAPI document in the reader's language (issue 31 item 14, D349): the English document with
// the texts of its translation table put in place, found by operationId and parameter name; a text
// the table lacks stays English. English itself is the document as written, untouched.
import { API_KEY_DESCRIPTION, ENVELOPE_DESCRIPTION, RATE_LIMITED, type toOpenApi } from "../openapi.ts";
import {
  type OpenApiLanguage,
  type OpenApiTexts,
  parameterText,
  type TranslatedLanguage,
} from "./openapi-texts.ts";
import { OPENAPI_TEXTS_RU } from "./texts/operations-ru.ts";
import { OPENAPI_TEXTS_ZH } from "./texts/operations-zh.ts";

export type OpenApiDocument = ReturnType<typeof toOpenApi>;
/** A translated document names its tags (Redoc shows x-displayName); the English one has no list. */
export type LocalizedOpenApi = OpenApiDocument & {
  readonly tags?: readonly { readonly name: string; readonly "x-displayName": string }[];
};

export const OPENAPI_TEXTS: Readonly<Record<TranslatedLanguage, OpenApiTexts>> = {
  zh: OPENAPI_TEXTS_ZH,
  ru: OPENAPI_TEXTS_RU,
};

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly description?: string;
}
interface Response {
  readonly description: string;
  readonly headers?: Readonly<Record<string, { readonly description: string }>>;
}
interface Operation {
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly parameters: readonly Parameter[];
  readonly responses: Readonly<Record<string, Response>>;
}

const response = (texts: OpenApiTexts, status: string, answer: Response): Response => {
  if (status === "200" && answer.description === ENVELOPE_DESCRIPTION)
    return { ...answer, description: texts.envelope };
  if (status !== "429" || answer.description !== RATE_LIMITED.description) return answer;
  const retry = answer.headers?.["Retry-After"];
  return {
    ...answer,
    description: texts.rateLimited,
    ...(retry === undefined
      ? {}
      : { headers: { ...answer.headers, "Retry-After": { ...retry, description: texts.retryAfter } } }),
  };
};

const operation = (texts: OpenApiTexts, op: Operation): Operation => {
  const own = texts.operations[op.operationId];
  return {
    ...op,
    summary: own?.summary ?? op.summary,
    ...(op.description === undefined ? {} : { description: own?.description ?? op.description }),
    parameters: op.parameters.map((p) =>
      p.description === undefined
        ? p
        : { ...p, description: parameterText(texts, op.operationId, p.name) ?? p.description },
    ),
    responses: Object.fromEntries(
      Object.entries(op.responses).map(([status, answer]) => [status, response(texts, status, answer)]),
    ),
  };
};

/** The tags in the order the calls first name them (Redoc's order without a list), each named. */
const tagList = (texts: OpenApiTexts, operations: readonly Operation[]) =>
  [...new Set(operations.flatMap((op) => op.tags))].map((name) => ({
    name,
    "x-displayName": texts.tags[name] ?? name,
  }));

/** The document in a language: English as written, zh and ru from their tables. */
export const localizeOpenApi = (doc: OpenApiDocument, language: OpenApiLanguage): LocalizedOpenApi => {
  if (language === "en") return doc;
  const texts = OPENAPI_TEXTS[language];
  const paths = Object.fromEntries(
    Object.entries(doc.paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, op]) => [method, operation(texts, op as Operation)]),
      ),
    ]),
  );
  const operations = Object.values(paths).flatMap((item) => Object.values(item));
  const { apiKey } = doc.components.securitySchemes;
  return {
    openapi: doc.openapi,
    info: doc.info,
    servers: doc.servers,
    tags: tagList(texts, operations),
    paths,
    components: {
      ...doc.components,
      securitySchemes: {
        ...doc.components.securitySchemes,
        apiKey: {
          ...apiKey,
          description: apiKey.description === API_KEY_DESCRIPTION ? texts.apiKey : apiKey.description,
        },
      },
    },
  };
};
