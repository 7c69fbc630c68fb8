import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deriveAbilities, rolePermissionProblem } from './derived-permissions';
import { PERMISSION_GROUPS, PERMISSIONS, type Permission } from './permissions';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_NAMES } from './roles';

const subset = fc.subarray([...PERMISSIONS] as Permission[]);

describe('derived rules of §6', () => {
  it('any invoice permission gives invoice access, and only those', () => {
    fc.assert(
      fc.property(subset, (granted) => {
        const expected = granted.some((p) =>
          (PERMISSION_GROUPS.invoices as readonly string[]).includes(p),
        );
        expect(deriveAbilities(granted).can_access_invoices).toBe(expected);
      }),
    );
  });

  it.each([
    ['can_view_inventory'],
    ['can_view_consumable_requests'],
    ['can_view_asset_requests'],
    ['can_view_warehouse_tab'],
  ] as const)('%s alone opens the inventory area', (p) => {
    expect(deriveAbilities([p]).can_access_inventory).toBe(true);
  });

  it('other inventory permissions do not open the area', () => {
    expect(deriveAbilities(['can_add_stock', 'can_delete_stock']).can_access_inventory).toBe(false);
  });

  it('quote leveling needs both send permissions; either one allows send or update', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), subset, (orders, rfqs, rest) => {
        const granted: Permission[] = rest.filter(
          (p) => p !== 'can_send_and_update_orders' && p !== 'can_send_and_update_rfqs',
        );
        if (orders) granted.push('can_send_and_update_orders');
        if (rfqs) granted.push('can_send_and_update_rfqs');
        const a = deriveAbilities(new Set(granted));
        expect(a.can_send_from_quote_leveling).toBe(orders && rfqs);
        expect(a.can_send_or_update).toBe(orders || rfqs);
      }),
    );
  });

  it('the historical price summary follows can_use_historical_cost and can_view_costs', () => {
    expect(
      deriveAbilities(['can_use_historical_cost', 'can_view_costs'])
        .can_view_historical_price_summary,
    ).toBe(true);
    expect(deriveAbilities(['can_use_historical_cost']).can_view_historical_price_summary).toBe(
      false,
    );
    expect(deriveAbilities(['can_view_historical_pricing']).can_view_historical_price_summary).toBe(
      false,
    );
  });

  it('material requesters by default cannot send or update', () => {
    expect(deriveAbilities(DEFAULT_ROLE_PERMISSIONS.MATERIAL_REQUESTER).can_send_or_update).toBe(
      false,
    );
  });
});

describe('rolePermissionProblem', () => {
  it('accepts every default set', () => {
    for (const role of ROLE_NAMES) {
      expect(rolePermissionProblem(role, DEFAULT_ROLE_PERMISSIONS[role])).toBeNull();
    }
  });

  it('keeps the admin able to manage users and settings', () => {
    const withoutUsers = PERMISSIONS.filter((p) => p !== 'can_manage_users');
    expect(rolePermissionProblem('ADMIN', withoutUsers)).toMatch(/can_manage_users/);
  });

  it('never lets a material requester send and update orders', () => {
    expect(
      rolePermissionProblem('MATERIAL_REQUESTER', [
        'can_read_projects',
        'can_send_and_update_orders',
      ]),
    ).toMatch(/cannot have can_send_and_update_orders/);
  });
});
