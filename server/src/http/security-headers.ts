// Security headers on every response: a Content-Security-Policy that allows no inline script but the
// built UI's own (by hash: the public site's boot script), nosniff, a strict referrer policy and no
// framing by other sites; and HSTS when the product is served over https.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { API_REFERENCE_DOCUMENT, INLINE_SCRIPT_HASHES_FILE } from "@portolan/core";
import type { MiddlewareHandler } from "hono";

const HASH = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/**
 * The policy, with the inline scripts allowed by hash (anything not shaped like a hash is ignored).
 * `reference`: the open platform's API reference document (D335), whose renderer (Redoc) writes its
 * styles into style elements and which the console frames; still no script but this origin's and no
 * other origin at all.
 */
export const contentSecurityPolicy = (
  scriptHashes: readonly string[] = [],
  options: { readonly reference?: boolean } = {},
): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.filter((h) => HASH.test(h)).map((h) => `'${h}'`)].join(" "),
    options.reference === true ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    options.reference === true ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join("; ");

/** The hashes the UI build wrote beside its pages; none when there is no build (or it is unreadable). */
export const readInlineScriptHashes = (uiDir: string): string[] => {
  try {
    const list: unknown = JSON.parse(readFileSync(join(uiDir, INLINE_SCRIPT_HASHES_FILE), "utf8"));
    return Array.isArray(list) ? list.filter((h): h is string => typeof h === "string") : [];
  } catch {
    return [];
  }
};

/** A year, subdomains included: once a browser has seen the https origin it never tries plain http. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** The headers of a response: the reference document's, or every other's. */
const headersOf = (policy: string, frameOptions: string, https: boolean): [string, string][] => [
  ...(https ? ([["Strict-Transport-Security", STRICT_TRANSPORT_SECURITY]] as [string, string][]) : []),
  ["Content-Security-Policy", policy],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", frameOptions],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
];

/**
 * `publicOrigin`: HSTS is sent only when it is https (over plain http a browser ignores it anyway).
 * The headers are set before the handler runs, so the response it builds through the context carries
 * them from the start: set afterwards, each would make Hono copy the finished response, body and all
 * (a quarter of a page's time under load, issue 32, D353). A handler that returns a Response of its
 * own did not take them: they are set on it after.
 */
export const securityHeaders = (
  scriptHashes: readonly string[] = [],
  publicOrigin = "",
): MiddlewareHandler => {
  const https = publicOrigin.toLowerCase().startsWith("https://");
  const policy = contentSecurityPolicy(scriptHashes);
  const referencePolicy = contentSecurityPolicy(scriptHashes, { reference: true });
  const common = headersOf(policy, "DENY", https);
  const reference = headersOf(referencePolicy, "SAMEORIGIN", https);
  return async (c, next) => {
    const isReference = c.req.path === API_REFERENCE_DOCUMENT;
    const headers = isReference ? reference : common;
    for (const [name, value] of headers) c.header(name, value);
    await next();
    if (c.res.headers.get("Content-Security-Policy") !== (isReference ? referencePolicy : policy))
      for (const [name, value] of headers) c.header(name, value);
  };
};
