// @vitest-environment jsdom
// Checks an Ant Design message with toBeVisible: happy-dom applies antd's styles, where the
// notice waits at opacity 0 for a motion no test DOM runs; jsdom cannot parse them (decision 0095).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OrderListRecord } from '@laydown/contracts';
import { jsonResponse } from '../../../test/responses';
import { currentLocation, renderApp } from '../../../test/render-app';
import {
  abilities,
  deliveryRecord,
  lineRecord,
  orderRecord,
  serveOrderForm,
} from './order-form-test-api';

const WAIT = { timeout: 20_000 };
const SLOW = 120_000;

const twoLines = deliveryRecord({
  order_materials: [lineRecord(), lineRecord({ id: 32, position: 1, description: 'Sand' })],
});

function listRow(fields: Partial<OrderListRecord>): OrderListRecord {
  return {
    id: 9,
    kind: 'ORDER',
    order_number: '1009',
    order_number_label: 'Ref Number',
    name: 'Level 3 plumbing',
    project_id: 3,
    project_name: 'Riverside Tower',
    company_vendor_id: null,
    vendor_name: null,
    state: 'DRAFT',
    sub_state: 'DRAFT_ORDER',
    badge: 'Drafted',
    tags: [],
    created_at: '2026-11-20T12:00:00.000Z',
    updated_at: '2026-11-20T12:00:00.000Z',
    ...fields,
  };
}

