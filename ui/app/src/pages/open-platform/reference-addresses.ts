// Where the open platform finds the reference and the OpenAPI document in the console's language
// (D349): the provider answers `?lang=` with the document's texts in that language.
import { API_REFERENCE_DOCUMENT, type Locale, OPENAPI_DOCUMENT_PATH } from "@portolan/core";

/** The framed reference document, told which language to render. */
export const referenceDocumentAddress = (locale: Locale): string =>
  `${API_REFERENCE_DOCUMENT}?lang=${locale}`;

/** The OpenAPI document in a language: what the reference renders and the download link saves. */
export const openApiDocumentAddress = (locale: Locale): string => `${OPENAPI_DOCUMENT_PATH}?lang=${locale}`;
