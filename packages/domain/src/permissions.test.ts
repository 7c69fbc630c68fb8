import { describe, expect, it } from 'vitest';
import { PERMISSIONS, isPermission, toPermissionMap } from './permissions';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_NAMES } from './roles';

describe('permissions', () => {
  it('lists every permission string once', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(PERMISSIONS).toContain('can_manage_orders_and_rfqs');
    expect(PERMISSIONS).toContain('can_delete_asset_request');
  });

  it('maps granted permissions to true and every other one to false', () => {
    const map = toPermissionMap(['can_read_projects', 'not_a_permission']);
    expect(map.can_read_projects).toBe(true);
    expect(map.can_manage_projects).toBe(false);
    expect(Object.keys(map)).toHaveLength(PERMISSIONS.length);
    expect('not_a_permission' in map).toBe(false);
  });

  it('recognises permission strings', () => {
    expect(isPermission('can_manage_users')).toBe(true);
    expect(isPermission('can_fly')).toBe(false);
  });
});

describe('default roles', () => {
  it('gives the admin everything and every role only known permissions', () => {
    expect([...DEFAULT_ROLE_PERMISSIONS.ADMIN].sort()).toEqual([...PERMISSIONS].sort());
    for (const role of ROLE_NAMES) {
      for (const p of DEFAULT_ROLE_PERMISSIONS[role]) expect(isPermission(p)).toBe(true);
    }
  });

  it('keeps material requesters from sending or updating orders (procurement-core §6)', () => {
    const requester = DEFAULT_ROLE_PERMISSIONS.MATERIAL_REQUESTER;
    expect(requester).not.toContain('can_send_and_update_orders');
    expect(requester).not.toContain('can_send_and_update_rfqs');
  });

  it('keeps user administration to admins', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.PURCHASER).not.toContain('can_manage_users');
    expect(DEFAULT_ROLE_PERMISSIONS.USER).not.toContain('can_manage_users');
    expect(DEFAULT_ROLE_PERMISSIONS.PURCHASER).toContain('can_send_and_update_orders');
  });
});
