import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_ROLE_PERMISSIONS,
  ORDER_MESSAGES,
  deriveAbilities,
  toPermissionMap,
} from '@laydown/domain';
import { errorResponse, jsonResponse } from '../../../../test/responses';
import { renderApp } from '../../../../test/render-app';
import { makeUser } from '../../../../test/users';
import { material } from '../../../materials/material-fixture';
import {
  deliveryRecord,
  lineRecord,
  orderRecord,
  serveOrderForm,
  UNIT_EA,
} from '../order-form-test-api';

const WAIT = { timeout: 20_000 };
// The first lazy import of the form takes a while on a busy 2-core machine.
const SLOW = 120_000;

// jsdom lays nothing out: the grid's scroller reports the height of a screen, so the
// virtualiser renders the rows a person would see.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('sheet-scroll') ? 600 : 0;
    },
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});
beforeEach(() => window.localStorage.clear());

const cell = (row: number, key: string) => screen.getByTestId(`sheet-cell-${row}-${key}`);
const toggle = () => screen.getByTestId('spreadsheet-toggle');
const grid = () => screen.getByRole('grid', { name: 'Materials of delivery 0' });
const paste = (target: HTMLElement, text: string) =>
  fireEvent.paste(target, { clipboardData: { getData: () => text } });

async function openSpreadsheet(
  path: string,
  user?: ReturnType<typeof makeUser>,
  routes: NonNullable<Parameters<typeof serveOrderForm>[0]>['routes'] = {},
) {
  const api = serveOrderForm({
    ...(user ? { user } : {}),
    routes: { 'GET /api/order/7': () => jsonResponse(200, { order: orderRecord() }), ...routes },
  });
  const view = renderApp(path);
  await view.user.click(await screen.findByRole('button', { name: /Spreadsheet Mode/ }, WAIT));
  await screen.findByRole('grid', {}, WAIT);
  return { ...view, api };
}

