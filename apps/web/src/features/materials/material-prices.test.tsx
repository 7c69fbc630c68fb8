import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_ROLE_PERMISSIONS, deriveAbilities, PRICE_MESSAGES } from '@laydown/domain';
import { errorResponse, jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { material } from './material-fixture';
import { openDrawer, routes } from './material-prices-fixture';

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
  });

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
  });

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
  });

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
  });

  it('shows last, average and lowest order price on hover and opens the Price History drawer', async () => {
    routes(material(9, 'Often ordered', { has_order_materials: true }));
    renderApp('/materials');
    const text = await screen.findByText('Often ordered', {}, { timeout: 15000 });
    fireEvent.mouseEnter(text.closest('a') as HTMLElement);
    const panel = await screen.findByTestId('material-price-hover', {}, { timeout: 3000 });
    await waitFor(() => expect(panel).toHaveTextContent('$12.50'));
    expect(panel).toHaveTextContent('$11.25');
    expect(panel).toHaveTextContent('$10.00');
    fireEvent.click(within(panel).getByTestId('price-more-info'));
    const drawer = await screen.findByTestId('price-history-drawer');
    expect(within(drawer).getByRole('tab', { name: 'Order History' })).toBeInTheDocument();
    expect(within(drawer).getByRole('tab', { name: 'Quote History' })).toBeInTheDocument();
  });
});
