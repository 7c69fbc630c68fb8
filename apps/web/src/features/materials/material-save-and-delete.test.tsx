import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import { MATERIAL_MESSAGES, PRICE_MESSAGES } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { material } from './material-fixture';

type Routes = Parameters<typeof fakeApi>[0];
const WAIT = { timeout: 15_000 };

function routes(records: CompanyMaterialRecord[], extra: Routes = {}) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
    'GET /api/consolidated_company_materials': () =>
      jsonResponse(200, {
        records,
        total_count: records.length,
        has_more: false,
        query_id: '00000000-0000-0000-0000-000000000000',
        search_metadata: { backend: 'fulltext', exhaustive: true },
      }),
    'GET /api/consolidated_company_materials/facets': () =>
      jsonResponse(200, { facets: {}, search_metadata: { backend: 'fulltext', exhaustive: true } }),
    'GET /api/company_materials/tags': () => jsonResponse(200, { tags: [] }),
    'POST /api/search_analytics/track_view': () => jsonResponse(204),
    'GET /api/common/units': () =>
      jsonResponse(200, { records: [], total_count: 0, has_more: false }),
    ...extra,
  });
}

const failure = (status: number, message: string, fields?: Record<string, string[]>) => () =>
  jsonResponse(status, {
    error: {
      code: status === 409 ? 'conflict' : status >= 500 ? 'internal_error' : 'validation_failed',
      message,
      ...(fields ? { fields } : {}),
    },
  });

/** Opens Add New Material, types a description and creates; returns the still-open drawer. */
async function createAndFail() {
  const { user } = renderApp('/materials');
  await user.click(await screen.findByTestId('materials-page-new', {}, WAIT));
  const drawer = await screen.findByRole('dialog', {}, WAIT);
  await user.type(within(drawer).getByTestId('material-description'), 'Brass ball valve');
  await user.click(screen.getByTestId('material-drawer-submit'));
  const alert = await screen.findByTestId('material-drawer-error', {}, WAIT);
  return { drawer, alert };
}

describe('material save messages (procurement-core §8)', () => {
  it('shows a create failure in a red alert at the top; the form stays open with what was typed', async () => {
    routes([], { 'POST /api/company_materials': failure(409, MATERIAL_MESSAGES.alreadyExists) });
    const { drawer, alert } = await createAndFail();
    expect(alert).toHaveTextContent(
      'A material exactly like this already exists. Please make sure all materials are unique.',
    );
    expect(alert.closest('.ant-alert-error')).not.toBeNull();
    expect(drawer).toBeVisible();
    expect(within(drawer).getByTestId('material-description')).toHaveValue('Brass ball valve');
  }, 60_000);

  it('shows the duplicated preferred vendor message of a unique violation on the vendor', async () => {
    routes([], {
      'POST /api/company_materials': failure(422, PRICE_MESSAGES.duplicatedPreferredVendor, {
        'company_material.company_material_vendor_prices_attributes': [
          PRICE_MESSAGES.duplicatedPreferredVendor,
        ],
      }),
    });
    const { alert } = await createAndFail();
    expect(alert).toHaveTextContent("It's not allowed to have duplicated preferred vendor.");
  }, 60_000);

  it('shows only the part of a vendor price error after the double colon', async () => {
    routes([], {
      'POST /api/company_materials': failure(
        422,
        'Company material vendor prices:: Price is invalid',
      ),
    });
    const { alert } = await createAndFail();
    expect(alert).toHaveTextContent(/^Price is invalid$/);
  }, 60_000);

  it("says 'Unable to add material' when the server gives no message", async () => {
    routes([], { 'POST /api/company_materials': failure(500, '') });
    const { alert } = await createAndFail();
    expect(alert).toHaveTextContent('Unable to add material');
  }, 60_000);

  it('shows an update error in the error alert', async () => {
    routes([material(6, 'Copper tee')], {
      'PATCH /api/company_materials/6': failure(422, 'Unit not found'),
    });
    const { user } = renderApp('/materials');
    await user.click(await screen.findByText('Copper tee', {}, WAIT));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    await user.click(screen.getByTestId('material-drawer-submit'));
    expect(await screen.findByTestId('material-drawer-error', {}, WAIT)).toHaveTextContent(
      'Unit not found',
    );
    expect(drawer).toBeVisible();
  }, 60_000);
});

