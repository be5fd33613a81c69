// application/x-www-form-urlencoded, written and read exactly as the WHATWG URL standard does
// (the same text as `new URLSearchParams(fields).toString()`), without needing the DOM or Node.

/** Lone UTF-16 surrogates cannot be percent-encoded; the standard turns them into U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with each lone surrogate replaced by U+FFFD, so that it can be percent-encoded. */
export const toWellFormed = (text: string): string => text.replace(LONE_SURROGATE, "\uFFFD");

/** encodeURIComponent leaves !'()~ alone; the form serializer escapes them and writes space as +. */
const encodePart = (text: string): string =>
  encodeURIComponent(toWellFormed(text))
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");

/** Percent-decoding that never fails: a malformed escape stays as written (as the standard does). */
const decodePart = (text: string): string => {
  const spaced = text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
};

/** Writes flat fields as a form body, in the order of the record's keys. */
export const serializeFormFields = (fields: Readonly<Record<string, string>>): string =>
  Object.entries(fields)
    .map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`)
    .join("&");

/**
 * Reads a form body (or a query string without its "?") into flat fields. Empty pieces are skipped;
 * a name without "=" has the empty value; when a name repeats, the first value wins (as
 * `URLSearchParams.get` does).
 */
export const parseFormFields = (body: string): Record<string, string> => {
  const fields = new Map<string, string>();
  for (const piece of body.split("&")) {
    if (piece === "") continue;
    const eq = piece.indexOf("=");
    const name = decodePart(eq === -1 ? piece : piece.slice(0, eq));
    const value = eq === -1 ? "" : decodePart(piece.slice(eq + 1));
    if (!fields.has(name)) fields.set(name, value);
  }
  return Object.fromEntries(fields);
};
