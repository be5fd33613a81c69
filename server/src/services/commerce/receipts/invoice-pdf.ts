// The invoice of a paid order as a PDF (issue 13 "Receipts"; decision D165): seller, buyer,
// package, term, amount, currency, payment method, paid date. In English, as invoices in US dollars
// for buyers in many countries usually are; text outside the standard PDF fonts' Latin-1 (a name in
// Chinese or Russian) is left out rather than printed as broken glyphs: the buyer is named by account
// and email as well. pdf-lib, a widely used pure-JavaScript PDF writer, draws it.
import { isoDateOf, type PackageTierId } from "@portolan/core";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

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
  readonly paidBy: string;
  readonly paidAt: number;
}

const TIER_NAMES: Readonly<Record<PackageTierId, string>> = {
  PRO: "PRO",
  GLOBAL: "Global",
  PLUS: "Plus",
  LUXURY: "Luxury",
  DELUXE: "Deluxe",
};

/** Keeps what the standard fonts can draw (printable Latin-1); the rest is dropped, spaces tidied. */
export const printable = (text: string): string =>
  text
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The invoice's number: the year it was paid and the order's number (unique, never reused). */
export const invoiceNumberOf = (orderId: string, paidAt: number): string =>
  `PTL-${isoDateOf(paidAt).slice(0, 4)}-${orderId}`;

export const invoicePdf = async (f: InvoiceFacts): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${f.invoiceNumber}`);
  pdf.setCreator("Portolan");
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.07, 0.1, 0.2);
  let y = 780;
  const line = (text: string, size = 11, font = regular) => {
    page.drawText(printable(text), { x: 56, y, size, font, color: ink });
    y -= size + 9;
  };
  line("INVOICE", 22, bold);
  y -= 6;
  line(`Invoice number: ${f.invoiceNumber}`);
  line(`Date of issue: ${isoDateOf(f.issuedAt)}`);
  line(`Order: ${f.orderId}`);
  y -= 10;
  line("Seller", 12, bold);
  line(f.seller);
  y -= 10;
  line("Buyer", 12, bold);
  const name = printable(f.buyerName);
  if (name !== "") line(name);
  line(`Account: ${f.buyerAccount}`);
  line(`Email: ${f.buyerEmail}`);
  y -= 10;
  line("Item", 12, bold);
  line(`${TIER_NAMES[f.tierId]} data package, 1 year`);
  line(`Term: ${isoDateOf(f.term.startsAt)} to ${isoDateOf(f.term.expiresAt)}`);
  y -= 10;
  line(`Amount: ${f.amount} ${f.currency}`, 14, bold);
  line(`Paid by: ${f.paidBy}, on ${isoDateOf(f.paidAt)}`);
  y -= 20;
  line("Billed in full at contract start. Thank you for your business.", 9);
  return pdf.save({ useObjectStreams: false });
};
