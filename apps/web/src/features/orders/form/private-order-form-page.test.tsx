import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_ROLE_PERMISSIONS, deriveAbilities, toPermissionMap } from '@laydown/domain';
import { errorResponse, jsonResponse } from '../../../test/responses';
import { currentLocation, renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { orderRecord, serveOrderForm } from './order-form-test-api';

const WAIT = { timeout: 20_000 };
// The first lazy import of the form takes a while on a busy 2-core machine.
const SLOW = 120_000;

const requester = makeUser({
  role: { id: 4, name: 'MATERIAL_REQUESTER' },
  user_permissions: toPermissionMap(DEFAULT_ROLE_PERMISSIONS.MATERIAL_REQUESTER),
  abilities: deriveAbilities(DEFAULT_ROLE_PERMISSIONS.MATERIAL_REQUESTER),
});
const drafted = orderRecord({
  kind: 'ORDER',
  state: 'DRAFTED_REQUEST',
  sub_state: 'DRAFTED_REQUEST',
  badge: 'Draft Request',
  title_type: 'Request',
});
const formAnswer = () =>
  jsonResponse(200, { order_form: { url_extension: 'site-a', creates: 'DRAFTED_REQUEST' } });
const headers = () =>
  within(screen.getByRole('table', { name: 'Materials of delivery 0' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('the private order form (/new_order/{privateFormUrl})', () => {
  it(
    "gives a requester the new order form as a request, saved as a drafted request in the link's package",
    async () => {
      const api = serveOrderForm({
        user: requester,
        routes: {
          'GET /api/order_form/Site-A': formAnswer,
          'POST /api/order': () => jsonResponse(201, { order: drafted }),
          'GET /api/order/7': () => jsonResponse(200, { order: drafted }),
        },
      });
      const { user, router } = renderApp('/new_order/Site-A?order_package_id=4');
      await screen.findByTestId('order-form', {}, WAIT);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New Request');
      // §5 the request's required fields (none configured here), not the order's.
      expect(headers()).toContain('Quantity');
      expect(headers()).not.toContain('Quantity *');

      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Project *' }));
      await user.click(await screen.findByTitle('Riverside Tower'));
      fireEvent.change(screen.getByTestId('line-quantity-d0-l0'), { target: { value: '3' } });
      await user.click(screen.getByTestId('order-save'));

      await waitFor(() => expect(currentLocation(router)).toBe('/order/7'), WAIT);
      expect(await screen.findByText('Request created')).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/order')[0]?.body).toMatchObject({
        order: {
          kind: 'ORDER',
          order_package_id: 4,
          project_id: 3,
          public_order_form_url_extension: 'site-a',
        },
      });
      // Saved, it is a request by its state: still the request's markers.
      await waitFor(() => expect(headers()).toContain('Quantity'), WAIT);
    },
    SLOW,
  );

  it(
    'answers an extension that is not the company form with a not-found page',
    async () => {
      const api = serveOrderForm({
        user: requester,
        routes: {
          'GET /api/order_form/nope': () =>
            errorResponse(404, 'not_found', 'This order form does not exist.'),
        },
      });
      renderApp('/new_order/nope');
      expect(await screen.findByTestId('order-form-not-found', {}, WAIT)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'This order form does not exist.',
      );
      expect(screen.queryByTestId('order-form')).toBeNull();
      expect(api.callsTo('POST', '/api/order')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'a plain new order keeps the order markers and sends no form extension',
    async () => {
      const api = serveOrderForm({
        routes: { 'POST /api/order': () => jsonResponse(201, { order: orderRecord() }) },
      });
      const { user } = renderApp('/orders/new_order');
      await screen.findByTestId('order-form', {}, WAIT);
      expect(headers()).toContain('Quantity *');
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Project *' }));
      await user.click(await screen.findByTitle('Riverside Tower'));
      await user.click(screen.getByTestId('order-save'));
      await waitFor(() => expect(api.callsTo('POST', '/api/order')).toHaveLength(1), WAIT);
      const body = api.callsTo('POST', '/api/order')[0]?.body as { order: object };
      expect(body.order).not.toHaveProperty('public_order_form_url_extension');
    },
    SLOW,
  );
});
