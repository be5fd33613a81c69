// CSRF protection for writes: a browser always sends Origin (and Sec-Fetch-Site) on a cross-site
// POST, so a POST whose Origin is neither the server's own host nor a configured origin, or that the
// browser marks cross-site, is refused before any handler runs. Calls without Origin (server-to-server, curl) carry no cookie
// of a victim's browser and pass.

import type { MiddlewareHandler } from "hono";

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

export const csrfGuard =
  (allowedOrigins: readonly string[]): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const allowed =
      origin === undefined || allowedOrigins.includes(origin) || hostOf(origin) === c.req.header("host");
    if (!allowed || site === "cross-site") {
      return c.json(
        { code: 403, msg: "Cross-site request refused", data: { messageId: "errors.http.status" } },
        403,
      );
    }
    return next();
  };
