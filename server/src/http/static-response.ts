// A file of the built UI as a response: the coding the client accepts (D351), its ETag, and 304 when
// the client already has those bytes. HEAD is answered by Hono from the same response, body dropped.

import type { Context } from "hono";
import { chooseCoding } from "./accept-encoding.ts";
import { type StaticFile, staticFileOf } from "./static-files.ts";

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export const matchesEtag = (header: string | undefined, etag: string): boolean => {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
};

export const sendStatic = (c: Context, file: StaticFile, status: 200 | 404, cache: string): Response => {
  const coding = file.compressible ? chooseCoding(c.req.header("accept-encoding"), file.codings) : "identity";
  const variant = file.variants[coding] ?? file.variants.identity;
  const headers: Record<string, string> = { "content-type": file.type, "cache-control": cache };
  // Every text file has several forms: a cache keeps the one asked for per Accept-Encoding.
  if (file.compressible) headers.vary = "Accept-Encoding";
  if (coding !== "identity") headers["content-encoding"] = coding;
  if (status === 200) {
    headers.etag = variant.etag;
    if (matchesEtag(c.req.header("if-none-match"), variant.etag)) return c.body(null, 304, headers);
  }
  headers["content-length"] = String(variant.body.byteLength);
  return c.body(variant.body, status, headers);
};

/**
 * A page whose text is written per request (a template page with its own address): compressed for
 * this response only and never kept, so memory does not grow with the addresses asked.
 */
export const sendWritten = (c: Context, path: string, text: string, cache: string): Response => {
  const accepted = chooseCoding(c.req.header("accept-encoding"), ["br", "gzip"]);
  const file = staticFileOf(path, Buffer.from(text, "utf8"), () => undefined, accepted);
  return sendStatic(c, file, 200, cache);
};