describe('material row action Delete (procurement-core §2)', () => {
  const deletable = material(7, 'Old gate valve', {
    abilities: { edit: true, approve: false, delete: true },
  });

  async function chooseDelete() {
    const { user } = renderApp('/materials');
    await screen.findByText('Old gate valve', {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'Actions for Old gate valve' }));
    await user.click(await screen.findByText('Delete', {}, WAIT));
    const question = 'Are you sure to delete this item?';
    const [title] = await screen.findAllByText(question, {}, WAIT);
    const dialog = title?.closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText('Old gate valve')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  }

  it('asks first, deletes, says Material deleted and refreshes the list', async () => {
    const fake = routes([deletable], {
      'DELETE /api/company_materials/7': () => jsonResponse(204),
    });
    await chooseDelete();
    expect(await screen.findByText('Material deleted', {}, WAIT)).toBeInTheDocument();
    expect(fake.callsTo('DELETE', '/api/company_materials/7')).toHaveLength(1);
    await waitFor(() =>
      expect(fake.callsTo('GET', '/api/consolidated_company_materials').length).toBeGreaterThan(1),
    );
  }, 60_000);

  it("shows the server's message when the delete fails", async () => {
    routes([deletable], {
      'DELETE /api/company_materials/7': failure(409, MATERIAL_MESSAGES.usedInOrders),
    });
    await chooseDelete();
    expect(await screen.findByText(MATERIAL_MESSAGES.usedInOrders, {}, WAIT)).toBeInTheDocument();
  }, 60_000);

  it('offers Delete only when the material may be deleted', async () => {
    routes([material(8, 'Used coupling')]);
    const { user } = renderApp('/materials');
    await screen.findByText('Used coupling', {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'Actions for Used coupling' }));
    expect(await screen.findByText('Edit', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Delete')).toBeNull();
  }, 60_000);
});

describe('material row switch Active (procurement-core §2)', () => {
  it('turns a material off, says so, and refreshes the list; a failure says why', async () => {
    const fake = routes([material(11, 'Brass union', { active: true })], {
      'PATCH /api/company_materials/11': (request) =>
        jsonResponse(200, {
          company_material: material(11, 'Brass union', {
            ...(request.body as { company_material: object }).company_material,
          }),
        }),
    });
    const { user } = renderApp('/materials');
    const toggle = await screen.findByRole('switch', { name: 'Active: Brass union' }, WAIT);
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(
      await screen.findByText(MATERIAL_MESSAGES.deactivated('Brass union'), {}, WAIT),
    ).toBeInTheDocument();
    expect(fake.callsTo('PATCH', '/api/company_materials/11')[0]?.body).toEqual({
      company_material: { active: false },
    });
    // The switch opens nothing: the row's own click is not the switch's.
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(fake.callsTo('GET', '/api/consolidated_company_materials').length).toBeGreaterThan(1),
    );
  }, 60_000);

  it("shows the server's message when the change fails, and is disabled without the right", async () => {
    routes(
      [
        material(12, 'Steel nipple'),
        material(13, 'Locked tee', { abilities: { edit: false, approve: false, delete: false } }),
      ],
      { 'PATCH /api/company_materials/12': failure(422, 'Unit not found') },
    );
    const { user } = renderApp('/materials');
    const toggle = await screen.findByRole('switch', { name: 'Active: Steel nipple' }, WAIT);
    expect(screen.getByRole('switch', { name: 'Active: Locked tee' })).toBeDisabled();
    // Nothing to do in the row menu of a material that may not be changed.
    expect(screen.queryByRole('button', { name: 'Actions for Locked tee' })).toBeNull();
    toggle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Unit not found', {}, WAIT)).toBeInTheDocument();
    expect(toggle).toBeChecked();
  }, 60_000);
});
