import { describe, expect, it } from 'vitest';
import {
  VENDOR_PRICE_MESSAGES,
  acceptedVendorPrice,
  awaitsVendorDecision,
} from './vendor-answer-prices';

const priced = {
  vendor_response: ['CHANGED_PRICE'] as const,
  changed_unit_cost_by_vendor: true,
  unit_cost: '9.5',
  company_material_id: 4,
};

describe('awaitsVendorDecision', () => {
  it('offers a decision on an undecided answer only', () => {
    const line = { vendor_response: ['BACKORDERED'] as const, changed_unit_cost_by_vendor: false };
    expect(awaitsVendorDecision({ ...line, status: null })).toBe(true);
    expect(awaitsVendorDecision({ ...line, status: 'ACCEPTED' })).toBe(false);
    expect(
      awaitsVendorDecision({
        vendor_response: [],
        changed_unit_cost_by_vendor: true,
        status: null,
      }),
    ).toBe(true);
    expect(
      awaitsVendorDecision({
        vendor_response: [],
        changed_unit_cost_by_vendor: false,
        status: null,
      }),
    ).toBe(false);
  });
});

describe('acceptedVendorPrice', () => {
  it("is the vendor's price of the catalogue material from the document's vendor", () => {
    expect(acceptedVendorPrice(priced, 7)).toEqual({
      material_id: 4,
      company_vendor_id: 7,
      unit_cost: '9.5',
    });
  });

  it('feeds nothing without a vendor price, for a substitute, a free-text line or no vendor', () => {
    expect(acceptedVendorPrice({ ...priced, changed_unit_cost_by_vendor: false }, 7)).toEqual({
      problem: VENDOR_PRICE_MESSAGES.preferredNeedsPrice,
    });
    expect(
      acceptedVendorPrice({ ...priced, vendor_response: ['SUBSTITUTION', 'CHANGED_PRICE'] }, 7),
    ).toEqual({ problem: VENDOR_PRICE_MESSAGES.preferredNeedsMaterial });
    expect(acceptedVendorPrice({ ...priced, company_material_id: null }, 7)).toEqual({
      problem: VENDOR_PRICE_MESSAGES.preferredNeedsMaterial,
    });
    expect(acceptedVendorPrice(priced, null)).toEqual({
      problem: VENDOR_PRICE_MESSAGES.preferredNeedsVendor,
    });
  });
});
