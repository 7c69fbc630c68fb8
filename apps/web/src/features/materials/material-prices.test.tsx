import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompanyMaterialRecord, PricesHistoryBody } from '@laydown/contracts';
import { DEFAULT_ROLE_PERMISSIONS, deriveAbilities, PRICE_MESSAGES } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { material } from './material-fixture';

const vendor = (id: number, name: string) => ({
  id,
  vendor_id: id,
  vendor_name: name,
  vendor_nickname: null,
  external_vendor_id: null,
  vendor: { id, name, domains: [], description: null, logo: null, editable: true },
  active: true,
  discarded: false,
  addresses: [],
  contacts_count: 0,
});

const line = (id: number, extra: Partial<PricesHistoryBody['items'][number]> = {}) => ({
  id,
  order_id: 500 + id,
  order_number: `PO-${id}`,
  name: `Order ${id}`,
  project_name: 'Tower A',
  vendor_name: 'Acme Supply',
  company_vendor_id: 1,
  vendor_discarded: false,
  quantity: '4',
  unit_name: 'LF',
  unit_cost: '12.5',
  date: '2026-01-05T12:00:00.000Z',
  ...extra,
});

const history = (items: ReturnType<typeof line>[]): PricesHistoryBody => ({
  summary: { last: '12.5', average: '11.25', lowest: '10', count: items.length },
  items,
  total: items.length,
  page: 1,
});

function routes(record: CompanyMaterialRecord, user = makeUser(), patch?: () => Response) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user }),
    'GET /api/consolidated_company_materials': () =>
      jsonResponse(200, {
        records: [record],
        total_count: 1,
        has_more: false,
        query_id: 'q',
        search_metadata: { backend: 'fulltext', exhaustive: true },
      }),
    'GET /api/consolidated_company_materials/facets': () =>
      jsonResponse(200, { facets: {}, search_metadata: { backend: 'fulltext', exhaustive: true } }),
    'GET /api/company_materials/tags': () => jsonResponse(200, { tags: [] }),
    'POST /api/search_analytics/track_view': () => jsonResponse(204),
    'GET /api/common/units': () =>
      jsonResponse(200, { records: [], total_count: 0, has_more: false }),
    'GET /api/company_vendors': () =>
      jsonResponse(200, {
        records: [vendor(1, 'Acme Supply'), vendor(2, 'Bolt Distributors')],
        total_count: 2,
        has_more: false,
      }),
    [`GET /api/company_materials/${record.id}/prices_history`]: () =>
      jsonResponse(200, history([line(1), line(2, { unit_cost: '10', company_vendor_id: 2 })])),
    [`PATCH /api/company_materials/${record.id}`]:
      patch ?? (() => jsonResponse(200, { company_material: record })),
  });
}

async function openDrawer(name: string) {
  const text = await screen.findByText(name, {}, { timeout: 15000 });
  fireEvent.click(text.closest('button') as HTMLElement);
  return screen.findByTestId('material-drawer', {}, { timeout: 5000 });
}

