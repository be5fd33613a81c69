// A build step for the open platform's API reference (D335): Redoc's standalone bundle shows the
// "API docs by Redocly" logo from cdn.redoc.ly, with no option to leave it out. The page's policy
// refuses that request (no other origin), which the browser reports as an error; here the one
// address in the copied bundle is replaced by a blank inline image, so the reference asks nothing
// of another origin. Nothing else of the bundle changes.

/** The part of a Vite plugin used here (ui/scripts does not see vite's types). */
interface BundleAsset {
  readonly type: string;
  readonly fileName: string;
  source?: string | Uint8Array;
}
interface BundleRewrite {
  readonly name: string;
  readonly apply: "build";
  readonly generateBundle: (options: unknown, bundle: Record<string, BundleAsset>) => void;
}

export const REDOC_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg";
/** A 1×1 transparent SVG: what stands where the logo was (img-src allows data:). */
export const BLANK_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

/** The bundle's text with every outside image address replaced (exported for its test). */
export const offlineRedoc = (code: string): string => code.split(REDOC_LOGO).join(BLANK_IMAGE);

export const redocOffline = (): BundleRewrite => ({
  name: "portolan-redoc-offline",
  apply: "build",
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== "asset" || !file.fileName.includes("redoc.standalone")) continue;
      if (file.source === undefined) continue;
      const text = typeof file.source === "string" ? file.source : new TextDecoder().decode(file.source);
      file.source = offlineRedoc(text);
    }
  },
});
