// Files the UI build writes for the provider to read (ui/scripts/prerender.ts writes, server reads).

/**
 * The CSP hashes (`sha256-…`) of the inline scripts of the prerendered pages, as a JSON array, at the
 * root of the built UI: the boot script is inline, so that the first paint waits for no script
 * request, and the Content-Security-Policy allows exactly it.
 */
export const INLINE_SCRIPT_HASHES_FILE = "inline-script-hashes.json";
