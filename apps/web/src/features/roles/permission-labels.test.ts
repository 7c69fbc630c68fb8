import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@laydown/domain';
import { permissionLabel } from './permission-labels';

describe('permission labels', () => {
  it('read as words, with abbreviations written as people write them', () => {
    expect(permissionLabel('can_send_and_update_orders')).toBe('Send and update orders');
    expect(permissionLabel('can_manage_orders_and_rfqs')).toBe('Manage orders and RFQs');
    expect(permissionLabel('can_create_quick_po')).toBe('Create quick PO');
    expect(permissionLabel('can_sync_with_erp')).toBe('Sync with ERP');
    expect(permissionLabel('can_use_rfq_leveling')).toBe('Use RFQ leveling');
  });

  it('never show a raw key', () => {
    for (const permission of PERMISSIONS) {
      const label = permissionLabel(permission);
      expect(label).not.toMatch(/_|\brfqs?\b|\bpo\b|\berp\b/);
    }
  });
});
