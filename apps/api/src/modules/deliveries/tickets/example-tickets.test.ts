import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../../db/client';
import { matchTicketLines } from './match-ticket-lines';
import { shutdownOcr } from './ocr-worker';
import { readTicket } from './read-ticket';
import type { OrderLineForMatch, TicketLine, TicketMatch } from './ticket-types';

/**
 * The shipped example tickets (fixtures/, made by fixtures/make-fixtures.ts) read and matched
 * end to end against their orders. The hit rate is the share of order lines whose proposal is
 * right: the quantity the ticket lists for it, or none when the ticket does not list it.
 */
interface ExampleTicket {
  file: string;
  mime_type: string;
  ticket_lines: number;
  order_lines: OrderLineForMatch[];
  expected: { order_line_id: string; quantity: string | null }[];
}

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const EXAMPLES = fs
  .readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.expected.json'))
  .sort()
  .map((name) => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8')) as ExampleTicket);

/** Measured 55/56 (98.2 %, decision 0062); the floor leaves room for one more OCR slip, not two. */
const HIT_RATE_FLOOR = 0.96;
/** Text PDFs carry no OCR doubt: every line must be right. */
const TEXT_PDF_HIT_RATE = 1;

let handle: DatabaseHandle;
const results = new Map<string, { lines: TicketLine[]; match: TicketMatch; ms: number }>();

function hits(example: ExampleTicket, match: TicketMatch): number {
  return example.expected.filter((expected) => {
    const proposal = match.order_lines.find(
      (line) => line.order_line_id === expected.order_line_id,
    );
    return (proposal?.proposed_quantity ?? null) === expected.quantity;
  }).length;
}

function isTextPdf(example: ExampleTicket): boolean {
  return example.mime_type === 'application/pdf' && !example.file.includes('scan');
}

beforeAll(async () => {
  handle = connectDatabase(inject('databaseUrl'), 2);
  // One OCR worker for the whole file: the tickets are read one after another, as a server would.
  for (const example of EXAMPLES) {
    const started = performance.now();
    const bytes = fs.readFileSync(path.join(FIXTURES, example.file));
    const lines = await readTicket(bytes, example.mime_type);
    const match = await matchTicketLines(handle.db, lines, example.order_lines);
    results.set(example.file, { lines, match, ms: Math.round(performance.now() - started) });
  }
}, 180_000);

afterAll(async () => {
  await shutdownOcr();
  await handle.pool.end();
});

describe('example delivery tickets', () => {
  it('reads every example and proposes the listed quantity for nearly every order line', () => {
    let total = 0;
    let right = 0;
    const report: string[] = [];
    for (const example of EXAMPLES) {
      const { lines, match, ms } = results.get(example.file) as NonNullable<
        ReturnType<typeof results.get>
      >;
      const hit = hits(example, match);
      total += example.expected.length;
      right += hit;
      report.push(
        `${example.file}: ${hit}/${example.expected.length} lines right, ` +
          `${lines.length}/${example.ticket_lines} ticket lines read, ${ms} ms`,
      );
    }
    report.push(`hit rate: ${right}/${total} = ${((100 * right) / total).toFixed(1)}%`);
    console.log(report.join('\n'));
    expect(right / total).toBeGreaterThanOrEqual(HIT_RATE_FLOOR);
  });

  it('gets every line of the text PDFs right, and reads each of their item lines', () => {
    for (const example of EXAMPLES.filter(isTextPdf)) {
      const { lines, match } = results.get(example.file) as NonNullable<
        ReturnType<typeof results.get>
      >;
      expect(lines, example.file).toHaveLength(example.ticket_lines);
      expect(hits(example, match) / example.expected.length, example.file).toBe(TEXT_PDF_HIT_RATE);
    }
  });

  it('proposes nothing for an order line the ticket does not list', () => {
    for (const example of EXAMPLES) {
      const { match } = results.get(example.file) as NonNullable<ReturnType<typeof results.get>>;
      for (const expected of example.expected.filter((line) => line.quantity === null)) {
        const proposal = match.order_lines.find(
          (line) => line.order_line_id === expected.order_line_id,
        );
        expect(proposal, `${example.file} ${expected.order_line_id}`).toMatchObject({
          proposed_quantity: null,
          matched_by: null,
          ticket_line: null,
        });
      }
    }
  });

  it('leaves the freight line of the electrical ticket unmatched, for the receiver to see', () => {
    const { match } = results.get('electrical-supply.pdf') as NonNullable<
      ReturnType<typeof results.get>
    >;
    expect(match.unmatched_ticket_lines.map((line) => line.product_identifier)).toEqual([
      'FREIGHT',
    ]);
  });

  it('reads a partial shipment: shipped, ordered and back-ordered quantities', () => {
    const { lines } = results.get('plumbing-backorder.pdf') as NonNullable<
      ReturnType<typeof results.get>
    >;
    expect(lines.find((line) => line.product_identifier === 'SBK22222LF')).toMatchObject({
      quantity: '0',
      quantity_ordered: '40',
      quantity_backordered: '40',
      unit: 'EA',
    });
  });
});
