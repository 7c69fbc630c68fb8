/**
 * The order's PDF made in the background (access-and-platform §4 "a purchase-order PDF or RFQ PDF
 * available message (order number, file url) on the user channel"; decision 0096). The spec gives
 * no texts for it; these are the product's own.
 */

/** An order with more lines than this asks for its PDF in the background (about 80 ms and up). */
export const BACKGROUND_PDF_MIN_LINES = 200;

export const usesBackgroundPdf = (lineCount: number): boolean =>
  lineCount > BACKGROUND_PDF_MIN_LINES;

/** How long the page waits for the PDF before saying it failed (the job's two tries fit). */
export const BACKGROUND_PDF_WAIT_SECONDS = 300;

export const ORDER_PDF_MESSAGES = {
  preparing: 'Preparing the PDF…',
  preparingDetail: 'This order is large. You can keep working; the link will appear here.',
  ready: 'The PDF is ready',
  download: (orderNumber: string) => `Download ${orderNumber} PDF`,
  failed: 'The PDF could not be prepared. Try again.',
} as const;
