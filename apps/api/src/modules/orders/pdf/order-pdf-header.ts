import { orderBadge, orderNumberLabel } from '@laydown/domain';
import { addressLines, addressOneLine, contactLines } from './order-pdf-address';
import type { OrderPdfDocument, OrderPdfKind } from './order-pdf-document';
import { formatPdfDate } from './order-pdf-figures';
import { PdfFlow } from './pdf-flow';
import { drawBlock, paragraphs, type Doc, type Paragraph } from './pdf-paragraphs';
import {
  COLOR,
  CONTENT_RIGHT,
  CONTENT_WIDTH,
  FIRST_PAGE_TOP,
  FONT,
  FOOTER_Y,
  PAGE,
  RUNNING_HEADER_Y,
  SIZE,
} from './pdf-style';

/** The first page's header, the running header of the pages after it, and every page's footer. */

export const DOCUMENT_TITLES: Record<OrderPdfKind, string> = {
  ORDER: 'Purchase Order',
  RFQ: 'Request for Quote',
};

/** §4 'PO Number: 1042' or 'Ref Number: 1042', by the order's state. */
export function numberText(doc: OrderPdfDocument): string {
  return `${orderNumberLabel(doc.state)}: ${doc.number}`;
}

const META_WIDTH = 230;
const BOX_GAP = 16;

function rule(pdf: Doc, y: number): void {
  pdf
    .moveTo(PAGE.left, y)
    .lineTo(CONTENT_RIGHT, y)
    .lineWidth(0.75)
    .strokeColor(COLOR.rule)
    .stroke();
}

function metaLines(doc: OrderPdfDocument): Paragraph[] {
  const right = { align: 'right' as const };
  const created = formatPdfDate(doc.created_at, doc.time_zone);
  const expiry = formatPdfDate(doc.quote_expires_at, doc.time_zone);
  return [
    ...paragraphs([DOCUMENT_TITLES[doc.kind]], { ...right, font: FONT.bold, size: SIZE.title }),
    ...paragraphs([numberText(doc)], { ...right, font: FONT.bold, size: 10 }),
    ...paragraphs(
      [
        created && `Date: ${created}`,
        `Status: ${orderBadge(doc)}`,
        expiry && `Quote Expiry: ${expiry}`,
      ],
      right,
    ),
  ];
}

function companyLines(doc: OrderPdfDocument): Paragraph[] {
  return [
    ...paragraphs([doc.company.name], { font: FONT.bold, size: SIZE.company }),
    ...paragraphs(addressLines(doc.company.address), { color: COLOR.muted }),
  ];
}

const boxLabel = (label: string) =>
  paragraphs([label.toUpperCase()], { font: FONT.bold, size: SIZE.label, color: COLOR.muted });

function vendorBox(doc: OrderPdfDocument): Paragraph[] {
  const contacts = (doc.vendor.contacts ?? []).flatMap((contact) => [
    ...paragraphs(contactLines(contact).slice(0, 1), { size: 8.5, font: FONT.bold }),
    ...paragraphs(contactLines(contact).slice(1), { size: 8.5 }),
  ]);
  return [
    ...boxLabel('Vendor'),
    ...paragraphs([doc.vendor.name], { font: FONT.bold }),
    ...paragraphs(addressLines(doc.vendor.address)),
    ...contacts,
  ];
}

function shipToBox(doc: OrderPdfDocument): Paragraph[] {
  const [only, ...others] = doc.deliveries;
  if (!only || others.length > 0) {
    const count = doc.deliveries.length;
    return [
      ...boxLabel('Ship To'),
      ...paragraphs([count === 0 ? 'No delivery' : `${count} deliveries, see each below`]),
    ];
  }
  if (only.is_pick_up) {
    return [...boxLabel('Pick Up'), ...paragraphs([addressOneLine(only.address) ?? 'Pick up'])];
  }
  const address = addressLines(only.address);
  return [
    ...boxLabel('Ship To'),
    ...paragraphs(address.length > 0 ? address : ['Address to be confirmed']),
    ...paragraphs([only.address_to && `Attn: ${only.address_to}`]),
  ];
}

function projectBox(doc: OrderPdfDocument): Paragraph[] {
  return [
    ...boxLabel('Project'),
    ...paragraphs([doc.project.name], { font: FONT.bold }),
    ...paragraphs([doc.project.project_id && `Project ID: ${doc.project.project_id}`]),
    ...paragraphs([doc.name && `Order: ${doc.name}`]),
  ];
}

/** Company and document on top, then the vendor, ship-to and project side by side. */
export function drawFirstPageHeader(flow: PdfFlow, doc: OrderPdfDocument): void {
  const pdf = flow.doc;
  const metaX = CONTENT_RIGHT - META_WIDTH;
  const companyWidth = CONTENT_WIDTH - META_WIDTH - BOX_GAP;
  const companyBottom = drawBlock(pdf, companyLines(doc), PAGE.left, FIRST_PAGE_TOP, companyWidth);
  const metaBottom = drawBlock(pdf, metaLines(doc), metaX, FIRST_PAGE_TOP, META_WIDTH);
  const ruleY = Math.max(companyBottom, metaBottom) + 10;
  rule(pdf, ruleY);

  const boxes = [vendorBox(doc), shipToBox(doc), projectBox(doc)];
  const boxWidth = (CONTENT_WIDTH - 2 * BOX_GAP) / boxes.length;
  const top = ruleY + 10;
  const bottoms = boxes.map((box, i) =>
    drawBlock(pdf, box, PAGE.left + i * (boxWidth + BOX_GAP), top, boxWidth),
  );
  flow.y = Math.max(...bottoms) + 16;
}

/** Each page after the first repeats who and what; every page says 'Page N of M'. */
export function drawPageDecorations(pdf: Doc, doc: OrderPdfDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  const left = paragraphs([doc.company.name], { font: FONT.bold, size: 8.5 });
  const right = paragraphs([`${DOCUMENT_TITLES[doc.kind]} · ${numberText(doc)}`], {
    size: 8.5,
    align: 'right',
  });
  const footerLeft = paragraphs([`${DOCUMENT_TITLES[doc.kind]} · ${numberText(doc)}`], {
    size: SIZE.small,
    color: COLOR.muted,
  });
  for (let index = 0; index < count; index += 1) {
    pdf.switchToPage(start + index);
    if (index > 0) {
      drawBlock(pdf, left, PAGE.left, RUNNING_HEADER_Y, CONTENT_WIDTH / 2);
      drawBlock(pdf, right, PAGE.left + CONTENT_WIDTH / 2, RUNNING_HEADER_Y, CONTENT_WIDTH / 2);
      rule(pdf, RUNNING_HEADER_Y + 16);
    }
    rule(pdf, FOOTER_Y - 6);
    drawBlock(pdf, footerLeft, PAGE.left, FOOTER_Y, CONTENT_WIDTH / 2);
    const page = paragraphs([`Page ${index + 1} of ${count}`], {
      size: SIZE.small,
      color: COLOR.muted,
      align: 'right',
    });
    drawBlock(pdf, page, PAGE.left + CONTENT_WIDTH / 2, FOOTER_Y, CONTENT_WIDTH / 2);
  }
}
