// A helper of the invoice tests (not used by the product): the text a PDF shows, read with Mozilla's
// PDF.js as a viewer or a screen reader would (through the fonts' ToUnicode maps), one line per line.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    let current = "";
    for (const item of content.items) {
      if (!("str" in item)) continue;
      current += item.str;
      if (item.hasEOL) {
        lines.push(current);
        current = "";
      }
    }
    if (current !== "") lines.push(current);
  }
  await doc.destroy();
  return lines.join("\n");
};
