// Prerenders every public route in every language (core's prerenderPaths) to HTML, plus the 404 page
// of each language, sitemap.xml and robots.txt. Reads the client manifest to give each page its
// stylesheet and to preload its own chunk. Run after `vite build` and the SSR build.

import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  BUILD_ORIGIN_FILE,
  INLINE_SCRIPT_HASHES_FILE,
  LOCALES,
  prerenderPaths,
  SITE_ROUTES,
  segmentOfLocale,
} from "@portolan/core";
import { clientOutDir, ssrOutDir } from "../../scripts/out-dirs.ts";
import type { PageFilesTable } from "../src/app/page-files-table.ts";
import { KEPT_META_NAME, PAGE_FILES_META_NAME, PAGE_META_NAME, PRELOAD_META_NAME } from "../src/boot-meta.ts";
import type { LayoutKind } from "../src/pages/page-module.ts";

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

const dist = clientOutDir();
const origin = (process.env.PORTOLAN_PUBLIC_ORIGIN ?? "http://localhost:8080").replace(/\/+$/, "");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
const BOOT_ENTRY = "src/boot.ts";
const PUBLIC_ENTRY = "src/entry-client.tsx";
/** The frame's parts hydrated after the page (deferred-chrome.tsx): their stylesheets paint with it. */
const CHROME_PARTS = "src/layout/chrome-parts.ts";
/** Page files (pages/page-files.ts, "./zh/home.tsx") are manifest keys under this folder. */
const PAGES_PREFIX = "src/pages/";
const { render } = (await import(
  pathToFileURL(join(ssrOutDir(), "entry-server.js")).href
)) as typeof import("../src/entry-server.tsx");

/**
 * A chunk and everything it imports statically (the files a page needs on first load), each after
 * the chunks it imports: the order in which they evaluate, the entry last.
 */
const closure = (key: string, seen = new Set<string>(), order = new Set<string>()): Set<string> => {
  if (seen.has(key) || manifest[key] === undefined) return order;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen, order);
  order.add(key);
  return order;
};

/**
 * The boot script, inline: the first paint then waits for no script request at all (Lighthouse
 * counted the boot file's request into the simulated LCP). The provider's CSP allows it by hash.
 */
const bootScript = (): { readonly tag: string; readonly hash: string } => {
  const code = readFileSync(join(dist, manifest[BOOT_ENTRY]?.file ?? "missing-boot"), "utf8").trim();
  if (/<\/script|<!--/i.test(code)) throw new Error("prerender: the boot script cannot be inlined as it is");
  const hash = `sha256-${createHash("sha256").update(code).digest("base64")}`;
  return { tag: `<script type="module">${code}</script>`, hash };
};

/**
 * The page-files table of link prefetch (app/page-files-table.ts): for each page, its chunks and
 * stylesheets beyond the public entry's (which every public page has loaded), and those of the
 * modules any client-side navigation imports. Content-hashed, so cached like the other assets.
 */
const NAVIGATION_MODULES = ["src/pages/registry.ts", "src/app/head-links.ts"];
const pageFilesTable = (): string => {
  const loaded = closure(PUBLIC_ENTRY);
  const filesOf = (keys: readonly string[]) => {
    const needed = [...new Set(keys.flatMap((k) => [...closure(k)]))].filter((k) => !loaded.has(k));
    const js = needed.map((k) => manifest[k]?.file ?? "");
    const css = needed.flatMap((k) => manifest[k]?.css ?? []);
    return [...new Set([...js, ...css])].filter(Boolean).map((f) => `/${f}`);
  };
  const pages = Object.fromEntries(
    Object.keys(manifest)
      // Page modules only (one folder per language, and the shared pages), not the registry or tables.
      .filter((k) => /^src\/pages\/(zh|en|ru|shared)\/[^/]+\.tsx$/.test(k))
      .map((k) => [`./${k.slice(PAGES_PREFIX.length)}`, filesOf([k])]),
  );
  const table: PageFilesTable = { navigation: filesOf(NAVIGATION_MODULES), pages };
  const json = `${JSON.stringify(table)}\n`;
  const file = `assets/page-files-table-${createHash("sha256").update(json).digest("hex").slice(0, 10)}.json`;
  write(join(dist, file), json);
  return `/${file}`;
};

