import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { levelQuotes, type LevelingInputLine } from '@laydown/domain';
import type { LevelingRecord, PackageOrderRecord } from '@laydown/contracts';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const WAIT = { timeout: 20_000 };

const quote = (id: number, vendor: string, total: string): LevelingRecord['quotes'][number] => ({
  id,
  order_number: String(1000 + id),
  quote_number: null,
  name: 'Slab rebar',
  kind: 'RFQ',
  state: 'QUOTED',
  sub_state: 'QUOTED_RECEIVED',
  badge: 'Quote Provided',
  company_vendor_id: id,
  vendor_name: vendor,
  quote_expires_at: id === 1 ? '2026-01-02T12:00:00.000Z' : '2030-01-31T12:00:00.000Z',
  totals: { materials: total, tax: '0.000', shipping: '0', other: '0', discount: '0', total },
  quote_received: true,
  quote_expiry_warning: id === 1,
});

const line = (
  id: number,
  description: string,
  cost: string,
  over: Partial<LevelingInputLine> = {},
) => ({
  id,
  company_material_id: null,
  description,
  quantity: '10',
  unit_name: 'EA',
  unit_cost: cost,
  extended_cost: String(Number(cost) * 10),
  ext_cost_with_tax: String(Number(cost) * 10),
  vendor_response: [],
  vendor_note: null,
  ...over,
});

// Built by the domain's own function, as the API builds it.
const leveling: LevelingRecord = {
  order_package_id: 4,
  name: 'Slab rebar',
  quotes: [quote(1, 'Alpha Supply', '170.000'), quote(2, 'Beta Steel', '200.000')],
  lines: levelQuotes([
    {
      order_id: 1,
      received: true,
      lines: [
        line(11, 'Rebar #4', '10', {
          vendor_response: ['SUBSTITUTION'],
          vendor_note: 'Epoxy rebar',
        }),
        line(12, 'Tie wire', '7'),
        line(13, 'Chairs', '', {
          unit_cost: null,
          extended_cost: null,
          ext_cost_with_tax: null,
          vendor_response: ['DO_NOT_CARRY'],
        }),
      ],
    },
    {
      order_id: 2,
      received: true,
      lines: [line(21, 'Rebar #4', '12'), line(22, 'Tie wire', '6'), line(23, 'Chairs', '2')],
    },
  ]),
};

// A long package: 120 lines from each of the two vendors (Alpha is lower on the even lines).
const LONG = 120;
const longLeveling: LevelingRecord = {
  ...leveling,
  lines: levelQuotes(
    [1, 2].map((orderId) => ({
      order_id: orderId,
      received: true,
      lines: Array.from({ length: LONG }, (_, i) =>
        line(orderId * 1000 + i, `Stud ${i + 1}`, String(5 + ((i + orderId) % 2))),
      ),
    })),
  ),
};

function api(placed: PackageOrderRecord[] = [], body: LevelingRecord = leveling) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
    'GET /api/order_package/4/leveling': () => jsonResponse(200, { leveling: body }),
    'POST /api/order/place_leveling_quotes': () =>
      jsonResponse(201, {
        order_package_id: 4,
        orders: placed,
        closed_order_ids: [],
        total: '120.000',
        savings: '0.000',
      }),
  });
}

