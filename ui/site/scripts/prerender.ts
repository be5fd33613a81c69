// Prerenders every public route in every language (core's prerenderPaths) to HTML, each variant of a
// page chosen by its query (core's pageVariantsOf: countrydetail@US.html), the payment template, the
// 404 page of each language, sitemap.xml and robots.txt. Each page links its stylesheets (the islands
// entry's, its own, and its islands') and, once painted, loads one module script, which hydrates its
// islands. Run after `vite build` and the SSR build.

import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  BUILD_ORIGIN_FILE,
  INLINE_SCRIPT_HASHES_FILE,
  LOCALES,
  matchRoute,
  pageVariantsOf,
  prerenderPaths,
  SITE_ROUTES,
  segmentOfLocale,
  variantFilePath,
} from "@portolan/core";
import { clientOutDir, ssrOutDir } from "../../scripts/out-dirs.ts";
import { islandManifestKey } from "../src/islands/island-file.ts";

interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

const dist = clientOutDir();
const origin = (process.env.PORTOLAN_PUBLIC_ORIGIN ?? "http://localhost:8080").replace(/\/+$/, "");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
const ENTRY = "src/entry-islands.tsx";
/** Page files (pages/page-files.ts, "./zh/home.tsx") are manifest keys under this folder. */
const PAGES_PREFIX = "src/pages/";
const { render } = (await import(
  pathToFileURL(join(ssrOutDir(), "entry-server.js")).href
)) as typeof import("../src/entry-server.tsx");

/** A chunk and everything it imports statically, each after what it imports. */
const closure = (key: string, order = new Set<string>()): Set<string> => {
  if (order.has(key) || manifest[key] === undefined) return order;
  for (const child of manifest[key]?.imports ?? []) closure(child, order);
  order.add(key);
  return order;
};

/** The islands in a page's HTML (islands/define-island.tsx). */
const islandsIn = (html: string): string[] =>
  [...html.matchAll(/data-island="([a-z-]+)"/g)].map((m) => m[1] ?? "");

/**
 * The page's one script, started once the page has loaded and its first paint is on screen: a request
 * made before the largest paint delays it (Lighthouse's simulated LCP counts every request under way
 * by then), and nothing on a page needs script to be read. The paint entry is delivered only once the
 * frame is presented; requestAnimationFrame and a task came before it (the request went out some
 * 40 ms before the observed paint). After 3 s the script starts anyway: a browser without paint
 * timing, a page loaded in a background tab. Inline, so the CSP allows it by its hash; the same on
 * every page.
 */
const loader = (() => {
  const entry = `/${manifest[ENTRY]?.file ?? "missing-entry"}`;
  const code = `addEventListener("load",()=>{let s=()=>{s=()=>{};setTimeout(()=>import("${entry}"))};setTimeout(()=>s(),3e3);new PerformanceObserver(()=>s()).observe({type:"paint",buffered:!0})})`;
  return {
    tag: `<script type="module">${code}</script>`,
    hash: `sha256-${createHash("sha256").update(code).digest("base64")}`,
  };
})();

const tagsFor = (pageFile: string, html: string): string => {
  // Every stylesheet the page shows at once: the islands' too, so nothing restyles when they hydrate.
  const styled = [
    ...closure(ENTRY),
    ...closure(`${PAGES_PREFIX}${pageFile.replace(/^\.\//, "")}`),
    ...islandsIn(html).flatMap((name) => [...closure(islandManifestKey(manifest, name))]),
  ];
  const css = [...new Set(styled.flatMap((k) => manifest[k]?.css ?? []))];
  return [...css.map((href) => `<link rel="stylesheet" href="/${href}">`), loader.tag].join("\n    ");
};

const page = (r: Awaited<ReturnType<typeof render>>): string => `<!doctype html>
<html lang="${r.lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${r.head}
    ${tagsFor(r.pageFile, r.html)}
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

// The loader is the one inline script the provider's CSP allows.
write(join(dist, INLINE_SCRIPT_HASHES_FILE), `${JSON.stringify([loader.hash])}\n`);
write(join(dist, BUILD_ORIGIN_FILE), origin);
const paths = prerenderPaths();
const variants: string[] = [];
for (const path of paths) {
  const rendered = await render(path, origin);
  if (rendered.status !== 200) throw new Error(`prerender: ${path} did not match a page`);
  write(join(dist, `${path}.html`), page(rendered));
  const routeId = matchRoute(path)?.route.id ?? "";
  for (const variant of pageVariantsOf(routeId)) {
    write(
      join(dist, `${variantFilePath(path, variant)}.html`),
      page(await render(`${path}${variant.search}`, origin)),
    );
    variants.push(`${path}${variant.search}`);
  }
}
// Routes with a parameter (the payment page) get one template, `[id]` in the file name; the server
// serves it for every value and the page's island reads the value in the browser.
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
const escapeXml = (text: string) => text.replace(/&/g, "&amp;");
write(
  join(dist, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[
    ...paths,
    ...variants,
  ]
    .map((p) => `  <url><loc>${escapeXml(`${origin}${p}`)}</loc></url>`)
    .join("\n")}\n</urlset>\n`,
);
write(join(dist, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: /dev/\nSitemap: ${origin}/sitemap.xml\n`);
write(
  join(dist, "favicon.svg"),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#0b5394"/><path d="M16 5l4 11-4 11-4-11z" fill="#fff"/></svg>\n`,
);
rmSync(ssrOutDir(), { recursive: true, force: true });
console.log(
  `prerender: ${paths.length} pages, ${variants.length} variants by query, ${LOCALES.length} not-found pages, sitemap.xml, robots.txt`,
);
