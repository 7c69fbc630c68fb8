import { describe, expect, it } from 'vitest';
import {
  chooseAllFrom,
  chooseLowest,
  levelingSummary,
  levelQuotes,
  type LevelingInputLine,
} from './quote-leveling';

const line = (id: number, over: Partial<LevelingInputLine> = {}): LevelingInputLine => ({
  id,
  company_material_id: null,
  description: `Item ${id % 10}`,
  quantity: '2',
  unit_name: 'ea',
  unit_cost: '10',
  extended_cost: '20',
  ext_cost_with_tax: '22',
  vendor_response: [],
  vendor_note: null,
  ...over,
});

describe('levelQuotes', () => {
  const rows = levelQuotes([
    {
      order_id: 1,
      received: true,
      lines: [
        line(11),
        line(12, {
          ext_cost_with_tax: '30',
          vendor_response: ['SUBSTITUTION'],
          vendor_note: 'LED',
        }),
      ],
    },
    {
      order_id: 2,
      received: true,
      lines: [
        line(21, { ext_cost_with_tax: '25' }),
        line(22, { vendor_response: ['DO_NOT_CARRY'] }),
      ],
    },
    { order_id: 3, received: false, lines: [line(31), line(32)] },
  ]);

  it('matches the lines across the quotes by material and marks the lowest price', () => {
    expect(rows.map((r) => r.description)).toEqual(['Item 1', 'Item 2']);
    expect(rows[0]!.cells.map((c) => c.lowest)).toEqual([true, false, false]);
    expect(rows[0]!.cells.map((c) => c.order_material_id)).toEqual([11, 21, 31]);
  });

  it('shows substitutions and tells why a vendor cannot be chosen', () => {
    expect(rows[1]!.cells[0]!.substitute_description).toBe('LED');
    expect(rows[1]!.cells.map((c) => c.missing)).toEqual([null, 'DO_NOT_CARRY', 'AWAITING_QUOTE']);
    // The only vendor who priced the line is its lowest.
    expect(rows[1]!.cells[0]!.lowest).toBe(true);
  });

  it('marks a line absent from a quote as not on it, and keeps the same material asked twice apart', () => {
    const two = levelQuotes([
      { order_id: 1, received: true, lines: [line(1), line(11)] },
      { order_id: 2, received: true, lines: [line(2, { description: 'Item 1' })] },
    ]);
    expect(two).toHaveLength(2);
    expect(two[1]!.cells.map((c) => c.missing)).toEqual([null, 'NOT_ON_QUOTE']);
  });

  it('sums a choice: totals and savings against the highest quote of each chosen line', () => {
    const lowest = chooseLowest(rows);
    expect(lowest).toEqual({ [rows[0]!.key]: 1, [rows[1]!.key]: 1 });
    const summary = levelingSummary(rows, lowest);
    expect(summary).toMatchObject({ total: '52.000', highest: '55.000', savings: '3.000' });
    expect(summary.orders).toEqual([
      { order_id: 1, order_material_ids: [11, 12], total: '52.000', savings: '3.000' },
    ]);
    const fromTwo = levelingSummary(rows, chooseAllFrom(rows, 2));
    expect(fromTwo).toMatchObject({ total: '25.000', savings: '0.000' });
    expect(fromTwo.orders[0]!.order_material_ids).toEqual([21]);
  });
});
