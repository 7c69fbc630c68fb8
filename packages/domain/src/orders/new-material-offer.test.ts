import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from './order-states';
import { newMaterialOffer, quickCreateLabel } from './new-material-offer';

describe('§2 the material search offers a quick-create footer or a Request New Material prompt', () => {
  it('offers quick-create to a user who can create materials, in every state', () => {
    for (const state of [null, ...ORDER_STATES])
      expect(newMaterialOffer({ canCreateMaterial: true, requestsDisabled: false, state })).toBe(
        'create',
      );
  });

  it('hides the prompt when the order state is approved, ordered, quoted, shipped, partially_shipped or delivered', () => {
    const shown = [null, ...ORDER_STATES].filter(
      (state) =>
        newMaterialOffer({ canCreateMaterial: false, requestsDisabled: false, state }) ===
        'request',
    );
    expect(shown).toEqual([
      null,
      'REQUESTED',
      'DRAFT',
      'DRAFTED_REQUEST',
      'CANCELLED',
      'ORDERED_CONFIRMED_CANCELLATION_REQUESTED',
    ]);
  });

  it('offers nothing to a requester of a company that switched requests off', () => {
    expect(
      newMaterialOffer({ canCreateMaterial: false, requestsDisabled: true, state: null }),
    ).toBe(null);
  });
});

describe('§2 the quick-create label truncates the description to 9 characters plus an ellipsis', () => {
  it('cuts after 9 characters', () => {
    expect(quickCreateLabel('Copper pipe 1/2"')).toBe('Copper pi...');
  });

  it('keeps a description of 9 characters or fewer whole', () => {
    expect(quickCreateLabel('Rebar #4')).toBe('Rebar #4');
    expect(quickCreateLabel('123456789')).toBe('123456789');
  });

  it('counts characters, not UTF-16 units, and ignores the spaces around', () => {
    expect(quickCreateLabel('  Épingles 😀 longues ')).toBe('Épingles ...');
    expect(quickCreateLabel('😀😀😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀😀😀...');
  });
});
