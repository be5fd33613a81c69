// Hono's body limit, for the requests that may carry a body. On a GET or HEAD it would build the whole
// web Request only to find no body there (a twentieth of a page's time under load, issue 32, D353);
// such a request's body is never read (mount-endpoints reads a body only for an endpoint that has one).

import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

export const writeBodyLimit = (options: Parameters<typeof bodyLimit>[0]): MiddlewareHandler => {
  const limit = bodyLimit(options);
  return (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limit(c, next));
};
