// Serves the built UI from its folder: a route's prerendered page (`/cn/aboutus` -> cn/aboutus.html
// or cn/aboutus/index.html) or a static asset; nothing outside the folder is ever read.

import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import type { Context, Hono } from "hono";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The file a URL path names inside `root`, or undefined (also for any escape attempt). */
export const fileForPath = (root: string, urlPath: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return undefined;
  const base = normalize(join(root, decoded));
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  const trimmed = base.replace(/[/\\]+$/, "");
  return [base, `${trimmed}.html`, join(base, "index.html")].find(isFile);
};

export const serveUi = (app: Hono, uiDir: string): void => {
  const root = normalize(uiDir);
  const send = (c: Context, file: string, status: 200 | 404) => {
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    const cache = file.includes(`${sep}assets${sep}`) ? "public, max-age=31536000, immutable" : "no-cache";
    return c.body(readFileSync(file), status, { "content-type": type, "cache-control": cache });
  };
  app.get("*", (c) => {
    if (existsSync(root)) {
      const file = fileForPath(root, c.req.path);
      if (file) return send(c, file, 200);
      const notFound = join(root, "404.html");
      if (isFile(notFound)) return send(c, notFound, 404);
    }
    return c.json(
      { code: 404, msg: "This page could not be found", data: { messageId: "errors.page.notFound" } },
      404,
    );
  });
};
