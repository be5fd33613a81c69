// The one call of subset-font (harfbuzz's hb-subset in WebAssembly) the invoice uses; the package
// ships no types.
declare module "subset-font" {
  interface SubsetOptions {
    readonly targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
  }
  const subsetFont: (font: Uint8Array, text: string, options?: SubsetOptions) => Promise<Buffer>;
  export default subsetFont;
}
