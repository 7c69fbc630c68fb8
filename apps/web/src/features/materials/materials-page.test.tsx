import { describe, expect, it } from 'vitest';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_ROLE_PERMISSIONS,
  deriveAbilities,
  MATERIAL_ATTRIBUTES,
  MATERIAL_MESSAGES,
  PERMISSIONS,
  toPermissionMap,
} from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { currentLocation, renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { material } from './material-fixture';

const page = (records: CompanyMaterialRecord[]) => ({
  records,
  total_count: records.length,
  has_more: false,
  query_id: '00000000-0000-0000-0000-000000000000',
  search_metadata: { backend: 'fulltext', exhaustive: true },
});

const facets = {
  facets: {
    material: [{ value: 'Copper Type L', count: 2 }],
    group: [],
    sub_group: [],
    manufacturer: [],
    size: [],
    connection_type: [],
  },
  search_metadata: { backend: 'fulltext', exhaustive: true },
};

type Routes = Parameters<typeof fakeApi>[0];

function routes(records: CompanyMaterialRecord[], user = makeUser(), extra: Routes = {}) {
  return fakeApi({
    ...extra,
    'GET /api/user': () => jsonResponse(200, { user }),
    'GET /api/consolidated_company_materials': () => jsonResponse(200, page(records)),
    'GET /api/consolidated_company_materials/facets': () => jsonResponse(200, facets),
    'GET /api/company_materials/tags': () => jsonResponse(200, { tags: [] }),
    'POST /api/search_analytics/track_view': () => jsonResponse(204),
    'GET /api/common/units': () =>
      jsonResponse(200, { records: [], total_count: 0, has_more: false }),
    'PATCH /api/company_materials/2': (request) =>
      jsonResponse(200, {
        company_material: material(2, 'Catalog pipe', {
          is_catalog: true,
          ...(request.body as { company_material: object }).company_material,
        }),
      }),
  });
}

/** Opens a row's drawer; generous waits because the whole app renders lazily. */
async function openRow(name: string) {
  const text = await screen.findByText(name, {}, { timeout: 5000 });
  const button = text.closest('a');
  if (!button) throw new Error(`no link for ${name}`);
  fireEvent.click(button);
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

describe('material database page', () => {
  it('shows the provider badge, tags as 3 + N, and searches from 3 characters', async () => {
    const fake = routes([
      material(1, 'Own copper pipe', { tags: ['a', 'b', 'c', 'd', 'e'] }),
      material(2, 'Catalog pipe', { is_catalog: true }),
    ]);
    const { user, router } = renderApp('/materials');
    expect(await screen.findByText('Own copper pipe', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getAllByTestId('material-catalog-badge').length).toBeGreaterThan(0);
    expect(screen.getAllByText('+ 2').length).toBeGreaterThan(0);

    const search = screen.getByPlaceholderText('Search Material...');
    await user.type(search, 'co');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(currentLocation(router)).toBe('/materials');
    await user.type(search, 'p');
    await waitFor(() => expect(currentLocation(router)).toBe('/materials?search=cop'), {
      timeout: 2000,
    });
    expect(fake.calls.some((c) => c.path === '/api/consolidated_company_materials/facets')).toBe(
      true,
    );
  });

  it('says "No items found" with the search text', async () => {
    routes([]);
    renderApp('/materials?search=zzzz');
    expect(
      await screen.findByText(MATERIAL_MESSAGES.noItemsFound('zzzz'), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('locks provider fields behind the info banner and saves only what §2 allows', async () => {
    const fake = routes([material(2, 'Catalog pipe', { is_catalog: true })]);
    renderApp('/materials');
    const drawer = await openRow('Catalog pipe');
    expect(within(drawer).getByTestId('material-catalog-banner')).toHaveTextContent(
      MATERIAL_MESSAGES.catalogRestricted,
    );
    expect(within(drawer).getByTestId('material-description')).toBeDisabled();
    fireEvent.change(within(drawer).getByTestId('material-weight'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByTestId('material-drawer-submit'));
    await waitFor(() => expect(fake.callsTo('PATCH', '/api/company_materials/2')).toHaveLength(1), {
      timeout: 5000,
    });
    const body = fake.callsTo('PATCH', '/api/company_materials/2')[0]?.body as {
      company_material: Record<string, unknown>;
    };
    expect(Object.keys(body.company_material).sort()).toEqual(
      [
        'active',
        'cost_code_id',
        'price_per_weight',
        'project_ids',
        'tags',
        'unit_id',
        'weight',
      ].sort(),
    );
    expect(body.company_material.weight).toBe('2.5');
    expect(fake.callsTo('POST', '/api/search_analytics/track_view')[0]?.body).toEqual({
      object_id: 2,
      event_name: 'Material Viewed',
    });
  });

  it('titles a requested material Approve Material', async () => {
    routes([
      material(3, 'Requested anchor', {
        requested_by_id: 7,
        requested_at: '2026-01-01T12:00:00.000Z',
        abilities: { edit: true, approve: true, delete: false },
      }),
    ]);
    renderApp('/materials');
    const drawer = await openRow('Requested anchor');
    expect(within(drawer).getByText('Approve Material')).toBeInTheDocument();
    expect(screen.getByTestId('material-drawer-submit')).toHaveTextContent('Approve');
  });

  it('hides Save and Add New Material from users who cannot edit', async () => {
    const reader = makeUser({ user_permissions: toPermissionMap(DEFAULT_ROLE_PERMISSIONS.USER) });
    routes(
      [
        material(4, 'Read only bolt', {
          abilities: { edit: false, approve: false, delete: false },
        }),
      ],
      reader,
    );
    renderApp('/materials');
    const drawer = await openRow('Read only bolt');
    expect(within(drawer).getByText('Update Material')).toBeInTheDocument();
    expect(screen.queryByTestId('material-drawer-submit')).toBeNull();
    // Read-only: the fields are disabled and the one button closes.
    expect(within(drawer).getByTestId('material-description')).toBeDisabled();
    expect(screen.getByTestId('material-drawer-cancel')).toHaveTextContent('Close');
    // procurement-core §2: who cannot create materials is offered Request New Material.
    expect(screen.getByTestId('materials-page-new')).toHaveTextContent('Request New Material');
  });

  it('lets a user who cannot create materials request one, answered for 10 seconds', async () => {
    const reader = makeUser({ user_permissions: toPermissionMap(DEFAULT_ROLE_PERMISSIONS.USER) });
    const fake = routes([], reader, {
      'POST /api/company_materials': () =>
        jsonResponse(201, {
          company_material: material(9, 'Hilti anchor', { requested_at: '2026-01-01T12:00:00Z' }),
        }),
    });
    const { user, router } = renderApp('/materials');
    await user.click(await screen.findByTestId('materials-page-new', {}, { timeout: 15000 }));
    expect(currentLocation(router)).toBe('/materials?material_id=new');
    const drawer = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(drawer).getAllByText('Request New Material').length).toBeGreaterThan(0);
    expect(within(drawer).queryByTestId('material-vendor-prices')).toBeNull();
    await user.type(within(drawer).getByTestId('material-description'), 'Hilti anchor');
    await user.click(screen.getByTestId('material-drawer-submit'));
    expect(
      await screen.findByText(MATERIAL_MESSAGES.requested('Hilti anchor'), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/company_materials')).toHaveLength(1);
    // The new material is shown first in the list, whatever the sort.
    const table = screen.getByTestId('materials-table');
    expect(within(table).getAllByText('Hilti anchor').length).toBeGreaterThan(0);
    await waitFor(() => expect(currentLocation(router)).toBe('/materials'));
  }, 60_000);

  it('shows the configured columns and only the configured, required-marked editor fields', async () => {
    const configuration = {
      all_attributes: MATERIAL_ATTRIBUTES.map(({ key, label }) => ({ key, label })),
      company_attributes: ['cost_code_id', 'manufacturer', 'project_ids', 'tags'],
      required_attributes: ['manufacturer'],
      company_material_columns: ['cost_code_id', 'manufacturer'],
    };
    const fake = routes(
      [material(5, 'Coded elbow', { cost_code: '15-100 - Plumbing', cost_code_id: 9 })],
      makeUser(),
      {
        'GET /api/company_settings/company_material_configuration': () =>
          jsonResponse(200, { company_material_configuration: configuration }),
        'GET /api/projects': () =>
          jsonResponse(200, { records: [], total_count: 0, has_more: false }),
      },
    );
    const { user } = renderApp('/materials');
    expect(await screen.findByText('15-100 - Plumbing', {}, { timeout: 15000 })).toBeVisible();
    const table = screen.getByTestId('materials-table');
    expect(within(table).getAllByText('Cost code').length).toBeGreaterThan(0);
    expect(within(table).queryByText('Size')).toBeNull();
    expect(fake.calls.find((c) => c.path === '/api/consolidated_company_materials')).toBeDefined();

    await user.click(screen.getByTestId('materials-page-new'));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(drawer).getByTestId('material-cost-code')).toBeInTheDocument();
    expect(within(drawer).getByTestId('material-projects')).toBeInTheDocument();
    expect(within(drawer).queryByTestId('material-size')).toBeNull();
    expect(within(drawer).queryByTestId('material-weight')).toBeNull();
    await user.type(within(drawer).getByTestId('material-description'), 'New elbow');
    await user.click(screen.getByTestId('material-drawer-submit'));
    expect(await within(drawer).findByText('Manufacturer is required!')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/company_materials')).toHaveLength(0);
  }, 60_000);
  it('hides the price columns and fields from a user without can_view_costs', async () => {
    const configuration = {
      all_attributes: MATERIAL_ATTRIBUTES.map(({ key, label }) => ({ key, label })),
      company_attributes: ['manufacturer', 'price_per_weight'],
      required_attributes: [],
      company_material_columns: ['manufacturer', 'price_per_weight'],
    };
    const extra = {
      'GET /api/company_settings/company_material_configuration': () =>
        jsonResponse(200, { company_material_configuration: configuration }),
    };
    const records = [material(6, 'Priced elbow', { has_order_materials: true })];
    const granted = PERMISSIONS.filter((p) => p !== 'can_view_costs');
    const withoutCosts = makeUser({
      user_permissions: toPermissionMap(granted),
      abilities: deriveAbilities(granted),
    });
    routes(records, withoutCosts, extra);
    const { user } = renderApp('/materials');
    const drawer = await openRow('Priced elbow');
    const table = screen.getByTestId('materials-table');
    expect(within(table).queryByText('Price per weight')).toBeNull();
    expect(within(table).getAllByText('Manufacturer').length).toBeGreaterThan(0);
    expect(within(drawer).queryByTestId('material-price-per-weight')).toBeNull();
    expect(within(drawer).queryByTestId('material-vendor-prices')).toBeNull();
    // The price history tabs are prices too.
    expect(within(drawer).queryByText('Order History')).toBeNull();
    await user.keyboard('{Escape}');
  }, 60_000);

  it('shows them to a user with it', async () => {
    const configuration = {
      all_attributes: MATERIAL_ATTRIBUTES.map(({ key, label }) => ({ key, label })),
      company_attributes: ['manufacturer', 'price_per_weight'],
      required_attributes: [],
      company_material_columns: ['manufacturer', 'price_per_weight'],
    };
    routes([material(7, 'Priced tee', { has_order_materials: true })], makeUser(), {
      'GET /api/company_settings/company_material_configuration': () =>
        jsonResponse(200, { company_material_configuration: configuration }),
    });
    renderApp('/materials');
    const drawer = await openRow('Priced tee');
    const table = screen.getByTestId('materials-table');
    expect(within(table).getAllByText('Price per weight').length).toBeGreaterThan(0);
    expect(within(drawer).getByTestId('material-price-per-weight')).toBeInTheDocument();
    expect(within(drawer).getByTestId('material-vendor-prices')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Order History').length).toBeGreaterThan(0);
  }, 60_000);
});
