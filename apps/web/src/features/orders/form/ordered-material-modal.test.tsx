// @vitest-environment jsdom
// Checks an Ant Design message with toBeVisible: happy-dom applies antd's styles, where the
// notice waits at opacity 0 for a motion no test DOM runs; jsdom cannot parse them (decision 0095).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_MESSAGES, PERMISSIONS, toPermissionMap } from '@laydown/domain';
import { jsonResponse } from '../../../test/responses';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { material } from '../../materials/material-fixture';
import { deliveryRecord, lineRecord, orderRecord, serveOrderForm } from './order-form-test-api';

const WAIT = { timeout: 20_000 };
const SLOW = 120_000;

const placed = orderRecord({
  kind: 'ORDER',
  state: 'ORDERED',
  sub_state: 'ORDERED_REQUESTED',
  badge: 'Order Placed',
  ordered_at: '2026-11-21T12:00:00.000Z',
  deliveries: [deliveryRecord({ order_materials: [lineRecord({ company_material_id: 501 })] })],
});

function serve(user = makeUser()) {
  return serveOrderForm({
    user,
    routes: {
      'GET /api/order/7': () => jsonResponse(200, { order: placed }),
      'PATCH /api/order/7': () => jsonResponse(200, { order: { ...placed, version: 2 } }),
      'GET /api/consolidated_company_materials': () =>
        jsonResponse(200, {
          records: [],
          total_count: 0,
          has_more: false,
          query_id: '00000000-0000-0000-0000-000000000000',
          search_metadata: { backend: 'fulltext', exhaustive: true },
        }),
      'PATCH /api/company_materials/501': () =>
        jsonResponse(200, { company_material: material(501, 'Copper pipe 1/2" type L') }),
      'POST /api/order/update_material_lines': () =>
        jsonResponse(200, {
          updated_orders: [
            { id: 7, order_number: '1007' },
            { id: 12, order_number: '1012' },
          ],
        }),
    },
  });
}

async function editAndSave(user: ReturnType<typeof renderApp>['user']) {
  const material = await screen.findByRole('combobox', { name: 'Material of line 1' }, WAIT);
  fireEvent.change(material, { target: { value: 'Copper pipe 1/2" type L' } });
  await user.click(screen.getByTestId('order-save'));
  const dialog = await screen.findByRole('dialog', {}, WAIT);
  expect(dialog).toHaveTextContent(ORDER_MESSAGES.orderedMaterialEditWarning);
  return dialog;
}

describe('saving an edited material that was already ordered', () => {
  it(
    'asks first: Cancel saves nothing, Update only for this Order saves the line unlinked',
    async () => {
      const api = serve();
      const { user } = renderApp('/order/7');
      const dialog = await editAndSave(user);
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(expect.arrayContaining([...ORDER_MESSAGES.orderedMaterialEditButtons]));
      await user.click(within(dialog).getByTestId('ordered-material-cancel'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.callsTo('PATCH', '/api/order/7')).toHaveLength(0);

      await user.click(screen.getByTestId('order-save'));
      await user.click(await screen.findByTestId('ordered-material-this-order', {}, WAIT));
      await waitFor(() => expect(api.callsTo('PATCH', '/api/order/7')).toHaveLength(1));
      expect(api.callsTo('PATCH', '/api/order/7')[0]?.body).toMatchObject({
        order: {
          deliveries: [
            {
              order_materials: [
                { id: 31, company_material_id: null, description: 'Copper pipe 1/2" type L' },
              ],
            },
          ],
        },
      });
      expect(api.callsTo('PATCH', '/api/company_materials/501')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'Update for all Orders changes the catalogue, keeps the link and updates the open orders',
    async () => {
      const api = serve();
      const { user } = renderApp('/order/7');
      const dialog = await editAndSave(user);
      await user.click(within(dialog).getByTestId('ordered-material-all-orders'));

      expect(
        await screen.findByText('Material updated for all Orders (1 open order changed)', {}, WAIT),
      ).toBeVisible();
      expect(api.callsTo('PATCH', '/api/company_materials/501')[0]?.body).toEqual({
        company_material: { description: 'Copper pipe 1/2" type L', product_identifier: null },
      });
      // The line is saved as it was, still linked; the new text comes from the catalogue.
      expect(api.callsTo('PATCH', '/api/order/7')[0]?.body).toMatchObject({
        order: {
          deliveries: [
            {
              order_materials: [
                { id: 31, company_material_id: 501, description: 'Copper pipe 1/2"' },
              ],
            },
          ],
        },
      });
      expect(api.callsTo('POST', '/api/order/update_material_lines')[0]?.body).toEqual({
        company_material_id: 501,
        order_id: 7,
      });
      expect(api.callsTo('GET', '/api/order/7')).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'offers Update for all Orders only to who edits the material database',
    async () => {
      serve(
        makeUser({
          user_permissions: toPermissionMap(
            PERMISSIONS.filter((p) => p !== 'can_edit_material_database'),
          ),
        }),
      );
      const { user } = renderApp('/order/7');
      const dialog = await editAndSave(user);
      expect(within(dialog).getByTestId('ordered-material-all-orders')).toBeDisabled();
      expect(within(dialog).getByTestId('ordered-material-this-order')).toBeEnabled();
    },
    SLOW,
  );
});