describe('material prices', () => {
  it('edits preferred vendor prices: a chosen vendor is disabled elsewhere, removed rows are destroyed', async () => {
    const record = material(7, 'Copper elbow', {
      preferred_vendor_prices: [
        {
          id: 70,
          company_vendor_id: 1,
          vendor_name: 'Acme Supply',
          price: '4.25',
          discarded: false,
        },
        { id: 71, company_vendor_id: 3, vendor_name: 'Gone Supply', price: '3', discarded: true },
      ],
    });
    const fake = routes(record);
    renderApp('/materials');
    const drawer = await openDrawer('Copper elbow');
    expect(await within(drawer).findByTestId('vendor-price-discarded')).toHaveTextContent(
      'Gone Supply',
    );
    fireEvent.click(within(drawer).getByTestId('vendor-price-add'));
    const rows = within(drawer).getAllByTestId('vendor-price-row');
    expect(rows).toHaveLength(2);
    fireEvent.mouseDown(within(rows[1] as HTMLElement).getByRole('combobox'));
    const acme = await screen.findAllByTitle('Acme Supply');
    expect(acme.at(-1)?.closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
    fireEvent.click(screen.getAllByTitle('Bolt Distributors').at(-1) as HTMLElement);

    fireEvent.click(screen.getByTestId('material-drawer-submit'));
    expect(await within(drawer).findByText(PRICE_MESSAGES.priceRequired)).toBeInTheDocument();
    fireEvent.change(within(rows[1] as HTMLElement).getByTestId('vendor-price-price'), {
      target: { value: '3.80' },
    });
    fireEvent.click(within(rows[0] as HTMLElement).getByTestId('vendor-price-remove'));
    fireEvent.click(screen.getByTestId('material-drawer-submit'));
    await waitFor(() => expect(fake.callsTo('PATCH', '/api/company_materials/7')).toHaveLength(1));
    const body = fake.callsTo('PATCH', '/api/company_materials/7')[0]?.body as {
      company_material: { company_material_vendor_prices_attributes: unknown[] };
    };
    expect(body.company_material.company_material_vendor_prices_attributes).toEqual([
      { id: 71, company_vendor_id: 3, price: '3' },
      { company_vendor_id: 2, price: '3.80' },
      { id: 70, _destroy: true },
    ]);
  }, 30000);

  it('shows Order History and Quote History tabs only for a material with order lines', async () => {
    routes(material(8, 'Never ordered'));
    const { unmount } = renderApp('/materials');
    const drawer = await openDrawer('Never ordered');
    expect(within(drawer).queryByRole('tab', { name: 'Order History' })).toBeNull();
    unmount();

    routes(material(9, 'Often ordered', { has_order_materials: true }));
    renderApp('/materials');
    const withHistory = await openDrawer('Often ordered');
    fireEvent.click(within(withHistory).getByRole('tab', { name: 'Order History' }));
    const orders = await within(withHistory).findByTestId('order-history');
    await waitFor(() =>
      expect(within(orders).getByTestId('price-summary')).toHaveTextContent('$11.25'),
    );
    const link = await within(orders).findByRole('link', { name: 'PO-1' });
    expect(link).toHaveAttribute('href', '/order/501');
    expect(link).toHaveAttribute('target', '_blank');
  }, 30000);

  it('hides the history from users without can_use_historical_cost', async () => {
    const permissions = DEFAULT_ROLE_PERMISSIONS.ADMIN.filter(
      (p) => p !== 'can_use_historical_cost',
    );
    routes(
      material(9, 'Often ordered', { has_order_materials: true }),
      makeUser({ abilities: deriveAbilities(permissions) }),
    );
    renderApp('/materials');
    const drawer = await openDrawer('Often ordered');
    expect(within(drawer).queryByRole('tab', { name: 'Quote History' })).toBeNull();
  }, 30000);

  it("saves a quote as the vendor's preferred price, and shows the server's message on failure", async () => {
    const record = material(9, 'Often ordered', { has_order_materials: true });
    let fail = true;
    const fake = routes(record, makeUser(), () =>
      fail
        ? errorResponse(422, 'validation_failed', PRICE_MESSAGES.duplicatedPreferredVendor, {
            'company_material.company_material_vendor_prices_attributes': [
              PRICE_MESSAGES.duplicatedPreferredVendor,
            ],
          })
        : jsonResponse(200, { company_material: record }),
    );
    renderApp('/materials');
    const drawer = await openDrawer('Often ordered');
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Quote History' }));
    const quotes = await within(drawer).findByTestId('quote-history');
    const buttons = await within(quotes).findAllByTestId('save-preferred-price');
    fireEvent.click(buttons[1] as HTMLElement);
    const dialog = await screen.findByTestId('preferred-price-dialog');
    expect(within(dialog).getByTestId('preferred-price-vendor')).toHaveTextContent('Acme Supply');
    expect(within(dialog).getByTestId('preferred-price-price')).toHaveValue('10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('preferred-price-error')).toHaveTextContent(
      PRICE_MESSAGES.duplicatedPreferredVendor,
    );
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PRICE_MESSAGES.preferredPriceSaved)).toBeInTheDocument();
    expect(fake.callsTo('PATCH', '/api/company_materials/9').at(-1)?.body).toEqual({
      company_material: {
        company_material_vendor_prices_attributes: [{ company_vendor_id: 2, price: '10' }],
      },
    });
  }, 30000);

  it('shows last, average and lowest order price on hover and opens the Price History drawer', async () => {
    routes(material(9, 'Often ordered', { has_order_materials: true }));
    renderApp('/materials');
    const text = await screen.findByText('Often ordered', {}, { timeout: 15000 });
    fireEvent.mouseEnter(text.closest('button') as HTMLElement);
    const panel = await screen.findByTestId('material-price-hover', {}, { timeout: 3000 });
    await waitFor(() => expect(panel).toHaveTextContent('$12.50'));
    expect(panel).toHaveTextContent('$11.25');
    expect(panel).toHaveTextContent('$10.00');
    fireEvent.click(within(panel).getByTestId('price-more-info'));
    const drawer = await screen.findByTestId('price-history-drawer');
    expect(within(drawer).getByRole('tab', { name: 'Order History' })).toBeInTheDocument();
    expect(within(drawer).getByRole('tab', { name: 'Quote History' })).toBeInTheDocument();
  }, 30000);
});
