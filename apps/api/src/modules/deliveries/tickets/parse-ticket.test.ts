import { describe, expect, it } from 'vitest';
import { parseTicket } from './parse-ticket';
import { identifierKey, parseTicketQuantity } from './ticket-values';
import type { TextRow, TicketPage } from './ticket-types';

/** A row typed as a fixed-width line: every character is 10 units wide, as a monospace print. */
function row(text: string): TextRow {
  const words = [...text.matchAll(/\S+/g)].map((match) => ({
    text: match[0],
    left: (match.index ?? 0) * 10,
    right: ((match.index ?? 0) + match[0].length) * 10,
  }));
  return { words };
}

function page(...lines: string[]): TicketPage {
  return { rows: lines.map(row) };
}

describe('quantities as OCR reads them', () => {
  it.each([
    ['2,500', '2500'],
    ['12.00', '12'],
    ['2.5', '2.5'],
    ['1O', '10'],
    ['l2', '12'],
    ['S0', '50'],
    ['20]', '20'],
    ['|15', '15'],
    ['1,200.50', '1200.5'],
  ])('%s is %s', (cell, quantity) => {
    expect(parseTicketQuantity(cell)).toBe(quantity);
  });

  it.each(['', 'EA', '-', '12-4', '1,20'])('%j is no quantity', (cell) => {
    expect(parseTicketQuantity(cell)).toBeNull();
  });

  it('compares identifiers without separators, case or O/0 and I/L/1 slips', () => {
    expect(identifierKey('SPF-2408')).toBe(identifierKey('spf 24O8'));
    expect(identifierKey('LVL-1811')).toBe(identifierKey('1V11811'));
    expect(identifierKey(null)).toBe('');
  });
});

describe('parseTicket', () => {
  it('reads the item table under its header and prefers the shipped quantity', () => {
    const lines = parseTicket([
      page(
        'CASCADE LUMBER              DELIVERY TICKET',
        'SOLD TO: SUMMIT RIDGE       SHIP TO: JOBSITE',
        'LN ITEM #   DESCRIPTION              UOM  ORDERED SHIPPED  B/O',
        ' 1 SPF2408  2X4-8 SPF STUD            PC      240     200   40',
        ' 2 DF2612   2X6-12 DF #2&BTR          PC       48      48',
        'TOTAL PIECES: 248',
        'RECEIVED BY: ____',
      ),
    ]);
    expect(lines).toEqual([
      {
        line_number: 1,
        product_identifier: 'SPF2408',
        description: '2X4-8 SPF STUD',
        quantity: '200',
        quantity_ordered: '240',
        quantity_backordered: '40',
        unit: 'PC',
      },
      {
        line_number: 2,
        product_identifier: 'DF2612',
        description: '2X6-12 DF #2&BTR',
        quantity: '48',
        quantity_ordered: '48',
        quantity_backordered: null,
        unit: 'PC',
      },
    ]);
  });

  it('reads two-line headers, quantities first, and a blank shipped cell as nothing shipped', () => {
    const lines = parseTicket([
      page(
        'QTY QTY  QTY UM PRODUCT     DESCRIPTION',
        'ORD SHIP B/O    CODE',
        ' 40       40 EA SBK2222     1/2 SHARKBITE BALL VALVE',
        '200  150  50 EA UPNQ477     1/2 PROPEX ELBOW',
      ),
    ]);
    expect(lines.map((line) => [line.product_identifier, line.quantity])).toEqual([
      ['SBK2222', '0'],
      ['UPNQ477', '150'],
    ]);
  });

  it('joins a wrapped description and skips OCR specks between rows', () => {
    const lines = parseTicket([
      page(
        'LINE CATALOG NUMBER  DESCRIPTION             SHIP QTY UNIT',
        '1    THHN12BLK       THHN 12 AWG STR BLACK      2,5OO FT',
        '                     MFR: SOUTHWIRE 2297',
        '  |        ;',
        '2    EMT12           1/2 EMT CONDUIT 10         1,000 FT',
      ),
    ]);
    expect(lines.map((line) => [line.description, line.quantity])).toEqual([
      ['THHN 12 AWG STR BLACK MFR: SOUTHWIRE 2297', '2500'],
      ['1/2 EMT CONDUIT 10', '1000'],
    ]);
  });

  it('infers the columns of titles OCR spoilt from what their cells hold', () => {
    const lines = parseTicket([
      page(
        'frm       DESCRIPTION               qr    Qi   um',
        '                                   oRD    HP',
        '2X4-10SPF 2X4 10 SPF STUD GRADE    160   150   PC',
        'GRK514    GRK R4 SCREWS 50CT        10     8   BOX',
      ),
    ]);
    expect(
      lines.map((line) => [line.product_identifier, line.quantity, line.quantity_ordered]),
    ).toEqual([
      ['2X4-10SPF', '150', '160'],
      ['GRK514', '8', '10'],
    ]);
  });

  it('finds nothing on a page without an item table', () => {
    expect(
      parseTicket([page('THANK YOU FOR YOUR BUSINESS', 'Terms: net 30 days 1.5% per month')]),
    ).toEqual([]);
  });
});
