import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_ROLE_PERMISSIONS, deriveAbilities, toPermissionMap } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import type { CurrentUser } from '@laydown/contracts';

function showHome(user: CurrentUser) {
  fakeApi({ 'GET /api/user': () => jsonResponse(200, { user }) });
  renderApp('/home');
}

/** The tile of one area: a link when the user can open it, otherwise a box saying why not. */
async function tile(title: string) {
  const workspace = await screen.findByRole('region', { name: 'Your workspace' });
  return within(workspace).getByText(title).closest('.home-area') as HTMLElement;
}

describe('home page', () => {
  it('links the areas a purchaser can open and marks the ones not built yet', async () => {
    showHome(makeUser());
    expect(await tile('Orders')).toHaveAttribute('href', '/orders');
    expect(await tile('Projects')).toHaveAttribute('href', '/projects');
    expect(await tile('Material Database')).toHaveAttribute('href', '/materials');
    expect(await tile('Invoices')).toHaveTextContent('Coming soon');
    expect((await tile('Invoices')).tagName).toBe('DIV');
  });

  it('says "Not in your role" for a built area the role does not open, not "Coming soon"', async () => {
    const permissions = DEFAULT_ROLE_PERMISSIONS.MATERIAL_REQUESTER.filter(
      (p) => p !== 'can_read_orders_and_rfqs' && p !== 'can_manage_orders_and_rfqs',
    );
    showHome(
      makeUser({
        role: { id: 4, name: 'MATERIAL_REQUESTER' },
        user_permissions: toPermissionMap(permissions),
        abilities: deriveAbilities(permissions),
      }),
    );
    const orders = await tile('Orders');
    expect(orders.tagName).toBe('DIV');
    expect(orders).toHaveTextContent('Not in your role');
    expect(orders).not.toHaveTextContent('Coming soon');
  });

  it("gives support staff their own areas, not a company's", async () => {
    showHome(
      makeUser({
        is_laydown: true,
        account: null,
        company_id: null,
        company_user_id: null,
        role: null,
        user_permissions: toPermissionMap([]),
        abilities: deriveAbilities([]),
      }),
    );
    expect(await tile('Companies')).toHaveAttribute('href', '/internal/companies');
    expect(await tile('Mail outbox')).toHaveAttribute('href', '/mail_outbox');
    const workspace = screen.getByRole('region', { name: 'Your workspace' });
    expect(within(workspace).queryByText('Projects')).toBeNull();
    expect(
      within(screen.getByTestId('home-overview')).getByText('Laydown support staff'),
    ).toBeVisible();
  });
});
