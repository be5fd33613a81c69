// The one call that answers a file, not the JSON envelope (issue 13): a paid order's invoice as a PDF,
// for its own signed-in account only. GET; 404 with the envelope for anything else.
export const INVOICE_PATH_PREFIX = "/console/account/invoice/";

export const invoicePath = (orderId: string): string =>
  `${INVOICE_PATH_PREFIX}${encodeURIComponent(orderId)}`;