async function openMenuItem(user: ReturnType<typeof renderApp>['user'], label: string) {
  await user.click(await screen.findByTestId('order-more-actions', {}, WAIT));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

describe('the order actions menu', () => {
  it(
    'splits the ticked lines into a new order, which opens at its own address',
    async () => {
      const order = orderRecord({ abilities: abilities({ split: true }), deliveries: [twoLines] });
      const created = orderRecord({ id: 8, order_number: '1008', splitted_from_id: 7 });
      const api = serveOrderForm({
        routes: {
          'GET /api/order/7': () => jsonResponse(200, { order }),
          'GET /api/order/8/history': () => jsonResponse(200, { records: [] }),
          'POST /api/order/7/split': () =>
            jsonResponse(201, { order: created, source_order: orderRecord() }),
        },
      });
      const { user, router } = renderApp('/order/7');
      await openMenuItem(user, 'Split');
      const dialog = await screen.findByRole('dialog', {}, WAIT);
      expect(dialog).toHaveTextContent('Split order');
      const confirm = within(dialog).getByTestId('split-confirm');
      expect(confirm).toBeDisabled();
      // Every line ticked: one must stay, so Split waits.
      await user.click(within(dialog).getByLabelText(/Copper pipe/));
      await user.click(within(dialog).getByLabelText(/Sand/));
      expect(confirm).toBeDisabled();
      expect(dialog).toHaveTextContent('Leave at least one line on the order to split it.');
      await user.click(within(dialog).getByLabelText(/Copper pipe/));
      await user.click(confirm);

      await waitFor(() => expect(currentLocation(router)).toBe('/order/8'), WAIT);
      expect(await screen.findByText('Split 1 material into Ref Number 1008')).toBeVisible();
      expect(api.callsTo('POST', '/api/order/7/split')[0]?.body).toEqual({
        order_material_ids: [32],
        version: 1,
      });
    },
    SLOW,
  );

  it(
    'merges drafts of the same project chosen from those the merge rule takes',
    async () => {
      const order = orderRecord({ abilities: abilities({ actions: ['merge', 'cancel'] }) });
      const merged = orderRecord({ version: 2, deliveries: [twoLines] });
      const api = serveOrderForm({
        routes: {
          'GET /api/order/7': () => jsonResponse(200, { order }),
          'GET /api/orders': () =>
            jsonResponse(200, {
              records: [
                listRow({}),
                listRow({ id: 7, order_number: '1007' }),
                listRow({ id: 10, order_number: '1010', state: 'ORDERED', badge: 'Order Placed' }),
              ],
              total_count: 3,
              has_more: false,
              facets: { state: [], project: [], vendor: [], tag: [], created_by: [] },
            }),
          'POST /api/order/merge_order': () => jsonResponse(200, { order: merged }),
        },
      });
      const { user } = renderApp('/order/7');
      await openMenuItem(user, 'Merge');
      const dialog = await screen.findByRole('dialog', {}, WAIT);
      expect(dialog).toHaveTextContent('Merge orders');
      const choice = await within(dialog).findByLabelText(/Ref Number 1009/, {}, WAIT);
      // Neither this order nor a placed one can be merged into it.
      expect(within(dialog).queryByLabelText(/1007/)).toBeNull();
      expect(within(dialog).queryByLabelText(/1010/)).toBeNull();
      await user.click(choice);
      await user.click(within(dialog).getByTestId('merge-confirm'));

      expect(
        await screen.findByText('Merged 1 order into Ref Number 1007', {}, WAIT),
      ).toBeVisible();
      await waitFor(() => expect(screen.getByDisplayValue('Sand')).toBeInTheDocument());
      expect(api.callsTo('POST', '/api/order/merge_order')[0]?.body).toEqual({
        order_id: 7,
        merged_order_ids: [9],
        version: 1,
      });
    },
    SLOW,
  );

  it(
    'converts a placed order to a commitment after a confirmation',
    async () => {
      const placed = orderRecord({
        kind: 'ORDER',
        state: 'ORDERED',
        sub_state: 'ORDERED_REQUESTED',
        badge: 'Order Placed',
        abilities: abilities({ convert_to_commitment: true }),
      });
      let reads = 0;
      const api = serveOrderForm({
        routes: {
          'GET /api/order/7': () =>
            jsonResponse(200, {
              order:
                reads++ === 0
                  ? placed
                  : { ...placed, commitment_id: 3, abilities: abilities({ actions: [] }) },
            }),
          'POST /api/order/7/convert_to_commitment': () =>
            jsonResponse(201, {
              commitment: {
                id: 3,
                commitment_type: 'material',
                status: 'CONFIRMED',
                name: 'Level 2 plumbing',
                project_id: 3,
                company_vendor_id: null,
                source_order_id: 7,
                commitment_materials: [],
              },
            }),
        },
      });
      const { user } = renderApp('/order/7');
      await openMenuItem(user, 'Convert to Commitment');
      const dialog = await screen.findByRole('dialog', {}, WAIT);
      expect(dialog).toHaveTextContent('Convert this order to a commitment?');
      await user.click(within(dialog).getByRole('button', { name: 'Convert to Commitment' }));

      expect(
        await screen.findByText('Converted to commitment Level 2 plumbing', {}, WAIT),
      ).toBeVisible();
      expect(api.callsTo('POST', '/api/order/7/convert_to_commitment')).toHaveLength(1);
      // Converted once: the menu no longer offers it (the answer's abilities).
      await waitFor(() => expect(screen.queryByTestId('order-more-actions')).toBeNull());
    },
    SLOW,
  );

  it(
    'is absent when the server offers none of its actions, and waits for a save when dirty',
    async () => {
      serveOrderForm({
        routes: { 'GET /api/order/7': () => jsonResponse(200, { order: orderRecord() }) },
      });
      const first = renderApp('/order/7');
      await screen.findByTestId('order-actions', {}, WAIT);
      expect(screen.queryByTestId('order-more-actions')).toBeNull();
      first.unmount();

      serveOrderForm({
        routes: {
          'GET /api/order/7': () =>
            jsonResponse(200, { order: orderRecord({ abilities: abilities({ split: true }) }) }),
        },
      });
      const { user } = renderApp('/order/7');
      const name = await screen.findByTestId('order-name', {}, WAIT);
      expect(screen.getByTestId('order-more-actions')).toBeEnabled();
      await user.type(name, ' more');
      expect(screen.getByTestId('order-more-actions')).toBeDisabled();
    },
    SLOW,
  );
});
