import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CompanyPermissions } from '@laydown/contracts';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, toPermissionMap } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { currentLocation, renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const permissions: CompanyPermissions = {
  roles: (['ADMIN', 'PURCHASER', 'USER', 'MATERIAL_REQUESTER'] as const).map((name, i) => ({
    role_id: i + 1,
    name,
    permissions: toPermissionMap(DEFAULT_ROLE_PERMISSIONS[name]),
  })),
};

function api(user = makeUser()) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user }),
    'GET /api/company_settings/permissions': () => jsonResponse(200, { permissions }),
    'PATCH /api/company_settings/permissions': () => jsonResponse(200, { permissions }),
  });
}

// The matrix renders every permission for every role; jsdom needs time for that many checkboxes.
describe('Roles and permissions', { timeout: 60_000 }, () => {
  it('shows each role per permission and saves the whole set', async () => {
    const fake = api();
    const { user, router } = renderApp('/home');
    await user.click(await screen.findByTestId('nav-roles'));
    expect(currentLocation(router)).toBe('/company_settings/roles');
    const box = await screen.findByTestId('perm-USER-can_view_invoice_inbox');
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(screen.getByTestId('roles-save'));
    await waitFor(() =>
      expect(fake.callsTo('PATCH', '/api/company_settings/permissions')).toHaveLength(1),
    );
    const body = fake.callsTo('PATCH', '/api/company_settings/permissions')[0]?.body as {
      permissions: { roles: { role_id: number; permissions: Record<string, boolean> }[] };
    };
    expect(body.permissions.roles).toHaveLength(4);
    expect(body.permissions.roles[2]?.permissions.can_view_invoice_inbox).toBe(true);
    expect(Object.keys(body.permissions.roles[0]?.permissions ?? {})).toHaveLength(
      PERMISSIONS.length,
    );
  });

  it('locks what the server would refuse', async () => {
    api();
    renderApp('/company_settings/roles');
    expect(await screen.findByTestId('perm-ADMIN-can_manage_users')).toBeDisabled();
    expect(screen.getByTestId('perm-MATERIAL_REQUESTER-can_send_and_update_orders')).toBeDisabled();
    expect(screen.getByTestId('perm-USER-can_manage_users')).toBeEnabled();
  });

  it('is read-only without can_manage_company_settings', async () => {
    api(makeUser({ user_permissions: toPermissionMap(['can_read_company_settings']) }));
    renderApp('/company_settings/roles');
    expect(await screen.findByTestId('perm-USER-can_manage_users')).toBeDisabled();
    expect(screen.queryByTestId('roles-save')).not.toBeInTheDocument();
  });
});
