// Files the UI build writes for the provider to read (ui/site/scripts/prerender.ts writes, server reads).

/**
 * The CSP hashes (`sha256-…`) of the inline scripts of the prerendered pages, as a JSON array, at the
 * root of the built UI: the boot script is inline, so that the first paint waits for no script
 * request, and the Content-Security-Policy allows exactly it.
 */
export const INLINE_SCRIPT_HASHES_FILE = "inline-script-hashes.json";

/**
 * The public origin the pages were prerendered with (canonical, hreflang, sitemap, robots.txt), as
 * plain text at the root of the built UI: the provider writes its own PORTOLAN_PUBLIC_ORIGIN in its
 * place when it serves them, so one build serves any address.
 */
export const BUILD_ORIGIN_FILE = "build-origin.txt";

/**
 * The open platform's API reference (D335): a document of the console's build that Redoc renders
 * the OpenAPI document in, framed by /open-platform. The only document whose policy allows inline
 * style elements (Redoc's), and which this origin may frame.
 */
export const API_REFERENCE_DOCUMENT = "/api-reference.html";

/** Where the provider serves its OpenAPI document: what the reference renders and a customer downloads. */
export const OPENAPI_DOCUMENT_PATH = "/api/openapi.json";

/**
 * The shared PO catalogue of each language, from the repository's root (`{locale}`: zh, en or ru):
 * where Lingui's extraction writes core's message ids with their translations (ui/lingui.config.ts),
 * and where the provider reads its envelope's zh and ru texts from (D340). The files are in git.
 */
export const SHARED_PO_CATALOGUE = "ui/kit/src/locales/{locale}.po";

/**
 * The built UI's text files (by extension): the build writes a brotli `x.br` and a gzip `x.gz` beside
 * each (ui/scripts/precompress.ts), and the provider sends one as the client accepts (D351). Images
 * and fonts are compressed already.
 */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = [
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
];
