import { describe, expect, it } from 'vitest';
import { orderActionForDeliveries } from './order-after-deliveries';

const d = (state: 'UNSCHEDULED' | 'SHIPPED' | 'DELIVERED', has_open_issue = false) => ({
  state,
  has_open_issue,
});

describe('orderActionForDeliveries', () => {
  it('delivers the order when every delivery arrived and no issue is open', () => {
    expect(orderActionForDeliveries([d('DELIVERED'), d('DELIVERED')])).toBe('deliver');
  });
  it('keeps it partially shipped while an issue is open or a delivery is still to come', () => {
    expect(orderActionForDeliveries([d('DELIVERED'), d('DELIVERED', true)])).toBe('partially_ship');
    expect(orderActionForDeliveries([d('DELIVERED'), d('UNSCHEDULED')])).toBe('partially_ship');
    expect(orderActionForDeliveries([d('SHIPPED'), d('UNSCHEDULED')])).toBe('partially_ship');
  });
  it('ships the order when every delivery is on its way', () => {
    expect(orderActionForDeliveries([d('SHIPPED'), d('SHIPPED')])).toBe('ship');
  });
  it('leaves an order alone while nothing moved', () => {
    expect(orderActionForDeliveries([d('UNSCHEDULED')])).toBeNull();
    expect(orderActionForDeliveries([])).toBeNull();
  });
});
