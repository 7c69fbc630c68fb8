import { orderTotals } from '@laydown/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderPdfDocument } from './order-pdf-document';
import { pdfInfo, pdfPageTexts, squeeze } from './pdf-text-for-tests';
import { renderOrderPdf } from './render-order-pdf';
import { pricedLine, samplePurchaseOrder, sampleRfq } from './sample-order-documents';

async function pages(doc: OrderPdfDocument, pricing: boolean): Promise<string[]> {
  const pdf = await renderOrderPdf(doc, { pricing });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (await pdfPageTexts(pdf)).map(squeeze);
}

/** The domain's totals of an order, straight from its deliveries (procurement-core §5). */
function domainTotals(doc: OrderPdfDocument) {
  return orderTotals(
    doc.deliveries.map((d) => ({ ...d, order_materials: d.lines })),
    { tax_codes: doc.tax_codes },
  );
}

describe('a purchase order with tax codes and delivery costs, with pricing', () => {
  const po = samplePurchaseOrder();
  let text: string[];
  let all: string;
  beforeAll(async () => {
    text = await pages(po, true);
    all = text.join(' ');
  });

  it('is titled Purchase Order with its PO Number, date and badge (§4 labels, §9 date cells)', () => {
    expect(text[0]).toContain('Northwind Builders LLC');
    expect(text[0]).toContain('Purchase Order PO Number: 1042-P-7 Date: 03/14/2025');
    expect(text[0]).toContain('Status: Order Confirmed');
    expect(all).not.toContain('Ref Number');
  });

  it('names the vendor and its contacts, the project, and each delivery with its address and date', () => {
    expect(text[0]).toContain('Zoë Ørsted (Zo) zoe@elektro.example +1 512 555 0188');
    expect(text[0]).toContain('Riverside Medical Office Project ID: P-7');
    expect(text[0]).toContain(
      'Delivery 1 of 2 Ship to: Riverside site, 455 River Rd, Austin, TX 78741',
    );
    expect(text[0]).toContain(
      'Requested delivery: 03/20/2025 Carrier: Vendor truck Attn: Sam Ortiz',
    );
    expect(text[0]).toContain('Instructions: Deliver to the north gate; forklift on site.');
    expect(text[0]).toContain('Delivery 2 of 2 Pick up from 88 Industrial Blvd, Round Rock, TX');
  });

  it('prints each line with its unit label, cost code, tax code and money as stored', () => {
    expect(all).toContain(
      '1 12/2 NM-B Romex cable, 250 ft coil Product ID: SW-12-2-250 26-0519 Phase 02 12 EA TX-STATE $94.37 $70.78 $1,132.44',
    );
    // §3 Unit: a multiplier other than 1 reads '100 LF'; §9 extended cost keeps its third decimal.
    expect(all).toContain('2 EMT conduit 3/4 in 26-0533 18 100 LF TX-STATE $61.125 $0.69 $11.003');
    expect(all).toContain('Note: Match the level 1 panels.');
    expect(all).toContain('4 Wire nuts, assorted (tax exempt) 26-0519 10 BOX $8.499 $84.99');
  });

  it('prints each delivery total and the Grand Total the domain computes', () => {
    expect(all).toContain(
      'Materials $2,054.233 Tax $123.08 Shipping $125.00 Discount -$40.50 Delivery 1 Total $2,261.813',
    );
    expect(all).toContain(
      'Materials $1,620.00 Tax $101.25 Other $15.00 Delivery 2 Total $1,736.25',
    );
    // 3,674.233 + 224.33 + 125 + 15 - 40.50, by hand and by the domain.
    expect(domainTotals(po).total).toBe('3998.063');
    expect(all).toContain(
      'Order Totals Materials $3,674.233 Tax $224.33 Shipping $125.00 Other $15.00 Discount -$40.50 Grand Total $3,998.063',
    );
  });

  it('ends with the notes and the terms and conditions', () => {
    expect(all).toContain('Notes Call the site superintendent 30 minutes before arrival');
    expect(all).toContain('Terms and Conditions Prices include delivery to the job site');
  });

  it('numbers every page as Page N of M', () => {
    expect(text.length).toBe(2);
    text.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${text.length}`));
  });
});

describe('the no-pricing purchase order (/order/:id/purchase_order_no_pricing)', () => {
  const po = samplePurchaseOrder();
  let all: string;
  beforeAll(async () => {
    all = (await pages(po, false)).join(' ');
  });

  it('still shows the lines, quantities, units, cost codes and tax codes', () => {
    expect(all).toContain('# Description Cost Code Qty Unit Tax Code');
    expect(all).toContain('2 EMT conduit 3/4 in 26-0533 18 100 LF TX-STATE');
  });

  it('contains no amount at all: no cost, price, tax value or total, not even as zero', () => {
    for (const word of [
      '$',
      'Unit Cost',
      'Ext. Cost',
      // 'Materials' alone is in the terms ('Materials must meet...'): the label has its amount.
      'Materials $',
      'Total',
      'Shipping',
      'Discount',
    ]) {
      expect(all).not.toContain(word);
    }
    expect(all).not.toMatch(/\d\.\d/);
    const amounts = po.deliveries.flatMap((d) => [
      ...d.lines.flatMap((l) => [l.unit_cost, l.extended_cost, l.tax_value]),
      d.shipping_value,
      d.discount_value,
      d.other_value,
    ]);
    for (const amount of amounts.filter((a): a is string => Boolean(a))) {
      expect(all).not.toContain(amount);
    }
  });
});

describe('a request for quote', () => {
  const rfq = sampleRfq();

  it('is titled Request for Quote with its Ref Number, quote expiry and badge, and no totals yet', async () => {
    const [first, ...more] = await pages(rfq, true);
    expect(more).toEqual([]);
    expect(first).toContain('Request for Quote Ref Number: Q-2207 Date: 03/14/2025');
    expect(first).toContain('Status: Quote Requested Quote Expiry: 03/21/2025');
    expect(first).toContain('1 4000 PSI ready-mix concrete 85 CY');
    expect(first).not.toContain('Total');
    expect(first).not.toContain('$');
    expect(first).toContain('Page 1 of 1');
  });

  it('prints the totals once the vendor has priced it', async () => {
    const [delivery] = rfq.deliveries;
    if (!delivery) throw new Error('the sample RFQ has a delivery');
    const lines = delivery.lines.map((line) =>
      pricedLine({ ...line, unit: line.unit ?? undefined, unit_cost: '10' }),
    );
    const quoted = {
      ...rfq,
      sub_state: 'QUOTED_RECEIVED' as const,
      deliveries: [{ ...delivery, lines }],
    };
    const all = (await pages(quoted, true)).join(' ');
    expect(all).toContain('Status: Quote Provided');
    expect(domainTotals(quoted).total).toBe('4250.000');
    expect(all).toContain('Grand Total $4,250.00');
  });
});

describe('what the document leaves out or replaces', () => {
  const bare: OrderPdfDocument = {
    kind: 'ORDER',
    state: 'DRAFT',
    sub_state: 'DRAFT_ORDER',
    number: '7',
    company: { name: 'Solo Co' },
    vendor: { name: 'Vendor 東京 Supply 👍' },
    project: { name: 'Łódź Tower' },
    created_at: '2025-01-02T12:00:00.000Z',
    tax_codes: false,
    deliveries: [
      { lines: [pricedLine({ description: 'One thing', quantity: '1', unit_cost: '5' })] },
      { lines: [] },
    ],
  };

  it('renders an order with only its required fields, a delivery without address and one without lines', async () => {
    const text = await pages(bare, true);
    const all = text.join(' ');
    expect(all).toContain('Purchase Order Ref Number: 7 Date: 01/02/2025 Status: Drafted');
    expect(all).toContain('Ship to: Address to be confirmed');
    expect(all).toContain('No materials on this delivery.');
    expect(all).toContain('Grand Total $5.00');
    for (const absent of [
      'Project ID',
      'Notes',
      'Terms and Conditions',
      'Instructions',
      'Carrier',
      'null',
      'undefined',
    ]) {
      expect(all).not.toContain(absent);
    }
    expect(text).toHaveLength(1);
  });

  it('shows letters the standard fonts lack as their plain Latin form, and other scripts as ?', async () => {
    const all = (await pages(bare, true)).join(' ');
    expect(all).toContain('Vendor ?? Supply ?');
    expect(all).toContain('Lódz Tower');
  });

  it('keeps every character of the names in the document information, which is not drawn', async () => {
    const info = await pdfInfo(await renderOrderPdf(bare, { pricing: true }));
    expect(info).toMatchObject({
      Title: 'Purchase Order Ref Number: 7',
      Author: 'Solo Co',
      Subject: 'Łódź Tower - Vendor 東京 Supply 👍',
    });
  });

  it('without the tax_codes flag, the delivery tax typed through Add Cost is the tax (§5)', async () => {
    const [delivery] = bare.deliveries;
    if (!delivery) throw new Error('the bare order has a delivery');
    const taxed = { ...bare, deliveries: [{ ...delivery, tax_value: '0.41' }] };
    const all = (await pages(taxed, true)).join(' ');
    expect(all).not.toContain('Tax Code');
    expect(all).toContain('Materials $5.00 Tax $0.41 Grand Total $5.41');
  });
});
