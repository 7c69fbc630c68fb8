import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ORDER_MESSAGES, PERMISSIONS, toPermissionMap } from '@laydown/domain';
import { jsonResponse } from '../../../test/responses';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { material } from '../../materials/material-fixture';
import { orderRecord, serveOrderForm } from './order-form-test-api';

const WAIT = { timeout: 20_000 };
const SLOW = 120_000;

const noMaterials = () =>
  jsonResponse(200, {
    records: [],
    total_count: 0,
    has_more: false,
    query_id: '00000000-0000-0000-0000-000000000000',
    search_metadata: { backend: 'fulltext', exhaustive: true },
  });

/** A purchaser who may do everything except create materials. */
const requester = () =>
  makeUser({
    user_permissions: toPermissionMap(
      PERMISSIONS.filter((permission) => permission !== 'can_create_new_material'),
    ),
  });

function serve(options: {
  user?: ReturnType<typeof makeUser>;
  state?: 'DRAFT' | 'ORDERED';
  found?: ReturnType<typeof material>[];
}) {
  return serveOrderForm({
    user: options.user,
    routes: {
      'GET /api/order/7': () =>
        jsonResponse(200, {
          order: orderRecord(options.state === 'ORDERED' ? { state: 'ORDERED' } : {}),
        }),
      'GET /api/consolidated_company_materials': () =>
        options.found
          ? jsonResponse(200, {
              records: options.found,
              total_count: options.found.length,
              has_more: false,
              query_id: '00000000-0000-0000-0000-000000000000',
              search_metadata: { backend: 'fulltext', exhaustive: true },
            })
          : noMaterials(),
      'GET /api/company_materials/tags': () => jsonResponse(200, { tags: [] }),
      'POST /api/company_materials': (request) =>
        jsonResponse(201, {
          company_material: material(
            501,
            (request.body as { company_material: { description: string } }).company_material
              .description,
          ),
        }),
    },
  });
}

async function typeUnknownMaterial(user: ReturnType<typeof renderApp>['user']) {
  const input = await screen.findByRole('combobox', { name: 'Material of line 1' }, WAIT);
  await user.clear(input);
  await user.type(input, 'Foam board R-10');
  return input;
}

describe('§2 the material search offers to create or request what the catalogue lacks', () => {
  it(
    'quick-creates: "Create" with 9 characters, the drawer filled, the new material on the line',
    async () => {
      const api = serve({});
      const { user } = renderApp('/order/7');
      const input = await typeUnknownMaterial(user);
      const offer = await screen.findByTestId('material-offer', {}, WAIT);
      expect(offer).toHaveTextContent('Create "Foam boar..."');
      expect(screen.getByText(ORDER_MESSAGES.noItemsFound('Foam board R-10'))).toBeInTheDocument();
      await user.click(offer);

      const drawer = await screen.findByRole('dialog', {}, WAIT);
      expect(drawer).toHaveTextContent('Add New Material');
      expect(within(drawer).getByTestId('material-description')).toHaveValue('Foam board R-10');
      await user.click(within(drawer).getByTestId('material-drawer-submit'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
      expect(api.callsTo('POST', '/api/company_materials')[0]?.body).toMatchObject({
        company_material: { description: 'Foam board R-10' },
      });
      expect(input).toHaveValue('Foam board R-10');
      // The line is now the catalogue's material: the save sends its id.
      await user.click(screen.getByTestId('order-save'));
      await waitFor(() => expect(api.callsTo('PATCH', '/api/order/7')).toHaveLength(1), WAIT);
      const saved = JSON.stringify(api.callsTo('PATCH', '/api/order/7')[0]?.body);
      expect(saved).toContain('"company_material_id":501');
    },
    SLOW,
  );

  it(
    'offers Request New Material to who cannot create materials, and opens the request drawer',
    async () => {
      serve({ user: requester() });
      const { user } = renderApp('/order/7');
      await typeUnknownMaterial(user);
      const offer = await screen.findByTestId('material-offer', {}, WAIT);
      expect(offer).toHaveTextContent(ORDER_MESSAGES.requestNewMaterial);
      await user.click(offer);
      const drawer = await screen.findByRole('dialog', {}, WAIT);
      expect(drawer).toHaveTextContent('Request New Material');
      expect(within(drawer).getByTestId('material-description')).toHaveValue('Foam board R-10');
      expect(within(drawer).getByTestId('material-drawer-submit')).toHaveTextContent('Request');
    },
    SLOW,
  );

  it(
    'requests a provider catalogue material picked by who cannot create materials (the save would drop it)',
    async () => {
      serve({
        user: requester(),
        found: [material(900, 'Foam board R-10 2in', { is_catalog: true })],
      });
      const { user } = renderApp('/order/7');
      await typeUnknownMaterial(user);
      await user.click(await screen.findByText(/Foam board R-10 2in/, {}, WAIT));
      const drawer = await screen.findByRole('dialog', {}, WAIT);
      expect(drawer).toHaveTextContent('Request New Material');
      expect(within(drawer).getByTestId('material-description')).toHaveValue('Foam board R-10 2in');
    },
    SLOW,
  );

  it(
    'keeps a typed line the save would drop and says how to keep it, for who cannot create materials',
    async () => {
      const api = serve({ user: requester() });
      const { user } = renderApp('/order/7');
      const input = await typeUnknownMaterial(user);
      await user.click(screen.getByTestId('order-save'));
      expect(
        await screen.findByText(/"Foam board R-10" is not in the material database/, {}, WAIT),
      ).toBeInTheDocument();
      expect(api.callsTo('PATCH', '/api/order/7')).toHaveLength(0);
      expect(input).toHaveValue('Foam board R-10');
    },
    SLOW,
  );

  it(
    'hides the request prompt once the order is ordered',
    async () => {
      serve({ user: requester(), state: 'ORDERED' });
      const { user } = renderApp('/order/7');
      await typeUnknownMaterial(user);
      expect(
        await screen.findByText(ORDER_MESSAGES.noItemsFound('Foam board R-10'), {}, WAIT),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('material-offer')).toBeNull();
    },
    SLOW,
  );
});
