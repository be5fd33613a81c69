// Redoc's own labels in the console's language (issue 31 item 14, D348): the words its `labels`
// option covers (Redoc 2.5.4, src/services/Labels.ts), read from the open platform's catalogue by
// the framed reference document. What Redoc writes outside that option (a parameter group's
// "query Parameters", "required", "Request Body schema:", "Response Schema:", "Authorizations:",
// "Copy", "Expand all", a field's constraints) it cannot be told, and stays English.
//
// The frame reads the compiled catalogue itself rather than through Lingui's runtime: a module the
// frame shares with the console would be cut out of the console's first-load file into a chunk of
// its own (console-first-load.spec.ts); these labels have no placeholders, so their text is plain.
import type { MessageDescriptor, Messages } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const LABELS = {
  enum: msg({ message: "Enum", context: "API reference label" }),
  enumSingleValue: msg({ message: "Value", context: "API reference label" }),
  enumArray: msg({ message: "Items", context: "API reference label" }),
  default: msg({ message: "Default", context: "API reference label" }),
  deprecated: msg({ message: "Deprecated", context: "API reference label" }),
  example: msg({ message: "Example", context: "API reference label" }),
  examples: msg({ message: "Examples", context: "API reference label" }),
  recursive: msg({ message: "Recursive", context: "API reference label" }),
  webhook: msg({ message: "Event", context: "API reference label" }),
  const: msg({ message: "Value", context: "API reference label" }),
  noResultsFound: msg({ message: "No results found", context: "API reference label" }),
  download: msg({ message: "Download", context: "API reference label" }),
  downloadSpecification: msg({ message: "Download OpenAPI specification", context: "API reference label" }),
  responses: msg({ message: "Responses", context: "API reference label" }),
  callbackResponses: msg({ message: "Callback responses", context: "API reference label" }),
  requestSamples: msg({ message: "Request samples", context: "API reference label" }),
  responseSamples: msg({ message: "Response samples", context: "API reference label" }),
} as const satisfies Record<string, MessageDescriptor>;

// Redoc puts its "Array of " straight before the item type.
const ARRAY_OF = msg({ message: "Array of", context: "API reference label" });

export type RedocLabels = Partial<Record<keyof typeof LABELS | "arrayOf", string>>;

/** A compiled message without placeholders, as text: Lingui compiles "Enum" to ["Enum"]. */
const plainText = (messages: Messages, descriptor: MessageDescriptor): string | undefined => {
  const compiled: unknown = messages[descriptor.id];
  if (typeof compiled === "string") return compiled;
  return Array.isArray(compiled) && compiled.length > 0 && compiled.every((part) => typeof part === "string")
    ? compiled.join("")
    : undefined;
};

/** Redoc's `labels` option from a language's compiled catalogue; a label it lacks stays Redoc's own. */
export const redocLabels = (messages: Messages): RedocLabels => {
  const arrayOf = plainText(messages, ARRAY_OF);
  return {
    ...Object.fromEntries(
      Object.entries(LABELS).flatMap(([key, label]) => {
        const text = plainText(messages, label);
        return text === undefined ? [] : [[key, text]];
      }),
    ),
    ...(arrayOf === undefined ? {} : { arrayOf: `${arrayOf} ` }),
  };
};
