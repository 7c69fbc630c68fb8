import { toDecimal, type OrderTotals } from '@laydown/domain';
import { addressOneLine } from './order-pdf-address';
import type { OrderPdfDelivery, OrderPdfDocument } from './order-pdf-document';
import { FIGURE_PRECISION, formatMoney, formatPdfDate } from './order-pdf-figures';
import { CELL_PADDING } from './order-pdf-table';
import { PdfFlow } from './pdf-flow';
import { blockHeight, drawBlock, paragraphs, splitBlock, type Paragraph } from './pdf-paragraphs';
import { COLOR, CONTENT_RIGHT, CONTENT_WIDTH, FONT, PAGE, SIZE } from './pdf-style';

/** The blocks around the line table: a delivery's heading, totals, notes, terms and conditions. */

export function deliveryTitle(position: number, count: number): string {
  return count === 1 ? 'Delivery' : `Delivery ${position} of ${count}`;
}

/**
 * A delivery's heading: where it goes (unless the header's Ship To already says it, with one
 * delivery), for whom, when it is wanted, the carrier and the instructions.
 */
export function deliveryHeading(
  doc: OrderPdfDocument,
  delivery: OrderPdfDelivery,
  position: number,
): Paragraph[] {
  const count = doc.deliveries.length;
  const where = delivery.is_pick_up
    ? `Pick up${addressOneLine(delivery.address) ? ` from ${addressOneLine(delivery.address)}` : ''}`
    : `Ship to: ${addressOneLine(delivery.address) ?? 'Address to be confirmed'}`;
  const requested = formatPdfDate(delivery.requested_delivered_at, doc.time_zone);
  const facts = [
    requested && `Requested delivery: ${requested}`,
    delivery.carrier && `Carrier: ${delivery.carrier}`,
    count > 1 && delivery.address_to ? `Attn: ${delivery.address_to}` : null,
  ].filter((fact): fact is string => typeof fact === 'string' && fact.trim() !== '');
  return [
    ...paragraphs([deliveryTitle(position, count)], { font: FONT.bold, size: 10 }),
    ...paragraphs([count > 1 || delivery.is_pick_up ? where : null], { size: 8.5 }),
    ...paragraphs([facts.join('     ')], { size: 8.5 }),
    ...paragraphs([delivery.instructions && `Instructions: ${delivery.instructions}`], {
      size: 8.5,
      font: FONT.italic,
    }),
  ];
}

/** Draws a block that may run over several pages (long instructions, notes, terms). */
export function drawFlowingBlock(flow: PdfFlow, block: readonly Paragraph[], gapAfter = 0): void {
  let pending: readonly Paragraph[] = block;
  while (pending.length > 0) {
    const height = blockHeight(flow.doc, pending, CONTENT_WIDTH);
    if (height <= flow.room()) {
      flow.y = drawBlock(flow.doc, pending, PAGE.left, flow.y, CONTENT_WIDTH);
      break;
    }
    const [fit, rest] = splitBlock(flow.doc, pending, CONTENT_WIDTH, flow.room());
    flow.y = drawBlock(flow.doc, fit, PAGE.left, flow.y, CONTENT_WIDTH);
    flow.newPage();
    pending = rest;
  }
  flow.y += gapAfter;
}

const TOTALS_WIDTH = 230;
const TOTALS_ROW = 13;

interface TotalRow {
  label: string;
  value: string;
  strong?: boolean;
}

/**
 * §5 "Order total = materials cost + tax + shipping + other - discount": materials and tax always,
 * the delivery costs when there are any, then the total.
 */
function totalRows(totals: OrderTotals, totalLabel: string): TotalRow[] {
  const present = (value: string) => !toDecimal(value).isZero();
  const rows: TotalRow[] = [
    { label: 'Materials', value: formatMoney(totals.materials, FIGURE_PRECISION.materials) },
    { label: 'Tax', value: formatMoney(totals.tax, FIGURE_PRECISION.tax) },
  ];
  if (present(totals.shipping)) {
    rows.push({ label: 'Shipping', value: formatMoney(totals.shipping, FIGURE_PRECISION.cost) });
  }
  if (present(totals.other)) {
    rows.push({ label: 'Other', value: formatMoney(totals.other, FIGURE_PRECISION.cost) });
  }
  if (present(totals.discount)) {
    const discount = formatMoney(totals.discount, FIGURE_PRECISION.cost);
    rows.push({ label: 'Discount', value: `-${discount}` });
  }
  rows.push({
    label: totalLabel,
    value: formatMoney(totals.total, FIGURE_PRECISION.grandTotal),
    strong: true,
  });
  return rows;
}

/** A right-hand block of labelled amounts, kept on one page, under its title when it has one. */
export function drawTotals(
  flow: PdfFlow,
  totals: OrderTotals,
  labels: { total: string; title?: string },
): void {
  const rows = totalRows(totals, labels.total);
  const titleHeight = labels.title ? TOTALS_ROW + 4 : 0;
  flow.keep(titleHeight + rows.length * TOTALS_ROW + 12);
  const { doc } = flow;
  const x = CONTENT_RIGHT - TOTALS_WIDTH;
  flow.y += 6;
  if (labels.title) {
    drawBlock(
      doc,
      paragraphs([labels.title], { font: FONT.bold, size: 10 }),
      x,
      flow.y,
      TOTALS_WIDTH,
    );
    flow.y += titleHeight;
  }
  for (const row of rows) {
    if (row.strong) {
      doc.moveTo(x, flow.y).lineTo(CONTENT_RIGHT, flow.y).lineWidth(0.75).strokeColor(COLOR.text);
      doc.stroke();
      flow.y += 3;
    }
    const font = row.strong ? FONT.bold : FONT.regular;
    const size = row.strong ? 10 : SIZE.body;
    const color = row.strong ? COLOR.text : COLOR.muted;
    drawBlock(doc, paragraphs([row.label], { font, size, color }), x, flow.y, TOTALS_WIDTH / 2);
    const value = paragraphs([row.value], { font, size, align: 'right' });
    // Amounts end where the table's Ext. Cost figures end (its cells' padding).
    drawBlock(doc, value, x + TOTALS_WIDTH / 2, flow.y, TOTALS_WIDTH / 2 - CELL_PADDING);
    flow.y += TOTALS_ROW;
  }
  flow.y += 8;
}

/** A titled section of free text (notes, terms and conditions); nothing when the text is blank. */
export function drawTextSection(
  flow: PdfFlow,
  title: string,
  text: string | null | undefined,
  size: number,
): void {
  const body = paragraphs([text], { size, color: COLOR.text });
  if (body.length === 0) return;
  const heading = paragraphs([title], { font: FONT.bold, size: 10 });
  // A heading never ends a page alone: it goes with the first lines of its text.
  flow.keep(blockHeight(flow.doc, heading, CONTENT_WIDTH) + 3 * size);
  flow.y += 4;
  flow.y = drawBlock(flow.doc, heading, PAGE.left, flow.y, CONTENT_WIDTH) + 3;
  drawFlowingBlock(flow, body, 10);
}
