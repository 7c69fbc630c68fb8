import { describe, expect, it } from 'vitest';
import { isVendorMailAction, vendorLinkState } from './vendor-mail';

describe('vendor mail', () => {
  it('mails the vendor after the sending transitions only', () => {
    expect(isVendorMailAction('send_rfq')).toBe(true);
    expect(isVendorMailAction('request_update')).toBe(true);
    expect(isVendorMailAction('place_order')).toBe(true);
    expect(isVendorMailAction('approve')).toBe(false);
    expect(isVendorMailAction('confirm')).toBe(false);
  });

  it('names a link revoked before expired, and expired from its expiry on', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    const later = new Date('2026-05-02T00:00:00Z');
    expect(vendorLinkState({ expiresAt: later, revokedAt: null }, now)).toBe('ACTIVE');
    expect(vendorLinkState({ expiresAt: now, revokedAt: null }, now)).toBe('EXPIRED');
    expect(vendorLinkState({ expiresAt: now, revokedAt: now }, now)).toBe('REVOKED');
  });
});
