import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import { PRICE_MESSAGES } from '@laydown/domain';
import type { FakeRequest } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { material } from './material-fixture';
import { openDrawer, routes } from './material-prices-fixture';

type PriceRow = { id?: number; company_vendor_id: number; price: string };

/**
 * A PATCH like the server's: inserted rows get ids, rows with an id are updated; it answers the
 * material with its stored preferred prices.
 */
function storingPatch(record: CompanyMaterialRecord) {
  let stored = record.preferred_vendor_prices;
  let nextId = 90;
  return (request: FakeRequest) => {
    const rows = (
      request.body as {
        company_material: { company_material_vendor_prices_attributes: PriceRow[] };
      }
    ).company_material.company_material_vendor_prices_attributes;
    for (const row of rows) {
      const saved = {
        id: row.id ?? nextId++,
        company_vendor_id: row.company_vendor_id,
        vendor_name: row.company_vendor_id === 1 ? 'Acme Supply' : 'Bolt Distributors',
        price: row.price,
        discarded: false,
      };
      stored = [...stored.filter((p) => p.id !== saved.id), saved];
    }
    return jsonResponse(200, { company_material: { ...record, preferred_vendor_prices: stored } });
  };
}

async function savePreferredPrice(drawer: HTMLElement, quoteIndex: number, price: string) {
  fireEvent.click(within(drawer).getByRole('tab', { name: 'Quote History' }));
  const quotes = await within(drawer).findByTestId('quote-history');
  const buttons = await within(quotes).findAllByTestId('save-preferred-price');
  fireEvent.click(buttons[quoteIndex] as HTMLElement);
  const dialog = await screen.findByTestId('preferred-price-dialog');
  fireEvent.change(within(dialog).getByTestId('preferred-price-price'), {
    target: { value: price },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByTestId('preferred-price-dialog')).toBeNull());
  return dialog;
}

/** Whether the hover panel shows (a closed one stays in the page, hidden). */
const panelOpen = () =>
  screen
    .queryByTestId('material-price-hover')
    ?.closest('.ant-popover')
    ?.classList.contains('ant-popover-hidden') === false;

const sentPrices = (fake: ReturnType<typeof routes>, path: string) =>
  fake
    .callsTo('PATCH', path)
    .map(
      (call) =>
        (call.body as { company_material: { company_material_vendor_prices_attributes: unknown } })
          .company_material.company_material_vendor_prices_attributes,
    );

describe('price history: keyboard and fresh material after a save', () => {
  it('opens the Price History drawer from the hover panel with the keyboard (focus, Tab, Enter)', async () => {
    routes(material(9, 'Often ordered', { has_order_materials: true }));
    const { user } = renderApp('/materials');
    const text = await screen.findByText('Often ordered', {}, { timeout: 15000 });
    const link = text.closest('a') as HTMLElement;
    act(() => link.focus());
    const panel = await screen.findByTestId('material-price-hover');
    await waitFor(() => expect(panel).toHaveTextContent('$12.50'));
    await user.tab();
    const moreInfo = within(panel).getByTestId('price-more-info');
    expect(moreInfo).toHaveFocus();
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
    expect(panelOpen()).toBe(true);
    await user.tab();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByTestId('price-history-drawer');
    expect(within(drawer).getByRole('tab', { name: 'Order History' })).toBeInTheDocument();
  }, 30000);

  it('lets Tab continue after the link from More Info, and closes the panel with Escape', async () => {
    routes(material(9, 'Often ordered', { has_order_materials: true }));
    const { user } = renderApp('/materials');
    const text = await screen.findByText('Often ordered', {}, { timeout: 15000 });
    const link = text.closest('a') as HTMLElement;
    act(() => link.focus());
    await screen.findByTestId('material-price-hover');
    expect(panelOpen()).toBe(true);
    await user.tab();
    expect(screen.getByTestId('price-more-info')).toHaveFocus();
    await user.tab();
    await waitFor(() => expect(panelOpen()).toBe(false));
    expect(screen.getByRole('switch', { name: 'Active: Often ordered' })).toHaveFocus();

    act(() => link.focus());
    await waitFor(() => expect(panelOpen()).toBe(true));
    await user.tab();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(panelOpen()).toBe(false));
    expect(link).toHaveFocus();
  }, 30000);

  it('updates the saved price on a second save in the Price History drawer, and refreshes the list', async () => {
    const record = material(9, 'Often ordered', { has_order_materials: true });
    const fake = routes(record, makeUser(), storingPatch(record));
    renderApp('/materials');
    const text = await screen.findByText('Often ordered', {}, { timeout: 15000 });
    fireEvent.mouseEnter(text.closest('a') as HTMLElement);
    fireEvent.click(await screen.findByTestId('price-more-info', {}, { timeout: 3000 }));
    const drawer = await screen.findByTestId('price-history-drawer');
    const listReads = fake.callsTo('GET', '/api/consolidated_company_materials').length;

    await savePreferredPrice(drawer, 0, '12.5');
    expect(await screen.findByText(PRICE_MESSAGES.preferredPriceSaved)).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.callsTo('GET', '/api/consolidated_company_materials').length).toBeGreaterThan(
        listReads,
      ),
    );
    fireEvent.click(
      (await within(drawer).findAllByTestId('save-preferred-price'))[0] as HTMLElement,
    );
    const again = await screen.findByTestId('preferred-price-dialog');
    expect(again).toHaveTextContent('Replaces the current preferred price of $12.50.');
    fireEvent.change(within(again).getByTestId('preferred-price-price'), {
      target: { value: '11' },
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PATCH', '/api/company_materials/9')).toHaveLength(2));
    expect(sentPrices(fake, '/api/company_materials/9')).toEqual([
      [{ company_vendor_id: 1, price: '12.5' }],
      [{ id: 90, company_vendor_id: 1, price: '11' }],
    ]);
  }, 30000);

  it("shows a price saved from the editor's Quote History in its vendor prices, saved again as an update", async () => {
    const record = material(9, 'Often ordered', { has_order_materials: true });
    const fake = routes(record, makeUser(), storingPatch(record));
    renderApp('/materials');
    const drawer = await openDrawer('Often ordered');
    await savePreferredPrice(drawer, 0, '12.5');

    fireEvent.click(within(drawer).getByRole('tab', { name: 'Material' }));
    const row = await within(drawer).findByTestId('vendor-price-row');
    expect(within(row).getByTestId('vendor-price-price')).toHaveValue('12.5');
    fireEvent.change(within(row).getByTestId('vendor-price-price'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('material-drawer-submit'));
    await waitFor(() => expect(fake.callsTo('PATCH', '/api/company_materials/9')).toHaveLength(2));
    expect(sentPrices(fake, '/api/company_materials/9')[1]).toEqual([
      { id: 90, company_vendor_id: 1, price: '12' },
    ]);
  }, 30000);
});
