import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeVendorUser } from '../../test/users';
import { vendorLine, vendorOrder, vendorOrderSummary } from '../../test/vendor-orders';

const WAIT = { timeout: 20_000 };

describe('the vendor portal', () => {
  it('says not found for a document not sent to the vendor, or an address naming none', async () => {
    fakeApi({ 'GET /api/user': () => jsonResponse(200, { user: makeVendorUser() }) });
    for (const path of ['/vendor/orders/99', '/vendor/orders/abc']) {
      const { unmount } = renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Document not found' }, WAIT),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to RFQs and Orders' })).toHaveAttribute(
        'href',
        '/vendor/orders',
      );
      unmount();
    }
  }, 60_000);

  it('lists the documents sent to the vendor with their badge and a link to each', async () => {
    const api = fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeVendorUser() }),
      'GET /api/vendor_orders': () =>
        jsonResponse(200, { records: [vendorOrderSummary], total_count: 1, has_more: false }),
    });
    renderApp('/vendor/orders?state=QUOTED');
    const table = await screen.findByTestId('vendor-orders-table', {}, WAIT);
    expect(await within(table).findByText('Podium rebar', {}, WAIT)).toBeInTheDocument();
    expect(within(table).getByTestId('order-badge')).toHaveTextContent('Quote Requested');
    expect(within(table).getByRole('link', { name: '1007' })).toHaveAttribute(
      'href',
      '/vendor/orders/7',
    );
    expect(api.calls.find((c) => c.path === '/api/vendor_orders')).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  }, 60_000);

  it('answers a line: tags, a price on an RFQ, a note, and Changed Units makes quantity and unit editable', async () => {
    const api = fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeVendorUser() }),
      'GET /api/vendor_orders/7': () => jsonResponse(200, { order: vendorOrder() }),
      'PATCH /api/vendor_orders/7/responses': () =>
        jsonResponse(200, {
          order: vendorOrder({
            order_materials: [
              vendorLine({ vendor_response: ['SUBSTITUTION', 'CHANGED_UNITS'], quantity: '1' }),
            ],
          }),
        }),
    });
    renderApp('/vendor/orders/7');
    const editor = await screen.findByTestId('vendor-response-editor', {}, WAIT);
    // On an RFQ the price input is there at once; the notes input only with a response.
    expect(within(editor).getByTestId('vendor-price')).toBeInTheDocument();
    expect(within(editor).queryByTestId('vendor-note')).toBeNull();
    expect(within(editor).queryByTestId('vendor-quantity')).toBeNull();
    expect(screen.getByTestId('vendor-save')).toBeDisabled();
    fireEvent.click(within(editor).getByText('Substitution'));
    fireEvent.change(within(editor).getByTestId('vendor-note'), {
      target: { value: 'Grade 40 instead' },
    });
    fireEvent.click(within(editor).getByText('Changed Units'));
    fireEvent.change(within(editor).getByLabelText('Quantity for Rebar #4 20ft'), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByTestId('vendor-save'));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/vendor_orders/7/responses')).toHaveLength(1),
    );
    expect(api.callsTo('PATCH', '/api/vendor_orders/7/responses')[0]!.body).toEqual({
      order: {
        order_materials: [
          {
            id: 11,
            vendor_response: ['SUBSTITUTION', 'CHANGED_UNITS'],
            vendor_note: 'Grade 40 instead',
            quantity: '1',
          },
        ],
      },
    });
  }, 60_000);

  it('keeps a saved Changed Units tag with the spec’s message, and offers a new price on an order only with Changed Price', async () => {
    fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeVendorUser() }),
      'GET /api/vendor_orders/7': () =>
        jsonResponse(200, {
          order: vendorOrder({
            state: 'ORDERED',
            sub_state: 'ORDERED_REQUESTED',
            badge: 'Order Placed',
            title_type: 'Order',
            purchaser_costs_sent: true,
            order_materials: [
              vendorLine({
                vendor_response: ['CHANGED_UNITS'],
                unit_cost: '11.25',
                extended_cost: '112.5',
              }),
            ],
          }),
        }),
    });
    renderApp('/vendor/orders/7');
    const editor = await screen.findByTestId('vendor-response-editor', {}, WAIT);
    expect(screen.getByText(/\$11\.25 each/)).toBeInTheDocument();
    expect(within(editor).queryByTestId('vendor-price')).toBeNull();
    fireEvent.click(within(editor).getByText('Changed Units'));
    expect(
      await screen.findByText(
        "Once you've saved unit changes on an item you cannot remove this tag.",
      ),
    ).toBeInTheDocument();
    expect(within(editor).getByTestId('vendor-quantity')).toBeInTheDocument();
    fireEvent.click(within(editor).getByText('Changed Price'));
    expect(within(editor).getByLabelText('New price for Rebar #4 20ft')).toBeInTheDocument();
  }, 60_000);
});
