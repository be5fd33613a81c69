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

/** `publicOrigin`: HSTS is sent only when it is https (over plain http a browser ignores it anyway). */
export const securityHeaders = (
  scriptHashes: readonly string[] = [],
  publicOrigin = "",
): MiddlewareHandler => {
  const policy = contentSecurityPolicy(scriptHashes);
  const referencePolicy = contentSecurityPolicy(scriptHashes, { reference: true });
  const https = publicOrigin.toLowerCase().startsWith("https://");
  return async (c, next) => {
    await next();
    const reference = c.req.path === API_REFERENCE_DOCUMENT;
    if (https) c.header("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    c.header("Content-Security-Policy", reference ? referencePolicy : policy);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("X-Frame-Options", reference ? "SAMEORIGIN" : "DENY");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  };
};
