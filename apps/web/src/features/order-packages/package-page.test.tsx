import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_ROLE_PERMISSIONS, toPermissionMap } from '@laydown/domain';
import type { OrderPackageRecord } from '@laydown/contracts';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const WAIT = { timeout: 20_000 };

const pkg = (subState: 'QUOTED_RECEIVED' | 'QUOTED_REQUESTED'): OrderPackageRecord => ({
  id: 4,
  name: 'Slab rebar',
  project_id: 1,
  orders: [1, 2].map((id) => ({
    id,
    order_number: String(1000 + id),
    quote_number: null,
    name: 'Slab rebar',
    kind: 'RFQ' as const,
    state: 'QUOTED' as const,
    sub_state: id === 1 ? subState : ('QUOTED_REQUESTED' as const),
    badge: id === 1 && subState === 'QUOTED_RECEIVED' ? 'Quote Provided' : 'Quote Requested',
    company_vendor_id: id,
    vendor_name: id === 1 ? 'Alpha Supply' : 'Beta Steel',
    quote_expires_at: null,
    totals: {
      materials: '100',
      tax: '0',
      shipping: '0',
      other: '0',
      discount: '0',
      total: '100.000',
    },
  })),
  internal_comments: [],
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
});

describe('the order package screen', () => {
  it('lists the vendors’ orders, renames the package and offers Level quotes once a quote is in', async () => {
    const api = fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
      'GET /api/order_package/4': () =>
        jsonResponse(200, { order_package: pkg('QUOTED_RECEIVED') }),
      'PATCH /api/order_package/4': () =>
        jsonResponse(200, { order_package: { ...pkg('QUOTED_RECEIVED'), name: 'Podium' } }),
    });
    renderApp('/order_package/4');
    const orders = await screen.findAllByTestId('package-order', {}, WAIT);
    expect(orders).toHaveLength(2);
    expect(within(orders[0]!).getByRole('link', { name: '1001 · Slab rebar' })).toHaveAttribute(
      'href',
      '/order/1',
    );
    expect(within(orders[0]!).getByText('Total $100.00')).toBeInTheDocument();
    expect(screen.getByTestId('level-quotes')).toHaveAttribute('href', '/order_package/4/leveling');
    fireEvent.change(screen.getByLabelText('Package name'), { target: { value: 'Podium' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/order_package/4')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/order_package/4')[0]!.body).toEqual({
      order_package: { name: 'Podium' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Podium' }, WAIT)).toBeVisible();
  }, 60_000);

  it('offers no leveling before a quote is in, nor to who may not level', async () => {
    fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
      'GET /api/order_package/4': () =>
        jsonResponse(200, { order_package: pkg('QUOTED_REQUESTED') }),
    });
    const first = renderApp('/order_package/4');
    await screen.findAllByTestId('package-order', {}, WAIT);
    expect(screen.queryByTestId('level-quotes')).toBeNull();
    first.unmount();

    const granted = DEFAULT_ROLE_PERMISSIONS.ADMIN.filter((p) => p !== 'can_use_rfq_leveling');
    fakeApi({
      'GET /api/user': () =>
        jsonResponse(200, { user: makeUser({ user_permissions: toPermissionMap(granted) }) }),
      'GET /api/order_package/4': () =>
        jsonResponse(200, { order_package: pkg('QUOTED_RECEIVED') }),
    });
    renderApp('/order_package/4');
    await screen.findAllByTestId('package-order', {}, WAIT);
    expect(screen.queryByTestId('level-quotes')).toBeNull();
  }, 60_000);
});
