import { describe, expect, it } from 'vitest';
import {
  VENDOR_RESPONSE_LABELS,
  changedUnitsRemovalProblem,
  vendorMayEditQuantityAndUnit,
  vendorResponseOptions,
} from './vendor-responses';

describe('vendor responses (procurement-core §4, §6, §8)', () => {
  it('offers Changed Price only when editing unit cost is not allowed there', () => {
    expect(vendorResponseOptions({ can_edit_unit_cost: true })).toEqual([
      'SUBSTITUTION',
      'DO_NOT_CARRY',
      'CHANGED_UNITS',
      'BACKORDERED',
      'OTHER',
      'DID_NOT_QUOTE',
    ]);
    expect(vendorResponseOptions({ can_edit_unit_cost: false }).at(-1)).toBe('CHANGED_PRICE');
    expect(VENDOR_RESPONSE_LABELS).toEqual({
      SUBSTITUTION: 'Substitution',
      DO_NOT_CARRY: 'Do Not Carry',
      CHANGED_UNITS: 'Changed Units',
      CHANGED_PRICE: 'Changed Price',
      BACKORDERED: 'Backordered',
      DID_NOT_QUOTE: 'Did not quote',
      OTHER: 'Other',
    });
  });

  it('Vendors may edit quantity and unit only when their response includes a unit change', () => {
    expect(vendorMayEditQuantityAndUnit(['SUBSTITUTION', 'CHANGED_UNITS'])).toBe(true);
    expect(vendorMayEditQuantityAndUnit(['CHANGED_PRICE'])).toBe(false);
  });

  it('Once a Changed Units response is saved it cannot be removed', () => {
    expect(changedUnitsRemovalProblem(['CHANGED_UNITS'], ['OTHER'])).toBe(
      "Once you've saved unit changes on an item you cannot remove this tag.",
    );
    expect(changedUnitsRemovalProblem(['CHANGED_UNITS'], ['CHANGED_UNITS', 'OTHER'])).toBeNull();
    expect(changedUnitsRemovalProblem([], [])).toBeNull();
  });
});