describe('the quote leveling screen', () => {
  it('says the package was not found for an address naming none, without asking the server', async () => {
    const fake = api();
    renderApp('/order_package/undefined/leveling');
    expect(
      await screen.findByRole('heading', { name: 'Order package not found' }, WAIT),
    ).toBeVisible();
    expect(fake.calls.filter((call) => call.path.startsWith('/api/order_package'))).toEqual([]);
  }, 60_000);

  it('marks the lowest price of each line in words, with missing and substituted lines and the expiry warning', async () => {
    api();
    renderApp('/order_package/4/leveling');
    const table = await screen.findByTestId('leveling-table', {}, WAIT);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const rows = within(table).getAllByTestId('leveling-row');
    expect(rows).toHaveLength(3);
    // Rebar: Alpha's $100 is lowest; wire: Beta's $60; chairs: only Beta priced it.
    const lowestOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => within(cell).queryByText('Lowest') !== null);
    expect(rows.map(lowestOf)).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
    expect(within(rows[0]!).getByTestId('leveling-substitute')).toHaveTextContent(
      'Substitute: Epoxy rebar',
    );
    expect(within(rows[2]!).getByTestId('leveling-missing')).toHaveTextContent('Do not carry');
    const expiry = within(table).getAllByTestId('leveling-expiry');
    expect(expiry[0]).toHaveTextContent('01/02/2026 (expires soon)');
    expect(expiry[0]).toHaveClass('leveling-expiry--warning');
    expect(expiry[1]).not.toHaveTextContent('expires soon');
  }, 60_000);

  it('chooses all from a vendor, sums the total and savings, and places the order after confirming', async () => {
    const calls = api([
      {
        id: 2,
        order_number: '1002',
        quote_number: null,
        name: 'Slab rebar',
        kind: 'ORDER',
        state: 'ORDERED',
        sub_state: 'ORDERED_REQUESTED',
        badge: 'Order Placed',
        company_vendor_id: 2,
        vendor_name: 'Beta Steel',
        quote_expires_at: null,
      },
    ]);
    renderApp('/order_package/4/leveling');
    await screen.findByTestId('leveling-table', {}, WAIT);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Choose all from Beta Steel' }));
    expect(screen.getByTestId('leveling-chosen-count')).toHaveTextContent('3 of 3');
    // 120 + 60 + 20 = 200; against the highest quotes (120, 70, 20): saved 10.
    expect(screen.getByTestId('leveling-total')).toHaveTextContent('$200.00');
    expect(screen.getByTestId('leveling-savings')).toHaveTextContent('$10.00');
    // One line back to Alpha by its radio.
    fireEvent.click(screen.getByLabelText('Rebar #4 from Alpha Supply'));
    expect(screen.getByTestId('leveling-total')).toHaveTextContent('$180.00');
    expect(screen.getByTestId('leveling-savings')).toHaveTextContent('$30.00');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(calls.callsTo('POST', '/api/order/place_leveling_quotes')).toHaveLength(1),
    );
    expect(calls.callsTo('POST', '/api/order/place_leveling_quotes')[0]!.body).toEqual({
      orders: [
        { order_id: 1, order_material_ids: [11] },
        { order_id: 2, order_material_ids: [22, 23] },
      ],
    });
    const placed = await screen.findByTestId('leveling-placed', {}, WAIT);
    expect(within(placed).getByRole('link', { name: '1002 · Beta Steel' })).toHaveAttribute(
      'href',
      '/order/2',
    );
  }, 60_000);

  it('draws the lines a window shows first, then every line; a choice counts the lines not drawn yet', async () => {
    api([], longLeveling);
    renderApp('/order_package/4/leveling');
    const table = await screen.findByTestId('leveling-table', {}, WAIT);
    const first = within(table).getAllByTestId('leveling-row').length;
    expect(first).toBeGreaterThanOrEqual(10);
    expect(first).toBeLessThan(LONG);
    expect(table).toHaveAttribute('aria-busy', 'true');
    // Choosing works on the quotes, not on the rows drawn.
    fireEvent.click(screen.getByRole('button', { name: 'Choose lowest per line' }));
    expect(screen.getByTestId('leveling-chosen-count')).toHaveTextContent(`${LONG} of ${LONG}`);
    expect(await within(table).findByText(`Stud ${LONG}`, {}, WAIT)).toBeInTheDocument();
    expect(within(table).getAllByTestId('leveling-row')).toHaveLength(LONG);
    expect(table).not.toHaveAttribute('aria-busy');
    // The last line keeps its choice and its keyboard-usable radio once drawn.
    expect(screen.getByLabelText(`Stud ${LONG} from Alpha Supply`)).toBeChecked();
  }, 60_000);
});
