import { orderTotals } from '@laydown/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from './order-pdf-figures';
import type { OrderPdfDocument } from './order-pdf-document';
import { pdfPageTexts, squeeze } from './pdf-text-for-tests';
import { renderOrderPdf } from './render-order-pdf';
import { largePurchaseOrder, pricedLine, samplePurchaseOrder } from './sample-order-documents';

async function pages(doc: OrderPdfDocument, pricing = true): Promise<string[]> {
  return (await pdfPageTexts(await renderOrderPdf(doc, { pricing }))).map(squeeze);
}

const COLUMN_HEADERS = '# Description Cost Code Qty Unit Tax Code Unit Cost Tax Ext. Cost';

describe('a purchase order of 500 lines', () => {
  const po = largePurchaseOrder(500);
  let text: string[];
  beforeAll(async () => {
    text = await pages(po);
  });

  it('takes 14 pages: 26 one-line rows under the first page header, 39 on each page after it', () => {
    // A one-line row is 16.25 pt (8 pt Helvetica, its gap, 3 pt padding above and below); a page
    // after the first has 676 pt for its caption, column headers and rows: 39 rows.
    const perPage = text.map((page) => (page.match(/fastener assortment/g) ?? []).length);
    expect(perPage).toEqual([26, ...Array<number>(12).fill(39), 6]);
    expect(text).toHaveLength(14);
  });

  it('repeats the column headers and the running header on every page, and numbers them all', () => {
    text.forEach((page, i) => {
      expect(page).toContain(COLUMN_HEADERS);
      expect(page).toContain(`Page ${i + 1} of 14`);
      if (i > 0) {
        expect(page.startsWith('Delivery (continued)')).toBe(true);
        expect(page).toContain('Northwind Builders LLC Purchase Order · PO Number: 1042-P-7');
      }
    });
  });

  it('prints every line once, in order', () => {
    const numbers = text.flatMap((page) =>
      [...page.matchAll(/(\d+) Item (\d+) fastener assortment/g)].map((m) => {
        expect(m[1]).toBe(m[2]);
        return Number(m[1]);
      }),
    );
    expect(numbers).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  });

  it('ends with the Grand Total the domain computes', () => {
    const totals = orderTotals(
      po.deliveries.map((d) => ({ ...d, order_materials: d.lines })),
      { tax_codes: true },
    );
    expect(text.at(-1)).toContain(`Grand Total ${formatMoney(totals.total, 3)}`);
    expect(totals.total).toBe('69583.890');
  });
});

describe('long texts', () => {
  const words = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(4, '0')}`);

  function withLine(line: Parameters<typeof pricedLine>[0]): OrderPdfDocument {
    const po = samplePurchaseOrder();
    const [first] = po.deliveries;
    if (!first) throw new Error('the sample order has a delivery');
    return { ...po, deliveries: [{ ...first, lines: [...first.lines, pricedLine(line)] }] };
  }

  it('wraps a 500-character description inside its cell', async () => {
    const description = words('part', 55).join(' ').slice(0, 500);
    const all = (await pages(withLine({ description, quantity: '3', unit_cost: '2' }))).join(' ');
    expect(all).toContain(`5 ${description} 3 EA $2.00 $6.00`);
  });

  it('carries a line note longer than a page over to the next pages without losing a word', async () => {
    const note = words('word', 1500);
    const text = await pages(
      withLine({ description: 'Spec sheet', quantity: '1', unit_cost: '1', note: note.join(' ') }),
    );
    expect(text.length).toBeGreaterThan(2);
    const found = text.join(' ').match(/word\d{4}/g) ?? [];
    expect(found).toEqual(note);
    // Every page the table reaches has its column headers; the last holds the totals.
    text.slice(0, -1).forEach((page) => expect(page).toContain(COLUMN_HEADERS));
    expect(text.at(-1)).toContain('Grand Total');
  });

  it('wraps a word too long for its column', async () => {
    const description = 'X'.repeat(400);
    const all = (await pages(withLine({ description, quantity: '1', unit_cost: '1' }))).join('');
    expect(all.replace(/\s/g, '')).toContain(description);
  });

  it('runs long terms and conditions over as many pages as they need', async () => {
    const terms = words('term', 3000);
    const text = await pages({ ...samplePurchaseOrder(), terms_and_conditions: terms.join(' ') });
    expect(text.length).toBeGreaterThan(3);
    expect(text.join(' ').match(/term\d{4}/g)).toEqual(terms);
    text.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${text.length}`));
  });
});

describe('a purchase order of one line', () => {
  it('is one page', async () => {
    const text = await pages(largePurchaseOrder(1));
    expect(text).toHaveLength(1);
    expect(text[0]).toContain(
      '1 Item 1 fastener assortment 05-0500 1 EA TX-STATE $1.25 $0.10 $1.25',
    );
    expect(text[0]).toContain('Page 1 of 1');
  });
});
