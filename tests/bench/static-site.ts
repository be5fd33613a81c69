// The baseline of the Lighthouse benchmark: a page's prerendered HTML with every <script> and
// modulepreload removed (the same markup and stylesheets, no JavaScript), served by a tiny static
// server that takes every other file (stylesheets, icon) from the built UI.

import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize, sep } from "node:path";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
};

/** The HTML without any script: no <script> element, no modulepreload link. */
export const stripScripts = (html: string): string =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/gi, "");

export interface StaticSite {
  readonly origin: string;
  readonly stop: () => Promise<void>;
}

/** Serves `pages` (path -> stripped HTML, written to a temporary folder) and the files of `uiDir`. */
export const serveStaticPages = async (
  pages: ReadonlyMap<string, string>,
  uiDir: string,
): Promise<StaticSite> => {
  const folder = mkdtempSync(join(tmpdir(), "portolan-static-"));
  const files = new Map<string, string>();
  for (const [path, html] of pages) {
    const file = join(folder, `${path.replace(/\//g, "_")}.html`);
    writeFileSync(file, stripScripts(html));
    files.set(path, file);
  }
  const root = normalize(uiDir);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const asset = normalize(join(root, decodeURIComponent(path)));
    const file =
      files.get(path) ??
      (asset.startsWith(root + sep) && existsSync(asset) && statSync(asset).isFile() ? asset : undefined);
    if (file === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    stop: () =>
      new Promise((done) =>
        server.close(() => {
          rmSync(folder, { recursive: true, force: true });
          done();
        }),
      ),
  };
};
