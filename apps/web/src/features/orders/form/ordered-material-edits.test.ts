import { describe, expect, it } from 'vitest';
import { draftFromRecord } from './order-draft';
import { orderedMaterialEdits, withSavedText } from './ordered-material-edits';
import { deliveryRecord, lineRecord, orderRecord } from './order-form-test-api';

const placed = orderRecord({
  kind: 'ORDER',
  state: 'ORDERED',
  ordered_at: '2026-11-21T12:00:00.000Z',
  deliveries: [
    deliveryRecord({
      order_materials: [
        lineRecord({ company_material_id: 501, product_identifier: 'CP-12' }),
        lineRecord({ id: 32, position: 1, description: 'Sand' }),
      ],
    }),
  ],
});

/** The form after the person typed `description` on the first line (its link cleared, §4). */
function typed(record: typeof placed, description: string) {
  const draft = draftFromRecord(record);
  const [delivery] = draft.deliveries;
  const [first, ...rest] = delivery!.lines;
  return {
    ...draft,
    deliveries: [
      { ...delivery!, lines: [{ ...first!, description, company_material_id: null }, ...rest] },
    ],
  };
}

describe('orderedMaterialEdits', () => {
  it('finds a placed order’s linked line whose text changed, with the material it was', () => {
    const draft = typed(placed, 'Copper pipe 1/2" type L');
    const edits = orderedMaterialEdits(placed, draft);
    expect(edits).toEqual([
      {
        key: 'line-31',
        company_material_id: 501,
        description: 'Copper pipe 1/2" type L',
        product_identifier: 'CP-12',
        saved: { description: 'Copper pipe 1/2"', product_identifier: 'CP-12' },
      },
    ]);
    const back = withSavedText(draft, edits);
    expect(back.deliveries[0]!.lines[0]).toMatchObject({
      company_material_id: 501,
      description: 'Copper pipe 1/2"',
    });
    expect(back.deliveries[0]!.lines[1]!.company_material_id).toBeNull();
  });

  it('asks nothing before the order is placed, for an unlinked line, or for the same text', () => {
    const draftOrder = { ...placed, state: 'DRAFT' as const, ordered_at: null };
    expect(orderedMaterialEdits(draftOrder, typed(draftOrder, 'Other'))).toEqual([]);
    expect(orderedMaterialEdits(placed, typed(placed, ' Copper pipe 1/2" '))).toEqual([]);
    expect(orderedMaterialEdits(null, typed(placed, 'Other'))).toEqual([]);
    const sandTyped = draftFromRecord(placed);
    sandTyped.deliveries[0]!.lines[1]!.description = 'Sand, washed';
    expect(orderedMaterialEdits(placed, sandTyped)).toEqual([]);
  });
});
