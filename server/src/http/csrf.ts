// CSRF protection for writes: a write is taken only from a page of the product itself. Its origin
// (scheme, host and port) must be the configured public origin, read from Origin, or from Referer
// when a client sends no Origin; a write with neither, or that the browser marks cross-site, is
// refused before any handler runs. The Host header proves nothing (an attacker's DNS can point any
// name here). Browsers send Origin on every fetch and form POST, so only hand-made calls lack it.

import type { MiddlewareHandler } from "hono";
import { failureResponse } from "./failure-response.ts";
import { failure } from "./reply.ts";

const FORBIDDEN = 403;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin of a URL as browsers serialise it, or undefined ("null", garbage, non-web schemes). */
export const originOf = (text: string | undefined): string | undefined => {
  if (text === undefined) return undefined;
  try {
    const { origin, protocol } = new URL(text);
    return protocol === "http:" || protocol === "https:" ? origin : undefined;
  } catch {
    return undefined;
  }
};

/** Whether a write with these headers comes from a page of `publicOrigin`. */
export const isSameOriginWrite = (
  publicOrigin: string,
  headers: {
    readonly origin: string | undefined;
    readonly referer: string | undefined;
    readonly secFetchSite: string | undefined;
  },
): boolean => {
  const own = originOf(publicOrigin);
  if (own === undefined || headers.secFetchSite === "cross-site") return false;
  const claimed = headers.origin !== undefined ? originOf(headers.origin) : originOf(headers.referer);
  return claimed === own;
};

/** `exemptPaths`: writes that authenticate themselves without a cookie (a signed webhook). */
export const csrfGuard =
  (publicOrigin: string, exemptPaths: readonly string[] = []): MiddlewareHandler =>
  async (c, next) => {
    if (READS.has(c.req.method) || exemptPaths.includes(c.req.path)) return next();
    const allowed = isSameOriginWrite(publicOrigin, {
      origin: c.req.header("origin"),
      referer: c.req.header("referer"),
      secFetchSite: c.req.header("sec-fetch-site"),
    });
    if (!allowed) return failureResponse(c, failure(FORBIDDEN, "errors.http.crossSite"), FORBIDDEN);
    return next();
  };
