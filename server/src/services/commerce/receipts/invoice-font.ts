// The invoice's fonts (issue 29 item 12), from npm packages of Google's Noto fonts (SIL Open Font
// License): Noto Sans (@embedpdf/fonts-latin) draws Latin with its accents and Cyrillic; Noto Sans
// Hans (Noto Sans CJK SC in GB 2312, @embedpdf/fonts-sc) draws Chinese. So a buyer's name is printed
// as written. Only the glyphs an invoice uses are embedded: harfbuzz's hb-subset (subset-font) cuts
// them out (fontkit's own subsetting breaks CID-keyed CJK fonts), a few KB instead of 9 MB. The
// files are read from disk once, on the first invoice.
/// <reference path="./subset-font.d.ts" />
import { readFile } from "node:fs/promises";
import fontkit from "@pdf-lib/fontkit";
import subsetFont from "subset-font";

/** The packages export only their index; the fonts sit beside it, in fonts/. */
const fontUrl = (pkg: string, file: string): URL => new URL(`../fonts/${file}`, import.meta.resolve(pkg));

const FILES = {
  "latin-regular": ["@embedpdf/fonts-latin", "NotoSans-Regular.ttf"],
  "latin-bold": ["@embedpdf/fonts-latin", "NotoSans-Bold.ttf"],
  "cjk-regular": ["@embedpdf/fonts-sc", "NotoSansHans-Regular.otf"],
  "cjk-bold": ["@embedpdf/fonts-sc", "NotoSansHans-Bold.otf"],
} as const;

export type InvoiceFace = keyof typeof FILES;

export const faceOf = (latin: boolean, bold: boolean): InvoiceFace =>
  `${latin ? "latin" : "cjk"}-${bold ? "bold" : "regular"}`;

const files = new Map<InvoiceFace, Promise<Buffer>>();
const fileOf = (face: InvoiceFace): Promise<Buffer> => {
  const [pkg, file] = FILES[face];
  const known = files.get(face) ?? readFile(fontUrl(pkg, file));
  files.set(face, known);
  // A failed read is tried again on the next invoice.
  known.catch(() => files.delete(face));
  return known;
};

/** Whether the Latin font has a glyph (else the CJK font draws it). */
let latinCoverage: Promise<(codePoint: number) => boolean> | undefined;
export const latinHas = (): Promise<(codePoint: number) => boolean> => {
  latinCoverage ??= fileOf("latin-regular").then((bytes) => {
    const font = fontkit.create(bytes);
    return (codePoint: number) => font.hasGlyphForCodePoint(codePoint);
  });
  latinCoverage.catch(() => {
    latinCoverage = undefined;
  });
  return latinCoverage;
};

/** The face cut down to the glyphs of `text` (an OpenType font of a few KB). */
export const subsetFace = async (face: InvoiceFace, text: string): Promise<Uint8Array> =>
  new Uint8Array(await subsetFont(await fileOf(face), text, { targetFormat: "sfnt" }));
