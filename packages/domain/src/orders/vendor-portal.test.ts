import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from './order-messages';
import {
  decideVendorResponse,
  vendorLineAnswerProblems,
  VENDOR_DECISION_MESSAGES,
  type DecidedLine,
  vendorMayRespond,
  vendorPortalActions,
  vendorSeesPurchaserCosts,
  VENDOR_PORTAL_MESSAGES,
} from './vendor-portal';

describe('the vendor portal actions', () => {
  it('offers submitting a quote and cancelling on an RFQ', () => {
    expect(vendorPortalActions({ state: 'QUOTED', sub_state: 'QUOTED_REQUESTED' })).toEqual([
      'submit_quote',
      'request_cancellation',
    ]);
  });
  it('offers confirming a placed order, not a confirmed one', () => {
    expect(vendorPortalActions({ state: 'ORDERED', sub_state: 'ORDERED_REQUESTED' })).toEqual([
      'confirm',
      'request_cancellation',
      'ship',
    ]);
    expect(vendorPortalActions({ state: 'ORDERED', sub_state: 'ORDERED_CONFIRMED' })).toEqual([
      'request_cancellation',
      'ship',
    ]);
  });
  it('answers the purchaser’s cancellation request', () => {
    expect(
      vendorPortalActions({
        state: 'ORDERED_CONFIRMED_CANCELLATION_REQUESTED',
        sub_state: 'ORDERED_CONFIRMED',
      }),
    ).toEqual(['accept_cancellation', 'reject_cancellation']);
  });
  it('offers nothing on a delivered or cancelled document', () => {
    expect(vendorPortalActions({ state: 'DELIVERED', sub_state: null })).toEqual([]);
    expect(
      vendorPortalActions({ state: 'CANCELLED', sub_state: 'CANCELLED_ORDER_BY_VENDOR' }),
    ).toEqual([]);
  });
});

describe('what the vendor reads and answers', () => {
  it('hides the purchaser’s costs on an RFQ only', () => {
    expect(vendorSeesPurchaserCosts('QUOTED')).toBe(false);
    expect(vendorSeesPurchaserCosts('ORDERED')).toBe(true);
    expect(vendorSeesPurchaserCosts('SHIPPED')).toBe(true);
  });
  it('takes answers on an open RFQ or an order not shipped', () => {
    expect(vendorMayRespond('QUOTED')).toBe(true);
    expect(vendorMayRespond('ORDERED')).toBe(true);
    expect(vendorMayRespond('SHIPPED')).toBe(false);
    expect(vendorMayRespond('ORDERED_CONFIRMED_CANCELLATION_REQUESTED')).toBe(false);
  });
});

describe('a vendor’s answer on a line', () => {
  it('keeps a saved Changed Units tag (§8)', () => {
    expect(vendorLineAnswerProblems('QUOTED', ['CHANGED_UNITS'], { vendor_response: [] })).toEqual({
      vendor_response: ORDER_MESSAGES.changedUnitsRemoval,
    });
    expect(
      vendorLineAnswerProblems('QUOTED', ['CHANGED_UNITS'], {
        vendor_response: ['CHANGED_UNITS', 'OTHER'],
      }),
    ).toEqual({});
  });
  it('changes quantity or unit only with Changed Units (§6)', () => {
    expect(vendorLineAnswerProblems('QUOTED', [], { vendor_response: [], quantity: '3' })).toEqual({
      quantity: VENDOR_PORTAL_MESSAGES.unitsNeedChangedUnits,
    });
    expect(vendorLineAnswerProblems('QUOTED', [], { vendor_response: [], unit_id: 4 })).toEqual({
      quantity: VENDOR_PORTAL_MESSAGES.unitsNeedChangedUnits,
    });
    expect(
      vendorLineAnswerProblems('ORDERED', [], {
        vendor_response: ['CHANGED_UNITS'],
        quantity: '3',
        unit_id: 4,
      }),
    ).toEqual({});
  });
  it('prices an RFQ freely, an order only with Changed Price', () => {
    expect(vendorLineAnswerProblems('QUOTED', [], { vendor_response: [], unit_cost: '2' })).toEqual(
      {},
    );
    expect(
      vendorLineAnswerProblems('ORDERED', [], { vendor_response: [], unit_cost: '2' }),
    ).toEqual({
      unit_cost: VENDOR_PORTAL_MESSAGES.priceNeedsChangedPrice,
    });
    expect(
      vendorLineAnswerProblems('ORDERED', [], { vendor_response: [], unit_cost: null }),
    ).toEqual({});
    expect(
      vendorLineAnswerProblems('ORDERED', [], {
        vendor_response: ['CHANGED_PRICE'],
        unit_cost: '2',
      }),
    ).toEqual({});
  });
});

describe('the purchaser’s decision on a vendor answer', () => {
  const line: DecidedLine = {
    vendor_response: ['SUBSTITUTION'],
    vendor_note: ' Grade 40 bar ',
    changed_unit_cost_by_vendor: true,
    prev_unit_cost: '11.25',
    status: null,
  };
  it('accepts a substitution as the vendor’s named material, keeping the vendor’s price', () => {
    expect(decideVendorResponse(line, 'accept')).toEqual({
      ok: true,
      status: 'ACCEPTED',
      description: 'Grade 40 bar',
    });
    expect(decideVendorResponse({ ...line, vendor_note: ' ' }, 'accept')).toEqual({
      ok: false,
      message: VENDOR_DECISION_MESSAGES.substitutionNeedsNote,
    });
  });
  it('rejects by restoring the purchaser’s price', () => {
    expect(decideVendorResponse(line, 'reject')).toEqual({
      ok: true,
      status: 'REJECTED',
      unit_cost: '11.25',
    });
    expect(decideVendorResponse({ ...line, changed_unit_cost_by_vendor: false }, 'reject')).toEqual(
      { ok: true, status: 'REJECTED' },
    );
  });
  it('accepts a plain price change as it stands', () => {
    expect(decideVendorResponse({ ...line, vendor_response: ['CHANGED_PRICE'] }, 'accept')).toEqual(
      { ok: true, status: 'ACCEPTED' },
    );
  });
  it('refuses a line without an answer, and one already decided', () => {
    const bare = { ...line, vendor_response: [], changed_unit_cost_by_vendor: false };
    expect(decideVendorResponse(bare, 'accept')).toEqual({
      ok: false,
      message: VENDOR_DECISION_MESSAGES.nothingToDecide,
    });
    expect(decideVendorResponse({ ...line, status: 'ACCEPTED' }, 'reject')).toEqual({
      ok: false,
      message: VENDOR_DECISION_MESSAGES.alreadyDecided,
    });
  });
});
