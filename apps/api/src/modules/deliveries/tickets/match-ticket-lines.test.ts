import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../../db/client';
import { DESCRIPTION_MATCH_THRESHOLD, matchTicketLines } from './match-ticket-lines';
import type { OrderLineForMatch, TicketLine } from './ticket-types';

let handle: DatabaseHandle;
beforeAll(() => {
  handle = connectDatabase(inject('databaseUrl'), 2);
});
afterAll(async () => {
  await handle.pool.end();
});

function ticketLine(
  line_number: number,
  product_identifier: string | null,
  description: string,
  quantity: string,
  unit: string | null = 'EA',
): TicketLine {
  return {
    line_number,
    product_identifier,
    description,
    quantity,
    quantity_ordered: null,
    quantity_backordered: null,
    unit,
  };
}

function orderLine(
  id: string,
  product_identifier: string | null,
  description: string,
  unit = 'EA',
): OrderLineForMatch {
  return { id, product_identifier, description, quantity: '100', unit };
}

describe('matchTicketLines', () => {
  it('matches by identifier first, whatever the descriptions say', async () => {
    const result = await matchTicketLines(
      handle.db,
      [ticketLine(1, 'spf 24O8', 'SOMETHING ELSE ENTIRELY', '240', 'PC')],
      [orderLine('a', 'SPF-2408', '2x4x8 SPF stud')],
    );
    expect(result.order_lines).toEqual([
      {
        order_line_id: 'a',
        proposed_quantity: '240',
        confidence: 1,
        matched_by: 'product_identifier',
        ticket_line: expect.objectContaining({ line_number: 1 }),
        unit_differs: false,
      },
    ]);
    expect(result.unmatched_ticket_lines).toEqual([]);
  });

  it('tells look-alike lines apart by taking the most similar pair first, each line once', async () => {
    const result = await matchTicketLines(
      handle.db,
      [
        ticketLine(1, null, '3/4" UPONOR AQUAPEX WHITE 100\' COIL', '6', 'RL'),
        ticketLine(2, null, '1/2" UPONOR AQUAPEX WHITE 100\' COIL', '10', 'RL'),
      ],
      [
        orderLine('half', null, 'Uponor AquaPEX white 1/2" x 100 ft coil', 'ROLL'),
        orderLine('three-quarter', null, 'Uponor AquaPEX white 3/4" x 100 ft coil', 'ROLL'),
        orderLine('one-inch', null, 'Uponor AquaPEX white 1" x 100 ft coil', 'ROLL'),
      ],
    );
    const byId = Object.fromEntries(result.order_lines.map((line) => [line.order_line_id, line]));
    expect(byId.half).toMatchObject({ proposed_quantity: '10', matched_by: 'description' });
    expect(byId['three-quarter']).toMatchObject({
      proposed_quantity: '6',
      matched_by: 'description',
    });
    expect(byId['one-inch']).toMatchObject({
      proposed_quantity: null,
      confidence: 0,
      ticket_line: null,
    });
    expect(byId.half?.confidence).toBeGreaterThan(DESCRIPTION_MATCH_THRESHOLD);
    expect(byId.half?.unit_differs).toBe(false); // RL is a synonym of ROLL
  });

  it('proposes nothing below the threshold and returns the ticket lines that matched nothing', async () => {
    const freight = ticketLine(2, 'FREIGHT', 'DELIVERY CHARGE - JOBSITE', '1');
    const result = await matchTicketLines(
      handle.db,
      [ticketLine(1, 'QO120', 'SQUARE D QO 20A 1P BREAKER', '24'), freight],
      [
        orderLine('breaker', 'QO120', 'Square D 20 amp breaker'),
        orderLine('wire', null, 'THHN 12 AWG copper', 'FT'),
      ],
    );
    expect(result.order_lines.map((line) => line.proposed_quantity)).toEqual(['24', null]);
    expect(result.unmatched_ticket_lines).toEqual([freight]);
  });

  it('flags a unit that differs from the order line', async () => {
    const result = await matchTicketLines(
      handle.db,
      [ticketLine(1, 'EMT12', '1/2" EMT CONDUIT 10\'', '100', 'PC')],
      [orderLine('emt', 'EMT12', '1/2" EMT conduit', 'FT')],
    );
    expect(result.order_lines[0]?.unit_differs).toBe(true);
  });

  it('answers without a query when either side is empty', async () => {
    await expect(matchTicketLines(handle.db, [], [orderLine('a', null, 'x')])).resolves.toEqual({
      order_lines: [
        {
          order_line_id: 'a',
          proposed_quantity: null,
          confidence: 0,
          matched_by: null,
          ticket_line: null,
          unit_differs: false,
        },
      ],
      unmatched_ticket_lines: [],
    });
  });
});
