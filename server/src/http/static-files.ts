// The built UI held in memory (issue 32, D351): every file read once when the provider starts, the
// public origin written into the pages once, each text file kept with its brotli and gzip forms and a
// strong ETag per form. The build writes `x.br` and `x.gz` beside each text file
// (ui/scripts/precompress.ts); a file the origin changes, or one without them, is compressed here,
// once. Nothing is read from disk after start: a new build is served after a restart.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { COMPRESSIBLE_EXTENSIONS } from "@portolan/core";
import type { ContentCoding } from "./accept-encoding.ts";
import { compressOnce, etagOf } from "./static-variant.ts";

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
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
  ".webmanifest": "application/manifest+json",
};

/** Text files, worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(COMPRESSIBLE_EXTENSIONS);

/** Files whose text names the public origin (pages' canonical and hreflang links, sitemap, robots). */
const ORIGIN_TYPES = new Set([".html", ".xml", ".txt"]);

/** The precompressed forms the build writes beside a file, by their suffix. */
const SUFFIXES = { br: ".br", gzip: ".gz" } as const;

export interface Variant {
  readonly body: Uint8Array<ArrayBuffer>;
  /** Strong, of these bytes: each coding of a file has its own. */
  readonly etag: string;
}

export interface StaticFile {
  readonly type: string;
  readonly compressible: boolean;
  /** The compressed forms it has, brotli first (the server's preference on a tie). */
  readonly codings: readonly ("br" | "gzip")[];
  readonly variants: Readonly<Partial<Record<ContentCoding, Variant>>> & { readonly identity: Variant };
}

export interface StaticFiles {
  /** The file at an absolute path inside the folder, as it was at start. */
  readonly get: (path: string) => StaticFile | undefined;
  /** Bytes held, every variant counted (the whole memory cost; it never grows after start). */
  readonly bytes: number;
  readonly count: number;
}

/** The text with the origin of the build replaced by the provider's own (no change when equal). */
export const withPublicOrigin = (text: string, buildOrigin: string, publicOrigin: string): string =>
  buildOrigin === "" || buildOrigin === publicOrigin ? text : text.replaceAll(buildOrigin, publicOrigin);

const filesUnder = (root: string): string[] => {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return []; // no build: every UI address answers "not found"
  }
};

/** A file's variants: its bytes, and its compressed forms (`only` the one named) where they are smaller. */
export const staticFileOf = (
  path: string,
  bytes: Uint8Array<ArrayBuffer>,
  prebuilt: (coding: "br" | "gzip") => Uint8Array<ArrayBuffer> | undefined,
  only?: ContentCoding,
): StaticFile => {
  const ext = extname(path);
  const compressible = COMPRESSIBLE.has(ext);
  const variants: Partial<Record<ContentCoding, Variant>> = {};
  const wanted = only === undefined ? (["br", "gzip"] as const) : only === "identity" ? [] : [only];
  if (compressible)
    for (const coding of wanted) {
      const body = prebuilt(coding) ?? compressOnce(bytes, coding);
      if (body.byteLength < bytes.byteLength) variants[coding] = { body, etag: etagOf(body) };
    }
  return {
    type: CONTENT_TYPES[ext] ?? "application/octet-stream",
    compressible,
    codings: (["br", "gzip"] as const).filter((coding) => variants[coding] !== undefined),
    variants: { ...variants, identity: { body: bytes, etag: etagOf(bytes) } },
  };
};

export interface LoadOptions {
  readonly buildOrigin: string;
  readonly publicOrigin: string;
}

export const loadStaticFiles = (root: string, options: LoadOptions): StaticFiles => {
  const all = filesUnder(root);
  const present = new Set(all);
  const files = new Map<string, StaticFile>();
  let bytes = 0;
  for (const path of all) {
    const ext = extname(path);
    // A precompressed form is a variant of its file, not a file of its own.
    if ((ext === ".br" || ext === ".gz") && present.has(path.slice(0, -ext.length))) continue;
    const raw = readFileSync(path);
    let body: Uint8Array<ArrayBuffer> = raw;
    if (ORIGIN_TYPES.has(ext)) {
      const text = raw.toString("utf8");
      const served = withPublicOrigin(text, options.buildOrigin, options.publicOrigin);
      if (served !== text) body = Buffer.from(served, "utf8");
    }
    // The build's forms are of the built bytes: a file changed at start is compressed again.
    const prebuilt = (coding: "br" | "gzip") => {
      const beside = path + SUFFIXES[coding];
      return body === raw && present.has(beside) && statSync(beside).isFile()
        ? readFileSync(beside)
        : undefined;
    };
    const file = staticFileOf(path, body, prebuilt);
    files.set(path, file);
    for (const variant of Object.values(file.variants)) bytes += variant.body.byteLength;
  }
  return { get: (path) => files.get(path), bytes, count: files.size };
};
