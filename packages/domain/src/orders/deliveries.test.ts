import { describe, expect, it } from 'vitest';
import { deliveryAddressText, deliveryDisplay, deliveryIssueText } from './deliveries';

const address = { nickname: 'Main Site', address_line_1: '1 Builder Way' };
const noon = '2025-03-14T12:00:00.000Z';

describe('Delivery states display text (procurement-core §4)', () => {
  it('Unscheduled (grey)', () => {
    expect(deliveryDisplay({ state: 'UNSCHEDULED', address }, 'UTC')).toEqual({
      text: 'Unscheduled',
      grey: true,
    });
  });

  it('Requested - {requested date} to {address}', () => {
    expect(
      deliveryDisplay({ state: 'REQUESTED', requested_delivered_at: noon, address }, 'UTC'),
    ).toEqual({ text: 'Requested - 03/14/2025 to Main Site', grey: false });
  });

  it('Scheduled - {estimated date} to {address}, the first address line without a nickname', () => {
    expect(
      deliveryDisplay(
        {
          state: 'SCHEDULED',
          estimated_delivered_at: noon,
          address: { nickname: ' ', address_line_1: '1 Builder Way' },
        },
        'UTC',
      ).text,
    ).toBe('Scheduled - 03/14/2025 to 1 Builder Way');
    expect(deliveryDisplay({ state: 'SCHEDULED', address: null }, 'UTC').text).toBe('Scheduled');
  });

  it('Shipped - {carrier}, ETA: {date}; only ETA; only carrier (ETA Unknown); ETA: Unknown', () => {
    const shipped = (carrier: string | null, eta: string | null) =>
      deliveryDisplay({ state: 'SHIPPED', carrier, estimated_delivered_at: eta, address }, 'UTC')
        .text;
    expect(shipped('UPS', noon)).toBe('Shipped - UPS, ETA: 03/14/2025');
    expect(shipped(null, noon)).toBe('Shipped - ETA: 03/14/2025');
    expect(shipped('UPS', null)).toBe('Shipped - UPS (ETA Unknown)');
    expect(shipped('', null)).toBe('Shipped - ETA: Unknown');
  });

  it('Delivered - {best guess date} and Pending Review - {best guess date}', () => {
    expect(
      deliveryDisplay({ state: 'DELIVERED', best_guess_delivered_at: noon, address }, 'UTC'),
    ).toEqual({ text: 'Delivered - 03/14/2025', grey: false });
    expect(
      deliveryDisplay({ state: 'PENDING_REVIEW', best_guess_delivered_at: noon }, 'UTC'),
    ).toEqual({ text: 'Pending Review - 03/14/2025', grey: false });
    expect(deliveryDisplay({ state: 'DELIVERED' }, 'UTC').text).toBe('Delivered');
  });

  it('is grey only while unscheduled', () => {
    for (const state of [
      'REQUESTED',
      'SCHEDULED',
      'SHIPPED',
      'DELIVERED',
      'PENDING_REVIEW',
    ] as const) {
      expect(deliveryDisplay({ state }, 'UTC').grey, state).toBe(false);
    }
  });

  it('names the address by nickname, else its first line', () => {
    expect(deliveryAddressText(address)).toBe('Main Site');
    expect(deliveryAddressText({ address_line_1: '1 Builder Way' })).toBe('1 Builder Way');
    expect(deliveryAddressText(undefined)).toBeNull();
  });
});

describe("A resolved delivery issue changes its text from 'has' to 'had' and shows the resolved time (§4)", () => {
  it("says 'has' while open and 'had' with the resolved time once resolved", () => {
    expect(deliveryIssueText({ delivery_issue_type: 'MISSING_ITEMS' })).toBe(
      'This delivery has an issue: Missing Items',
    );
    expect(
      deliveryIssueText(
        {
          delivery_issue_type: 'BROKEN_ITEMS',
          delivery_issue_resolved_at: '2025-03-14T14:30:00.000Z',
        },
        'UTC',
      ),
    ).toBe('This delivery had an issue: Broken Items (resolved 03/14/2025 02:30 pm)');
  });
});