/** `kept`: the layout of a page kept as prerendered, which loads no module of its own, only its stylesheets. */
const tagsFor = (pageFile: string | undefined, kept?: LayoutKind): string => {
  const pageKey = pageFile && `${PAGES_PREFIX}${pageFile.replace(/^\.\//, "")}`;
  const entryKeys = closure(PUBLIC_ENTRY);
  const keys = new Set([...entryKeys, ...(pageKey ? closure(pageKey) : [])]);
  const styled = new Set([...keys, ...closure(CHROME_PARTS)]);
  const css = [...new Set([...styled].flatMap((k) => manifest[k]?.css ?? []))];
  const files = [...(kept ? entryKeys : keys)].map((k) => manifest[k]?.file ?? "").filter(Boolean);
  const entryFile = manifest[PUBLIC_ENTRY]?.file ?? "";
  // The page paints from HTML and CSS; boot.ts fetches the app after the first frame, with these
  // files preloaded then (what the entry imports, in evaluation order, and the entry last).
  return [
    ...css.map((href) => `<link rel="stylesheet" href="/${href}">`),
    ...(kept
      ? [`<meta name="${KEPT_META_NAME}" content="${kept}">`]
      : pageKey && manifest[pageKey]
        ? [`<meta name="${PAGE_META_NAME}" content="/${manifest[pageKey]?.file}">`]
        : []),
    `<meta name="${PAGE_FILES_META_NAME}" content="${pageFilesUrl}">`,
    `<meta name="${PRELOAD_META_NAME}" content="${[...files.filter((f) => f !== entryFile), entryFile].map((f) => `/${f}`).join(" ")}">`,
    boot.tag,
  ].join("\n    ");
};

const page = (r: Awaited<ReturnType<typeof render>>): string => `<!doctype html>
<html lang="${r.lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${r.head}
    ${tagsFor(r.pageFile, r.keepable ? r.layout : undefined)}
  </head>
  <body>
    <div id="root">${r.html}</div>
  </body>
</html>
`;

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

const boot = bootScript();
write(join(dist, INLINE_SCRIPT_HASHES_FILE), `${JSON.stringify([boot.hash])}\n`);
write(join(dist, BUILD_ORIGIN_FILE), origin);
const pageFilesUrl = pageFilesTable();
const paths = prerenderPaths();
let kept = 0;
for (const path of paths) {
  const rendered = await render(path, origin);
  if (rendered.status !== 200) throw new Error(`prerender: ${path} did not match a page`);
  write(join(dist, `${path}.html`), page(rendered));
  if (rendered.keepable) kept++;
}
// Routes with a parameter (the payment page) get one template, `[id]` in the file name; the server
// serves it for every value and the page reads the value in the browser.
for (const route of SITE_ROUTES) {
  for (const path of Object.values(route.paths)) {
    if (!path.includes(":")) continue;
    const rendered = await render(path.replace(/:(\w+)/g, "_"), origin);
    write(join(dist, `${path.replace(/:(\w+)/g, "[$1]")}.html`), page(rendered));
  }
}
for (const locale of LOCALES) {
  const segment = segmentOfLocale(locale);
  write(join(dist, segment, "404.html"), page(await render(`/${segment}/__not-found__`, origin)));
}
write(
  join(dist, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((p) => `  <url><loc>${origin}${p}</loc></url>`)
    .join("\n")}\n</urlset>\n`,
);
write(join(dist, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: /dev/\nSitemap: ${origin}/sitemap.xml\n`);
write(
  join(dist, "favicon.svg"),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#0b5394"/><path d="M16 5l4 11-4 11-4-11z" fill="#fff"/></svg>\n`,
);
rmSync(ssrOutDir(), { recursive: true, force: true });
console.log(
  `prerender: ${paths.length} pages (${kept} kept as prerendered), ${LOCALES.length} not-found pages, sitemap.xml, robots.txt`,
);
