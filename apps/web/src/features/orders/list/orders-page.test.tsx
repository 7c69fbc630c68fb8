import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderListRecord } from '@laydown/contracts';
import { deriveAbilities, PERMISSIONS, toPermissionMap } from '@laydown/domain';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/responses';
import { currentLocation, renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';

const order = (fields: Partial<OrderListRecord>): OrderListRecord => ({
  id: 7,
  kind: 'ORDER',
  order_number: '1007',
  order_number_label: 'PO Number',
  name: 'Garage slab',
  project_id: 3,
  project_name: 'Harbor View Apartments',
  company_vendor_id: 4,
  vendor_name: 'Demo Supply Co.',
  state: 'ORDERED',
  sub_state: 'ORDERED_CONFIRMED',
  badge: 'Order Confirmed',
  tags: [],
  created_at: '2026-11-02T12:00:00.000Z',
  updated_at: '2026-11-03T12:00:00.000Z',
  ...fields,
});

function serve(records: OrderListRecord[], user = makeUser(), capped?: number) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user }),
    'GET /api/orders': () =>
      jsonResponse(200, {
        records,
        total_count: records.length,
        has_more: false,
        ...(capped === undefined ? {} : { counts_capped_at: capped }),
        facets: {
          state: [{ value: 'ORDERED', label: 'Ordered', count: records.length }],
          project: [],
          vendor: [],
          tag: [],
          created_by: [],
        },
      }),
    'GET /api/projects': () => jsonResponse(200, { records: [], total_count: 0, has_more: false }),
  });
}

const WAIT = { timeout: 20_000 };

describe('the order list page', () => {
  it('shows each order with its number label, 140 px badge, total and a link to /order/:id', async () => {
    serve([order({ materials_total: '1234.5' })]);
    renderApp('/orders');
    const table = await screen.findByTestId('orders-table', {}, WAIT);
    expect(await within(table).findByText('Garage slab', {}, WAIT)).toBeInTheDocument();
    expect(within(table).getByText('PO Number')).toBeInTheDocument();
    const badge = within(table).getByTestId('order-badge');
    expect(badge).toHaveTextContent('Order Confirmed');
    expect(badge.style.width).toBe('140px');
    expect(within(table).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '1007' })).toHaveAttribute('href', '/order/7');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Orders · Laydown');
  }, 60_000);

  it('has no cost column and no cost for a user without can_view_costs', async () => {
    const granted = PERMISSIONS.filter((p) => p !== 'can_view_costs');
    serve(
      [order({ state: 'QUOTED', order_number_label: 'Ref Number', badge: 'Quote Requested' })],
      makeUser({ user_permissions: toPermissionMap(granted), abilities: deriveAbilities(granted) }),
    );
    renderApp('/orders');
    const table = await screen.findByTestId('orders-table', {}, WAIT);
    expect(await within(table).findByText('Garage slab', {}, WAIT)).toBeInTheDocument();
    expect(within(table).getByText('Ref Number')).toBeInTheDocument();
    expect(within(table).queryByText('Materials Total')).toBeNull();
    expect(table.textContent).not.toContain('$');
  }, 60_000);

  it("shows a broad search's total and state counts as lower bounds", async () => {
    serve([order({})], makeUser(), 2000);
    renderApp('/orders?search=garage');
    expect(await screen.findByText('2000+ in total', {}, WAIT)).toBeInTheDocument();
    const filter = screen.getByTestId('orders-state-filter');
    fireEvent.mouseDown(within(filter).getByRole('combobox'));
    expect(await screen.findByText(/^Ordered \(1\+\)$/, {}, WAIT)).toBeInTheDocument();
  }, 60_000);

  it('says so when a search finds nothing', async () => {
    serve([]);
    renderApp('/orders?search=zzz');
    expect(await screen.findByText('No items found for "zzz"', {}, WAIT)).toBeInTheDocument();
  }, 60_000);

  it('offers New Order and New Quote as links to the order form, to those who may create drafts', async () => {
    serve([]);
    const { router } = renderApp('/orders');
    const newOrder = await screen.findByTestId('new-order', {}, WAIT);
    expect(newOrder).toHaveAttribute('href', '/orders/new_order');
    expect(screen.getByTestId('new-quote')).toHaveAttribute('href', '/orders/new_quote');
    fireEvent.click(screen.getByTestId('new-quote'));
    await waitFor(() => expect(currentLocation(router)).toBe('/orders/new_quote'));
  }, 60_000);

  it('has no New Order or New Quote without can_create_drafts', async () => {
    const granted = PERMISSIONS.filter((p) => p !== 'can_create_drafts');
    serve(
      [order({})],
      makeUser({ user_permissions: toPermissionMap(granted), abilities: deriveAbilities(granted) }),
    );
    renderApp('/orders');
    await screen.findByTestId('orders-table', {}, WAIT);
    expect(screen.queryByTestId('new-order')).toBeNull();
    expect(screen.queryByTestId('new-quote')).toBeNull();
  }, 60_000);
});
