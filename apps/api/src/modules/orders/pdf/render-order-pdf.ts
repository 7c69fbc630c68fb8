import PDFDocument from 'pdfkit';
import { lineColumns } from './order-pdf-columns';
import type { OrderPdfDocument, RenderOrderPdfOptions } from './order-pdf-document';
import { pdfDeliveryTotals, pdfOrderTotals, printsTotals } from './order-pdf-figures';
import {
  DOCUMENT_TITLES,
  drawFirstPageHeader,
  drawPageDecorations,
  numberText,
} from './order-pdf-header';
import {
  deliveryHeading,
  deliveryTitle,
  drawFlowingBlock,
  drawTextSection,
  drawTotals,
} from './order-pdf-sections';
import { drawLineTable, tableStartHeight } from './order-pdf-table';
import { PdfFlow } from './pdf-flow';
import { blockHeight } from './pdf-paragraphs';
import { CONTENT_WIDTH, FIRST_PAGE_TOP, PAGE, SIZE } from './pdf-style';

/**
 * The purchase order or request for quote of one order as a PDF (issue 15 "GET /order/:id.pdf"),
 * with pricing or without it (the `/order/:id/purchase_order_no_pricing` variant for a user
 * without can_view_costs, where no cost, price, tax value or total is written at all).
 */
export async function renderOrderPdf(
  doc: OrderPdfDocument,
  options: RenderOrderPdfOptions,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: PAGE.size,
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    autoFirstPage: false,
    // Page numbers need the page count, known only once every page is laid out.
    bufferPages: true,
    info: {
      // Metadata is written as UTF-16 by pdfkit: names keep every character there.
      Title: `${DOCUMENT_TITLES[doc.kind]} ${numberText(doc)}`,
      Author: doc.company.name,
      Subject: `${doc.project.name} - ${doc.vendor.name}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.addPage();
  const flow = new PdfFlow(pdf, FIRST_PAGE_TOP);
  drawFirstPageHeader(flow, doc);
  drawBody(flow, doc, options);
  drawPageDecorations(pdf, doc);
  pdf.end();
  return done;
}

function drawBody(flow: PdfFlow, doc: OrderPdfDocument, options: RenderOrderPdfOptions): void {
  const columns = lineColumns(doc, options.pricing);
  const count = doc.deliveries.length;
  const withTotals = options.pricing && printsTotals(doc);
  let first = 1;
  doc.deliveries.forEach((delivery, index) => {
    const heading = deliveryHeading(doc, delivery, index + 1);
    const table = {
      columns,
      lines: delivery.lines,
      first,
      continued: `${deliveryTitle(index + 1, count)} (continued)`,
    };
    // The heading goes with the column headers and the first line.
    flow.keep(blockHeight(flow.doc, heading, CONTENT_WIDTH) + tableStartHeight(flow, table) + 6);
    drawFlowingBlock(flow, heading, 6);
    drawLineTable(flow, table);
    if (withTotals && count > 1) {
      const total = `Delivery ${index + 1} Total`;
      drawTotals(flow, pdfDeliveryTotals(delivery, doc.tax_codes), { total });
    }
    flow.y += 10;
    first += delivery.lines.length;
  });
  if (withTotals) {
    // After several deliveries' own totals, the order's need a title to read as the sum of them.
    const title = count > 1 ? 'Order Totals' : undefined;
    drawTotals(flow, pdfOrderTotals(doc), { total: 'Grand Total', title });
  }
  drawTextSection(flow, 'Notes', doc.notes, SIZE.body);
  drawTextSection(flow, 'Terms and Conditions', doc.terms_and_conditions, SIZE.small + 0.5);
}
