// The OpenAPI document's words in another language (issue 31 item 14, D349): one table per language,
// keyed as the English is made (an operation by its operationId, a parameter by its name, a call's
// own parameter text by operationId and name, as parameter-docs.ts keys them). What a table lacks
// stays English; the test says which calls may not lack anything.

/** The languages the document is written in besides English (the product's three: spec §4). */
export const OPENAPI_LANGUAGES = ["zh", "en", "ru"] as const;
export type OpenApiLanguage = (typeof OPENAPI_LANGUAGES)[number];
export type TranslatedLanguage = Exclude<OpenApiLanguage, "en">;

export const isOpenApiLanguage = (value: unknown): value is OpenApiLanguage =>
  typeof value === "string" && (OPENAPI_LANGUAGES as readonly string[]).includes(value);

export interface OperationText {
  readonly summary: string;
  readonly description?: string;
}

export interface OpenApiTexts {
  /** Each tag's name as a reader sees it (Redoc's x-displayName). */
  readonly tags: Readonly<Record<string, string>>;
  readonly operations: Readonly<Record<string, OperationText>>;
  /** The query parameters' texts by name (parameter-docs.ts's QUERY_PARAMETER_DOCS). */
  readonly parameters: Readonly<Record<string, string>>;
  /** A call's own text of a parameter (parameter-docs.ts's OPERATION_DOCS). */
  readonly operationParameters: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The success answer's description, the rate limit's, its Retry-After header's, the API key's. */
  readonly envelope: string;
  readonly rateLimited: string;
  readonly retryAfter: string;
  readonly apiKey: string;
}

/** A parameter's text in a language: the call's own, else the name's. */
export const parameterText = (texts: OpenApiTexts, operationId: string, name: string): string | undefined =>
  texts.operationParameters[operationId]?.[name] ?? texts.parameters[name];
