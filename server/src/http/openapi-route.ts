// The provider's OpenAPI document (issue 31 items 8 and 14, D349), in the language asked by `?lang=`:
// zh, en or ru; without it, English, the document as it always was. The language is a parameter, not
// Accept-Language, so that the open platform's frame and its download link get the console's language
// and a saved link gives the same file. Any other value is refused (10001 naming `lang`), never guessed.
import {
  isOpenApiLanguage,
  localizeOpenApi,
  OPENAPI_LANGUAGES,
  type OpenApiDocument,
} from "@portolan/contracts";
import { ERROR_CODES, OPENAPI_DOCUMENT_PATH } from "@portolan/core";
import type { Hono } from "hono";
import { failureResponse } from "./failure-response.ts";
import { failure } from "./reply.ts";

export const mountOpenApiDocument = (hono: Hono, english: OpenApiDocument): void => {
  // Written once at start: the endpoints do not change while the provider runs.
  const documents = Object.fromEntries(
    OPENAPI_LANGUAGES.map((lang) => [lang, localizeOpenApi(english, lang)]),
  );
  hono.get(OPENAPI_DOCUMENT_PATH, (c) => {
    const lang = c.req.query("lang") ?? "en";
    if (!isOpenApiLanguage(lang))
      return failureResponse(
        c,
        failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters", {
          params: { field: "lang", allowed: OPENAPI_LANGUAGES.join(", ") },
        }),
      );
    return c.json(documents[lang]);
  });
};