describe('Spreadsheet Mode', () => {
  it(
    'shows the lines as an ARIA grid with column headers, and goes back to the list',
    async () => {
      const { user } = await openSpreadsheet('/order/7');
      expect(grid()).toHaveAttribute('aria-rowcount', '2');
      const headers = within(grid())
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers).toEqual([
        '#',
        'Material',
        'Quantity *',
        'Unit *',
        'Unit cost',
        'Tax',
        'Ext. cost',
        'Note',
        'Vendor response',
      ]);
      expect(grid()).toHaveAttribute('aria-colcount', String(headers.length));
      const row = within(grid()).getAllByRole('row')[1] as HTMLElement;
      expect(row).toHaveAttribute('aria-rowindex', '2');
      expect(within(row).getByRole('rowheader')).toHaveTextContent('1');
      expect(
        within(row)
          .getAllByRole('gridcell')
          .map((c) => c.textContent),
      ).toEqual(['Copper pipe 1/2"', '4', 'EA', '12.50', 'STATE', '$50.00', '', '']);
      expect(screen.queryByTestId('order-line-d0-l0')).toBeNull();

      expect(toggle()).toHaveTextContent(/^Exit Spreadsheet Mode$/);
      await user.click(toggle());
      expect(screen.queryByRole('grid')).toBeNull();
      expect(screen.getByTestId('order-line-d0-l0')).toBeInTheDocument();
      expect(toggle()).toHaveTextContent(/^Spreadsheet Mode$/);
    },
    SLOW,
  );

  it(
    "makes a refused save's line the active cell with Go to line",
    async () => {
      const order = orderRecord({
        deliveries: [
          deliveryRecord({
            order_materials: [
              lineRecord(),
              lineRecord({ id: 32, position: 1, description: 'Tie wire' }),
            ],
          }),
        ],
      });
      const { user } = await openSpreadsheet('/order/7', undefined, {
        'GET /api/order/7': () => jsonResponse(200, { order }),
        'PATCH /api/order/7': () =>
          errorResponse(422, 'validation_failed', 'Missing: Unit', {
            'order.deliveries.0.order_materials.1': ['Missing: Unit'],
          }),
      });
      await user.type(screen.getByTestId('order-name'), ' B');
      await user.click(screen.getByTestId('order-save'));
      const error = await screen.findByTestId('order-save-error', {}, WAIT);
      expect(error).toHaveTextContent('Line 2 of Delivery 0 (Tie wire): Missing: Unit');
      await user.click(within(error).getByRole('button', { name: 'Go to line 2 of Delivery 0' }));
      await waitFor(() => expect(cell(1, 'description')).toHaveFocus());
      expect(cell(1, 'description')).toHaveAttribute('aria-selected', 'true');
    },
    SLOW,
  );

  it(
    'moves with the arrows, Tab, Home and End; typing, Enter or F2 edit and Escape cancels',
    async () => {
      const { user } = await openSpreadsheet('/orders/new_order');
      expect(grid()).toHaveAttribute('aria-rowcount', '11');
      await user.click(cell(0, 'description'));
      expect(cell(0, 'description')).toHaveFocus();

      // Typing starts an edit; Enter writes it and moves down.
      await user.keyboard('Pipe');
      expect(screen.getByTestId('sheet-editor')).toHaveValue('Pipe');
      await user.keyboard('{Enter}');
      expect(cell(0, 'description')).toHaveTextContent('Pipe');
      expect(cell(1, 'description')).toHaveFocus();

      // F2 edits what is there; Escape leaves it as it was.
      await user.keyboard('{ArrowUp}{F2} fitting');
      expect(screen.getByTestId('sheet-editor')).toHaveValue('Pipe fitting');
      await user.keyboard('{Escape}');
      expect(screen.queryByTestId('sheet-editor')).toBeNull();
      expect(cell(0, 'description')).toHaveTextContent(/^Pipe$/);
      expect(cell(0, 'description')).toHaveFocus();

      // Tab moves along; an edit ended by Tab is written too.
      await user.keyboard('{Tab}');
      expect(cell(0, 'quantity')).toHaveFocus();
      await user.keyboard('3{Tab}');
      expect(cell(0, 'quantity')).toHaveTextContent('3');
      expect(cell(0, 'unit')).toHaveFocus();
      await user.keyboard('{Shift>}{Tab}{/Shift}');
      expect(cell(0, 'quantity')).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByTestId('sheet-editor')).toHaveValue('3');
      await user.keyboard('{Backspace}5{Enter}');
      expect(cell(0, 'quantity')).toHaveTextContent('5');

      await user.keyboard('{ArrowDown}{End}');
      expect(cell(2, 'vendor_response')).toHaveFocus();
      await user.keyboard('{Home}');
      expect(cell(2, 'description')).toHaveFocus();
      await user.keyboard('{Control>}{End}{/Control}');
      expect(cell(9, 'vendor_response')).toHaveFocus();
      // One cell in the tab order: the grid is one stop, its cells are reached with the keys.
      expect(grid().querySelectorAll('[tabindex="0"]')).toHaveLength(1);

      // The same draft: the list layout shows what the grid wrote.
      await user.click(toggle());
      expect(screen.getByTestId('line-quantity-d0-l0')).toHaveValue('5');
    },
    SLOW,
  );

  it(
    'pastes rows from a spreadsheet from the cell down, adding rows, with the totals following; Ctrl+Z and Undo take it back',
    async () => {
      const { user } = await openSpreadsheet('/orders/new_order');
      const rows = Array.from({ length: 12 }, (_, i) => `Pipe ${i + 1}\t2\tEA\t"$1,000.50"`);
      paste(cell(0, 'description'), `${rows.join('\r\n')}\r\n`);

      expect(grid()).toHaveAttribute('aria-rowcount', '13');
      expect(cell(11, 'description')).toHaveTextContent('Pipe 12');
      expect(cell(11, 'unit_cost')).toHaveTextContent('1000.50');
      expect(cell(11, 'ext_cost')).toHaveTextContent('$2,001.00');
      expect(screen.getByTestId('order-totals-total')).toHaveTextContent('$24,012.00');
      expect(cell(0, 'description')).toHaveFocus();
      expect(cell(0, 'description')).toHaveAttribute('aria-selected', 'true');

      await user.keyboard('{Control>}z{/Control}');
      expect(grid()).toHaveAttribute('aria-rowcount', '11');
      expect(cell(0, 'description')).toHaveTextContent('');
      expect(screen.getByTestId('order-totals-total')).toHaveTextContent('$0.00');
      expect(screen.queryByTestId('sheet-undo')).toBeNull();

      // One copied value fills the selection (Shift+Down grows it).
      await user.click(cell(0, 'quantity'));
      await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
      paste(cell(0, 'quantity'), '7');
      expect([0, 1, 2, 3].map((row) => cell(row, 'quantity').textContent)).toEqual([
        '7',
        '7',
        '7',
        '',
      ]);
      await user.click(screen.getByTestId('sheet-undo'));
      expect(cell(1, 'quantity')).toHaveTextContent('');
    },
    SLOW,
  );

  it(
    "refuses a requester's paste of new materials with the spec's words, and shows no cost",
    async () => {
      const granted = DEFAULT_ROLE_PERMISSIONS.MATERIAL_REQUESTER;
      await openSpreadsheet(
        '/orders/new_order',
        makeUser({
          role: { id: 4, name: 'MATERIAL_REQUESTER' },
          user_permissions: toPermissionMap(granted),
          abilities: deriveAbilities(granted),
        }),
      );
      const headers = within(grid())
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers).not.toContain('Unit cost');
      expect(headers).not.toContain('Ext. cost');

      paste(cell(0, 'description'), 'Pipe\t2\tEA\t5.00\r\nValve\t3\tEA\t6.00\r\n');
      const notice = await screen.findByTestId('sheet-notice');
      expect(notice).toHaveTextContent(ORDER_MESSAGES.pasteBlocked);
      expect(ORDER_MESSAGES.pasteBlocked).toBe(
        'Cannot paste all, each material needs to be added individually',
      );
      expect(cell(0, 'description')).toHaveTextContent('');
      expect(grid()).toHaveAttribute('aria-rowcount', '11');
      expect(screen.getByTestId('order-form').textContent).not.toContain('$');

      // Quantities alone need no new material.
      paste(cell(0, 'quantity'), '2\r\n3\r\n');
      expect(cell(1, 'quantity')).toHaveTextContent('3');
      expect(screen.queryByTestId('sheet-notice')).toBeNull();
    },
    SLOW,
  );

  it(
    'hides columns from the picker, remembers them and the mode in local storage; Show All brings them back',
    async () => {
      const { user, unmount } = await openSpreadsheet('/orders/new_order');
      await user.click(screen.getByTestId('order-spreadsheet-columns'));
      const picker = screen.getByRole('dialog', { name: 'Columns' });
      expect(within(picker).queryByRole('checkbox', { name: 'Material' })).toBeNull();
      await user.click(within(picker).getByRole('checkbox', { name: 'Note' }));
      await user.click(within(picker).getByRole('checkbox', { name: 'Vendor response' }));
      const titles = () =>
        within(grid())
          .getAllByRole('columnheader')
          .map((h) => h.textContent);
      expect(titles()).not.toContain('Note');
      expect(grid()).toHaveAttribute('aria-colcount', String(titles().length));
      expect(
        JSON.parse(window.localStorage.getItem('laydown.table.order-spreadsheet') ?? '{}'),
      ).toMatchObject({
        hidden: ['note', 'vendor_response'],
      });

      // A new visit opens in Spreadsheet Mode with the same columns.
      unmount();
      serveOrderForm();
      const again = renderApp('/orders/new_order');
      await screen.findByRole('grid', {}, WAIT);
      expect(toggle()).toHaveTextContent(/^Exit Spreadsheet Mode$/);
      expect(titles()).not.toContain('Note');
      expect(titles()).not.toContain('Vendor response');

      await again.user.click(screen.getByTestId('order-spreadsheet-columns'));
      await again.user.click(screen.getByRole('button', { name: 'Show All' }));
      expect(titles()).toContain('Note');
      expect(titles()).toContain('Vendor response');
      await again.user.click(toggle());
      await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
      expect(window.localStorage.getItem('laydown.order-form.spreadsheet-mode')).toBeNull();
    },
    SLOW,
  );

  describe("the Material cell's search", () => {
    const copper = material(501, 'Copper pipe 1/2" type L', {
      unit_id: UNIT_EA.id,
      unit_name: null,
      unit_price: '12.50',
    });
    const catalogue = () =>
      jsonResponse(200, {
        records: [copper],
        total_count: 1,
        has_more: false,
        query_id: '00000000-0000-0000-0000-000000000000',
        search_metadata: { backend: 'fulltext', exhaustive: true },
      });
    const searches = (api: Awaited<ReturnType<typeof openSpreadsheet>>['api']) =>
      api.callsTo('GET', '/api/consolidated_company_materials');

    it(
      'searches the catalogue from 3 typed characters; Enter picks and fills the line as the list does',
      async () => {
        const { user, api } = await openSpreadsheet('/orders/new_order', undefined, {
          'GET /api/consolidated_company_materials': catalogue,
        });
        // The catalogue's first page may have been read for the materials page already.
        const before = searches(api).length;
        await user.click(cell(0, 'description'));
        await user.keyboard('co');
        expect(screen.getByPlaceholderText('Search Material...')).toHaveValue('co');
        // 2 characters are not searched, even after the 500 ms pause.
        await new Promise((resolve) => setTimeout(resolve, 700));
        expect(searches(api)).toHaveLength(before);

        await user.keyboard('pp');
        expect(await screen.findByTestId('material-option', {}, WAIT)).toHaveTextContent(
          'Copper pipe 1/2" type L · P-501',
        );
        expect(searches(api)).toHaveLength(before + 1);
        // The autocomplete's list reads the keys' `which`, which user-event leaves at 0 in jsdom.
        const input = screen.getByPlaceholderText('Search Material...');
        // The first suggestion is highlighted: Enter picks it.
        fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });

        expect(screen.queryByTestId('sheet-editor')).toBeNull();
        expect(cell(0, 'description')).toHaveTextContent('Copper pipe 1/2" type L');
        expect(cell(0, 'unit')).toHaveTextContent('EA');
        expect(cell(0, 'unit_cost')).toHaveTextContent('12.50');
        expect(cell(1, 'description')).toHaveFocus();
        // The list layout shows the same line, linked to the catalogue material.
        await user.click(toggle());
        expect(screen.getByRole('combobox', { name: 'Material of line 1' })).toHaveValue(
          'Copper pipe 1/2" type L',
        );
      },
      SLOW,
    );

    it(
      'Escape cancels the edit with the suggestions open; Tab writes the typed text as a free line',
      async () => {
        const { user } = await openSpreadsheet('/orders/new_order', undefined, {
          'GET /api/consolidated_company_materials': catalogue,
        });
        await user.click(cell(0, 'description'));
        await user.keyboard('Copper');
        await screen.findByTestId('material-option', {}, WAIT);
        await user.keyboard('{Escape}');
        expect(screen.queryByTestId('sheet-editor')).toBeNull();
        expect(screen.queryByTestId('material-option')).toBeNull();
        expect(cell(0, 'description')).toHaveTextContent(/^$/);
        expect(cell(0, 'description')).toHaveFocus();

        await user.keyboard('Custom bracket{Tab}');
        expect(cell(0, 'description')).toHaveTextContent('Custom bracket');
        expect(cell(0, 'unit')).toHaveTextContent(/^$/);
        expect(cell(0, 'quantity')).toHaveFocus();
      },
      SLOW,
    );
  });
});
