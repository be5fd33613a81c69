// The invoice of a paid order as a PDF (issue 13 "Receipts"; decision D165; issue 29 item 12, D289):
// seller, buyer, package, term, amount, currency, payment method, paid date, in the language the
// order was placed in, with a font that draws Latin, Cyrillic and Chinese (invoice-font.ts), so every
// name is printed as written. pdf-lib, a widely used pure-JavaScript PDF writer, draws it, with
// fontkit to embed the subset of the font the invoice uses.
import fontkit from "@pdf-lib/fontkit";
import { isoDateOf, type Locale, type PackageTierId } from "@portolan/core";
import { PDFDocument, type PDFFont, rgb } from "pdf-lib";
import { fontRuns } from "./font-runs.ts";
import { faceOf, type InvoiceFace, latinHas, subsetFace } from "./invoice-font.ts";
import { INVOICE_WORDS, type InvoicePaidBy } from "./invoice-words.ts";

export interface InvoiceFacts {
  readonly invoiceNumber: string;
  readonly orderId: string;
  readonly issuedAt: number;
  readonly seller: string;
  readonly buyerName: string;
  readonly buyerAccount: string;
  readonly buyerEmail: string;
  readonly tierId: PackageTierId;
  readonly term: { readonly startsAt: number; readonly expiresAt: number };
  readonly amount: string;
  readonly currency: string;
  readonly paidBy: InvoicePaidBy;
  readonly paidAt: number;
  readonly locale: Locale;
}

/** One line of text: control characters and runs of spaces tidied, every letter kept. */
export const printable = (text: string): string =>
  text
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The invoice's number: the year it was paid and the order's number (unique, never reused). */
export const invoiceNumberOf = (orderId: string, paidAt: number): string =>
  `PTL-${isoDateOf(paidAt).slice(0, 4)}-${orderId}`;

interface Line {
  readonly text: string;
  readonly size: number;
  readonly bold: boolean;
  /** Space before the line, in points. */
  readonly gap: number;
}

/** The invoice's lines, top to bottom, in its language. */
const linesOf = (f: InvoiceFacts): Line[] => {
  const w = INVOICE_WORDS[f.locale];
  const field = (label: string, value: string) => `${label}${w.colon}${value}`;
  const lines: Line[] = [];
  let gap = 0;
  const line = (text: string, size = 11, bold = false) => {
    if (printable(text) !== "") lines.push({ text: printable(text), size, bold, gap });
    gap = 0;
  };
  const space = (points: number) => {
    gap += points;
  };
  line(w.title, 22, true);
  space(6);
  line(field(w.number, f.invoiceNumber));
  line(field(w.issued, isoDateOf(f.issuedAt)));
  line(field(w.order, f.orderId));
  space(10);
  line(w.seller, 12, true);
  line(f.seller);
  space(10);
  line(w.buyer, 12, true);
  line(f.buyerName);
  line(field(w.account, f.buyerAccount));
  line(field(w.email, f.buyerEmail));
  space(10);
  line(w.item, 12, true);
  line(w.itemLine(w.tiers[f.tierId]));
  line(w.term(isoDateOf(f.term.startsAt), isoDateOf(f.term.expiresAt)));
  space(10);
  line(field(w.amount, `${f.amount} ${f.currency}`), 14, true);
  line(w.paidBy(w.methods[f.paidBy], isoDateOf(f.paidAt)));
  space(20);
  line(w.closing, 9);
  return lines;
};

export const invoicePdf = async (f: InvoiceFacts): Promise<Uint8Array> => {
  const w = INVOICE_WORDS[f.locale];
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${w.document} ${f.invoiceNumber}`);
  pdf.setLanguage({ zh: "zh-CN", en: "en", ru: "ru" }[f.locale]);
  pdf.setCreator("Portolan");
  const covered = await latinHas();
  const lines = linesOf(f).map((l) => ({
    ...l,
    runs: fontRuns(l.text, covered).map((r) => ({ ...r, face: faceOf(r.first, l.bold) })),
  }));
  // Each face is embedded once, cut down to the characters the invoice draws with it.
  const textOf = new Map<InvoiceFace, string>();
  for (const run of lines.flatMap((l) => l.runs))
    textOf.set(run.face, (textOf.get(run.face) ?? "") + run.text);
  const fonts = new Map<InvoiceFace, PDFFont>();
  for (const [face, text] of textOf)
    fonts.set(face, await pdf.embedFont(await subsetFace(face, text), { subset: false }));
  const page = pdf.addPage([595.28, 841.89]);
  const ink = rgb(0.07, 0.1, 0.2);
  let y = 780;
  for (const l of lines) {
    y -= l.gap;
    let x = 56;
    for (const run of l.runs) {
      const font = fonts.get(run.face);
      if (font === undefined) continue;
      page.drawText(run.text, { x, y, size: l.size, font, color: ink });
      x += font.widthOfTextAtSize(run.text, l.size);
    }
    y -= l.size + 9;
  }
  return pdf.save({ useObjectStreams: false });
};
