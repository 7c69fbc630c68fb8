import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ORDER_MESSAGES,
  PERMISSIONS,
  REFERENCE_MESSAGES,
  deriveAbilities,
  lineMoney,
  orderTotals,
  toPermissionMap,
} from '@laydown/domain';
import { errorResponse, jsonResponse } from '../../../test/responses';
import { currentLocation, renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { formatUsd } from '../order-money';
import {
  abilities,
  deliveryRecord,
  lineRecord,
  orderRecord,
  serveOrderForm,
  TAX_CODE,
  UNIT_EA,
} from './order-form-test-api';

const WAIT = { timeout: 20_000 };
// The first lazy import of the form takes a while on a busy 2-core machine.
const SLOW = 120_000;
const lines = (delivery: number) =>
  document.querySelectorAll(`[data-testid^="order-line-d${delivery}-"]`);

describe('the order form', () => {
  it(
    'starts a new order with 1 delivery and 10 empty rows; Add More Materials adds 5',
    async () => {
      serveOrderForm();
      const { user } = renderApp('/orders/new_order');
      await screen.findByTestId('order-form', {}, WAIT);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New Order');
      expect(screen.getAllByRole('tab')).toHaveLength(1);
      expect(screen.getByRole('tab', { name: 'Delivery 0' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(lines(0)).toHaveLength(10);
      const materials = [...lines(0)].map((row) => row.querySelector('input'));
      expect(materials.map((input) => input?.value)).toEqual(Array<string>(10).fill(''));
      const addMore = screen.getByTestId('add-more-materials-0');
      expect(addMore).toHaveTextContent(ORDER_MESSAGES.addMoreMaterials);
      await user.click(addMore);
      expect(lines(0)).toHaveLength(15);
    },
    SLOW,
  );

  it(
    'moves between deliveries with the arrow keys of a real tab list; removes one after Yes',
    async () => {
      serveOrderForm();
      const { user } = renderApp('/orders/new_quote');
      await screen.findByTestId('order-form', {}, WAIT);
      await user.click(screen.getByTestId('add-delivery'));
      const tabs = screen.getAllByRole('tab');
      expect(tabs).toHaveLength(2);
      expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Delivery 1');
      tabs[1]?.focus();
      await user.keyboard('{ArrowLeft}');
      expect(tabs[0]).toHaveFocus();
      expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Delivery 0');

      // Remove asks first, in a modal that takes the focus (Yes / No).
      await user.click(screen.getByTestId('remove-delivery'));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(ORDER_MESSAGES.deleteItemConfirm);
      await user.click(screen.getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(1));
    },
    SLOW,
  );

  it(
    'shows the totals packages/domain computes, and follows what is typed',
    async () => {
      serveOrderForm({
        routes: { 'GET /api/order/7': () => jsonResponse(200, { order: orderRecord() }) },
      });
      const { user } = renderApp('/order/7');
      const total = await screen.findByTestId('order-totals-total', {}, WAIT);
      const expected = (quantity: string) =>
        orderTotals(
          [
            {
              order_materials: [
                lineMoney({
                  unit_cost: '12.50',
                  quantity,
                  unit: UNIT_EA,
                  has_tax_code: true,
                  rate_percent: TAX_CODE.tax_code_rates[0]?.rate ?? null,
                }),
              ],
            },
          ],
          { tax_codes: true },
        );
      await waitFor(() => expect(total).toHaveTextContent(formatUsd(expected('4').total)));
      expect(screen.getByTestId('order-totals-tax')).toHaveTextContent(
        formatUsd(expected('4').tax),
      );

      const quantity = screen.getByTestId('line-quantity-d0-l0');
      await user.clear(quantity);
      await user.type(quantity, '7');
      expect(total).toHaveTextContent(formatUsd(expected('7').total));
    },
    SLOW,
  );

  it(
    "draws a long order's lines around the window: the table counts them all, a scroll to the end draws the last, the focused line stays",
    async () => {
      const many = Array.from({ length: 2000 }, (_, i) =>
        lineRecord({ id: 100 + i, position: i, description: `Line ${i + 1}` }),
      );
      serveOrderForm({
        routes: {
          'GET /api/order/7': () =>
            jsonResponse(200, {
              order: orderRecord({ deliveries: [deliveryRecord({ order_materials: many })] }),
            }),
        },
      });
      // The test DOM has no layout: the lines' box starts where the window's scroll puts it.
      const rect = vi
        .spyOn(Element.prototype, 'getBoundingClientRect')
        .mockImplementation(function (this: Element) {
          const top = this.getAttribute('role') === 'rowgroup' ? 300 - window.scrollY : 0;
          return DOMRect.fromRect({ x: 0, y: top, width: 0, height: 0 });
        });
      const scrollTo = (y: number) => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        fireEvent.scroll(window);
      };
      try {
        const { user } = renderApp('/order/7');
        const table = await screen.findByRole('table', { name: 'Materials of delivery 0' }, WAIT);
        expect(table).toHaveAttribute('aria-rowcount', '2001');
        await waitFor(() => expect(lines(0).length).toBeGreaterThan(10), WAIT);
        // The window shows ~19 lines of 41 px: those and a few past its edge, not 2,000.
        expect(lines(0).length).toBeLessThan(40);
        const first = screen.getByTestId('line-quantity-d0-l0');
        await user.click(first);

        scrollTo(300 + 1999 * 41 - 700);
        const last = await screen.findByTestId('order-line-d0-l1999', {}, WAIT);
        expect(last).toHaveAttribute('aria-rowindex', '2001');
        expect(last.querySelector('input')).toHaveValue('Line 2000');
        expect(lines(0).length).toBeLessThan(40);
        // The line holding the focus is kept while scrolled away: what is typed goes on.
        expect(first).toHaveFocus();
        expect(screen.getByTestId('order-line-d0-l0')).toBeInTheDocument();
        await user.type(first, '5');
        expect(screen.getByTestId('order-save-bar')).toBeVisible();
      } finally {
        rect.mockRestore();
        scrollTo(0);
      }
    },
    SLOW,
  );

  it(
    'asks before leaving with unsaved changes: Cancel keeps what was typed, Leave goes',
    async () => {
      serveOrderForm({
        routes: { 'GET /api/order/7': () => jsonResponse(200, { order: orderRecord() }) },
      });
      const { user, router } = renderApp('/order/7');
      const name = await screen.findByTestId('order-name', {}, WAIT);
      await user.clear(name);
      await user.type(name, 'Typed here');

      await user.click(screen.getAllByTestId('nav-orders')[0] as HTMLElement);
      expect(await screen.findByText(REFERENCE_MESSAGES.unsavedChanges)).toBeInTheDocument();
      await user.click(screen.getByTestId('unsaved-cancel'));
      expect(currentLocation(router)).toBe('/order/7');
      expect(name).toHaveValue('Typed here');

      await user.click(screen.getAllByTestId('nav-orders')[0] as HTMLElement);
      await user.click(await screen.findByTestId('unsaved-leave'));
      await waitFor(() => expect(currentLocation(router)).toBe('/orders'));
    },
    SLOW,
  );

  it(
    'shows no cost to a user without can_view_costs and links the no-pricing PO',
    async () => {
      const granted = PERMISSIONS.filter((p) => p !== 'can_view_costs');
      serveOrderForm({
        user: makeUser({
          user_permissions: toPermissionMap(granted),
          abilities: deriveAbilities(granted),
        }),
        routes: { 'GET /api/order/7': () => jsonResponse(200, { order: orderRecord() }) },
      });
      renderApp('/order/7');
      const form = await screen.findByTestId('order-form', {}, WAIT);
      await screen.findByTestId('line-quantity-d0-l0', {}, WAIT);
      expect(screen.queryByTestId('order-totals')).toBeNull();
      expect(screen.queryByTestId('line-unit-cost-d0-l0')).toBeNull();
      expect(within(form).queryByText(/Unit cost|Ext\. cost/)).toBeNull();
      expect(form.textContent).not.toContain('$');
      expect(screen.getByTestId('order-pdf')).toHaveAttribute(
        'href',
        '/order/7/purchase_order_no_pricing',
      );
    },
    SLOW,
  );

  it(
    'answers a stale save with the conflict and keeps every typed value',
    async () => {
      let reads = 0;
      const theirs = orderRecord({
        version: 2,
        name: 'Renamed by Sam',
        last_action: {
          author_type: 'User',
          author_name: 'Sam Smith',
          created_at: '2026-11-21T12:00:00.000Z',
        },
      });
      const api = serveOrderForm({
        routes: {
          'GET /api/order/7': () =>
            jsonResponse(200, { order: reads++ === 0 ? orderRecord() : theirs }),
          'PATCH /api/order/7': () =>
            errorResponse(409, 'stale_version', 'This order was changed by someone else.'),
        },
      });
      const { user } = renderApp('/order/7');
      const name = await screen.findByTestId('order-name', {}, WAIT);
      await user.clear(name);
      await user.type(name, 'Mine');
      const quantity = screen.getByTestId('line-quantity-d0-l0');
      await user.clear(quantity);
      await user.type(quantity, '42');
      await user.click(screen.getByTestId('order-save'));

      const conflict = await screen.findByTestId('order-conflict', {}, WAIT);
      expect(conflict).toHaveTextContent('Sam Smith');
      expect(within(conflict).getByTestId('order-conflict-changes')).toHaveTextContent(
        'Name: Level 2 plumbing → Renamed by Sam',
      );
      expect(name).toHaveValue('Mine');
      expect(quantity).toHaveValue('42');
      expect(api.callsTo('PATCH', '/api/order/7')[0]?.body).toMatchObject({
        order: { version: 1, name: 'Mine' },
      });
    },
    SLOW,
  );

  it(
    'names the lines a refused save means and takes the person to one, in its delivery',
    async () => {
      const second = deliveryRecord({
        id: 22,
        position: 1,
        order_materials: [
          lineRecord({ id: 41, delivery_id: 22, description: 'Rebar #4' }),
          lineRecord({ id: 42, delivery_id: 22, position: 1, description: 'Tie wire' }),
        ],
      });
      serveOrderForm({
        routes: {
          'GET /api/order/7': () =>
            jsonResponse(200, { order: orderRecord({ deliveries: [deliveryRecord(), second] }) }),
          'PATCH /api/order/7': () =>
            errorResponse(422, 'validation_failed', 'Missing: Unit', {
              'order.deliveries.1.order_materials.1': ['Missing: Unit'],
            }),
        },
      });
      const { user } = renderApp('/order/7');
      const name = await screen.findByTestId('order-name', {}, WAIT);
      await user.type(name, ' B');
      await user.click(screen.getByTestId('order-save'));

      const error = await screen.findByTestId('order-save-error', {}, WAIT);
      expect(error).toHaveTextContent('A line needs a change before this order can be saved');
      expect(error).toHaveTextContent('Line 2 of Delivery 1 (Tie wire): Missing: Unit');
      // Delivery 0 is the one shown; the button opens Delivery 1 and focuses the line.
      expect(screen.getByRole('tab', { name: 'Delivery 0' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await user.click(within(error).getByRole('button', { name: 'Go to line 2 of Delivery 1' }));
      await waitFor(() =>
        expect(screen.getByRole('tab', { name: 'Delivery 1' })).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      );
      await waitFor(() =>
        expect(screen.getByTestId('order-line-d1-l1')).toContainElement(
          document.activeElement as HTMLElement,
        ),
      );
      expect(name).toHaveValue('Level 2 plumbing B');
    },
    SLOW,
  );

  it(
    'sends a draft RFQ with Send RFQ, offered only as the server allows, and shows its new badge',
    async () => {
      const draftRfq = orderRecord({
        abilities: abilities({ actions: ['send_rfq', 'cancel'] }),
      });
      const sent = orderRecord({
        version: 2,
        state: 'QUOTED',
        sub_state: 'QUOTED_REQUESTED',
        badge: 'Quote Requested',
        abilities: abilities({ actions: ['place_order', 'cancel'] }),
      });
      const api = serveOrderForm({
        routes: {
          'GET /api/order/7': () => jsonResponse(200, { order: draftRfq }),
          'POST /api/order/send_rfq': () => jsonResponse(200, { order: sent }),
        },
      });
      const { user } = renderApp('/order/7');
      await user.click(await screen.findByTestId('order-send-rfq', {}, WAIT));

      expect(await screen.findByTestId('order-place-order', {}, WAIT)).toHaveTextContent(
        'Place Order',
      );
      expect(screen.queryByTestId('order-send-rfq')).toBeNull();
      expect(screen.getAllByText('Quote Requested').length).toBeGreaterThan(0);
      expect(api.callsTo('POST', '/api/order/send_rfq')[0]?.body).toEqual({
        order_id: 7,
        version: 1,
      });
    },
    SLOW,
  );

  it(
    'opens a new order at /order/{id} once saved, without asking about unsaved changes',
    async () => {
      const api = serveOrderForm({
        routes: {
          'POST /api/order': () => jsonResponse(201, { order: orderRecord({ name: 'First' }) }),
        },
      });
      const { user, router } = renderApp('/orders/new_quote');
      await screen.findByTestId('order-form', {}, WAIT);
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Project *' }));
      await user.click(await screen.findByTitle('Riverside Tower'));
      fireEvent.change(screen.getByTestId('order-name'), { target: { value: 'First' } });
      await user.click(screen.getByTestId('order-save'));

      await waitFor(() => expect(currentLocation(router)).toBe('/order/7'), WAIT);
      expect(screen.queryByText(REFERENCE_MESSAGES.unsavedChanges)).toBeNull();
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('1007');
      expect(api.callsTo('POST', '/api/order')[0]?.body).toMatchObject({
        order: { kind: 'RFQ', project_id: 3, name: 'First', deliveries: [{ order_materials: [] }] },
      });
    },
    SLOW,
  );

  it(
    'duplicates a saved order into a new draft that opens at its own address',
    async () => {
      const copy = orderRecord({ id: 8, order_number: '1008', name: 'Level 2 plumbing' });
      const api = serveOrderForm({
        routes: {
          'GET /api/order/7': () => jsonResponse(200, { order: orderRecord() }),
          'POST /api/order/7/duplicate': () =>
            jsonResponse(201, { order: copy, source_order: orderRecord() }),
        },
      });
      const { user, router } = renderApp('/order/7');
      await user.click(await screen.findByTestId('order-duplicate', {}, WAIT));
      await waitFor(() => expect(currentLocation(router)).toBe('/order/8'), WAIT);
      await waitFor(
        () => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('1008'),
        WAIT,
      );
      expect(await screen.findByText('Duplicated as Ref Number 1008')).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/order/7/duplicate')).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'offers no Duplicate to who cannot create drafts',
    async () => {
      serveOrderForm({
        user: makeUser({
          user_permissions: toPermissionMap(
            PERMISSIONS.filter((permission) => permission !== 'can_create_drafts'),
          ),
        }),
        routes: { 'GET /api/order/7': () => jsonResponse(200, { order: orderRecord() }) },
      });
      renderApp('/order/7');
      await screen.findByTestId('order-actions', {}, WAIT);
      expect(screen.queryByTestId('order-duplicate')).toBeNull();
    },
    SLOW,
  );
});
