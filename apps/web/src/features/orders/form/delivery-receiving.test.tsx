// @vitest-environment jsdom
// Checks an Ant Design message with toBeVisible: happy-dom applies antd's styles, where the
// notice waits at opacity 0 for a motion no test DOM runs; jsdom cannot parse them (decision 0095).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ORDER_MESSAGES } from '@laydown/domain';
import { errorResponse, jsonResponse } from '../../../test/responses';
import { renderApp } from '../../../test/render-app';
import {
  abilities,
  deliveryRecord,
  lineRecord,
  orderRecord,
  serveOrderForm,
} from './order-form-test-api';

const WAIT = { timeout: 20_000 };
const SLOW = 120_000;

const placed = (fields: Parameters<typeof orderRecord>[0] = {}) =>
  orderRecord({
    kind: 'ORDER',
    state: 'ORDERED',
    sub_state: 'ORDERED_REQUESTED',
    badge: 'Order Placed',
    abilities: abilities({ receive: true }),
    deliveries: [
      deliveryRecord({
        state: 'SHIPPED',
        order_materials: [
          lineRecord(),
          lineRecord({ id: 32, position: 1, description: 'Sand', state: 'UNAVAILABLE' }),
        ],
      }),
    ],
    ...fields,
  });

describe('receiving on the order form', () => {
  it(
    'receives what arrived per line and shows the delivered state the server answers',
    async () => {
      const delivered = placed({
        version: 2,
        state: 'DELIVERED',
        sub_state: null,
        badge: 'Delivered',
        deliveries: [
          deliveryRecord({
            state: 'DELIVERED',
            status: 'INCOMPLETE_DELIVERY',
            order_materials: [lineRecord({ quantity_delivered: '3' })],
          }),
        ],
      });
      let reads = 0;
      const api = serveOrderForm({
        routes: {
          'GET /api/order/7': () =>
            jsonResponse(200, { order: reads++ === 0 ? placed() : delivered }),
          'PATCH /api/deliveries/21': () => jsonResponse(200, { delivery: {} }),
        },
      });
      const { user } = renderApp('/order/7');
      const panel = await screen.findByTestId('delivery-receiving-21', {}, WAIT);
      expect(within(panel).getByTestId('delivery-state')).toHaveTextContent('Shipped');
      // The line the vendor cannot deliver is the §2 warning row, with nothing to receive.
      expect(panel).toHaveTextContent(ORDER_MESSAGES.deliveryNotAvailable);
      expect(within(panel).queryByTestId('receive-quantity-32')).toBeNull();

      const receive = within(panel).getByTestId('receive-delivery-21');
      expect(receive).toBeDisabled();
      await user.type(within(panel).getByLabelText('Received now: Copper pipe 1/2"'), 'x');
      expect(receive).toBeDisabled();
      await user.clear(within(panel).getByTestId('receive-quantity-31'));
      await user.type(within(panel).getByTestId('receive-quantity-31'), '3');
      await user.click(receive);

      expect(await screen.findByText('Received', {}, WAIT)).toBeVisible();
      await waitFor(() => expect(screen.getByTestId('received-31')).toHaveTextContent('3'));
      expect(screen.getByTestId('delivery-state')).toHaveTextContent('Delivered');
      expect(screen.getByTestId('delivery-receiving-21')).toHaveTextContent('Incomplete delivery');
      expect(api.callsTo('PATCH', '/api/deliveries/21')[0]?.body).toEqual({
        delivery: { received_materials: [{ id: 31, quantity_received: '3' }] },
      });
    },
    SLOW,
  );

  it(
    'shows the server’s refusal, and offers no input to who may not receive',
    async () => {
      serveOrderForm({
        routes: {
          'GET /api/order/7': () => jsonResponse(200, { order: placed() }),
          'PATCH /api/deliveries/21': () =>
            errorResponse(422, 'invalid_request', 'Cannot receive 9 of "Copper pipe 1/2"".'),
        },
      });
      const first = renderApp('/order/7');
      const input = await screen.findByTestId('receive-quantity-31', {}, WAIT);
      await first.user.type(input, '9');
      await first.user.click(screen.getByTestId('receive-delivery-21'));
      expect(await screen.findByText(/Cannot receive 9/, {}, WAIT)).toBeVisible();
      first.unmount();

      serveOrderForm({
        routes: {
          'GET /api/order/7': () =>
            jsonResponse(200, { order: placed({ abilities: abilities({ receive: false }) }) }),
        },
      });
      renderApp('/order/7');
      const panel = await screen.findByTestId('delivery-receiving-21', {}, WAIT);
      expect(within(panel).queryByRole('textbox')).toBeNull();
      expect(within(panel).queryByTestId('receive-delivery-21')).toBeNull();
    },
    SLOW,
  );

  it(
    'is not shown before the order is placed',
    async () => {
      serveOrderForm({
        routes: {
          'GET /api/order/7': () =>
            jsonResponse(200, { order: orderRecord({ abilities: abilities({ receive: true }) }) }),
        },
      });
      renderApp('/order/7');
      await screen.findByTestId('line-quantity-d0-l0', {}, WAIT);
      expect(screen.queryByTestId('delivery-receiving-21')).toBeNull();
    },
    SLOW,
  );
});
