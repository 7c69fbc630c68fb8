import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CostCodeRecord } from '@laydown/contracts';
import { DEFAULT_COST_CODE_SETTINGS, type CostCodeSettings } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const empty = { records: [], total_count: 0, has_more: false };
const concrete: CostCodeRecord = {
  id: 1,
  cost_code_number_id: 11,
  code: '03-300',
  description: 'Concrete',
  cost_code_phase_id: null,
  phase_code: null,
  phase_code_description: null,
  cost_code_class_id: null,
  clazz: null,
  clazz_description: null,
  project_ids: [],
  tags: ['a', 'b', 'c', 'd'],
  active: true,
  discarded_at: null,
};

function api(settings: Partial<CostCodeSettings>, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
    'GET /api/cost_codes/settings': () =>
      jsonResponse(200, { cost_code_settings: { ...DEFAULT_COST_CODE_SETTINGS, ...settings } }),
    'GET /api/cost_codes': () =>
      jsonResponse(200, { records: [concrete], total_count: 1, has_more: false }),
    'GET /api/cost_codes/facets': () =>
      jsonResponse(200, {
        facets: { active: [{ value: 'true', count: 1 }], tags: [{ value: 'a', count: 1 }] },
      }),
    'GET /api/cost_codes/tags': () => jsonResponse(200, { tags: ['a'] }),
    'GET /api/cost_code_numbers': () =>
      jsonResponse(200, {
        records: [{ id: 11, code: '03-300', description: 'Concrete' }],
        total_count: 1,
        has_more: false,
      }),
    'GET /api/cost_code_classes': () => jsonResponse(200, empty),
    'GET /api/cost_code_phases': () => jsonResponse(200, empty),
    ...extra,
  });
}

describe('cost codes page', () => {
  it('lists cost codes with tags collapsed after three', async () => {
    api({});
    renderApp('/settings/cost_codes');
    expect(await screen.findByText('03-300', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('tag-list-more')).toHaveTextContent('+ 1');
    expect(screen.queryByText('Phases')).toBeNull();
  }, 60_000);

  it('requires phase and class when they are on', async () => {
    const fake = api({ phase_code_enabled: true, class_enabled: true });
    const { user } = renderApp('/settings/cost_codes');
    expect(await screen.findByRole('tab', { name: 'Phases' })).toBeInTheDocument();
    await user.click(screen.getByTestId('cost-codes-page-new'));
    const drawer = await screen.findByTestId('cost-code-drawer');
    expect(drawer).toHaveStyle({ width: '378px' });
    await user.click(screen.getByTestId('cost-code-drawer-submit'));
    expect(await within(drawer).findByText('Code is required!')).toBeInTheDocument();
    expect(within(drawer).getByText('Phase is required!')).toBeInTheDocument();
    expect(within(drawer).getByText('Class is required!')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/cost_codes')).toHaveLength(0);
  }, 60_000);

  it("shows the server's duplicate message in the drawer", async () => {
    api(
      {},
      {
        'POST /api/cost_code_numbers': () =>
          errorResponse(409, 'duplicate', 'Unable to save due to duplicate cost code.'),
      },
    );
    const { user } = renderApp('/settings/cost_codes?tab=numbers');
    await user.click(await screen.findByTestId('cost-codes-page-new'));
    const drawer = await screen.findByTestId('numbers-drawer');
    expect(within(drawer).getByText('Add New Code')).toBeInTheDocument();
    await user.type(within(drawer).getByTestId('numbers-code'), '03-300');
    await user.click(screen.getByTestId('numbers-drawer-submit'));
    expect(await screen.findByTestId('numbers-drawer-error')).toHaveTextContent(
      'Unable to save due to duplicate cost code.',
    );
  }, 60_000);

  it('asks to confirm an EXTERNAL phase before saving it', async () => {
    const fake = api(
      { phase_code_enabled: true },
      {
        'POST /api/cost_code_phases': () =>
          jsonResponse(201, {
            cost_code_phase: {
              id: 5,
              code: 'EX',
              description: null,
              active: true,
              independent: false,
              dataSource: 'EXTERNAL',
              project_ids_relation: [],
            },
          }),
      },
    );
    const { user } = renderApp('/settings/cost_codes?tab=phases');
    await user.click(await screen.findByTestId('cost-codes-page-new'));
    const drawer = await screen.findByTestId('phase-drawer');
    await user.type(within(drawer).getByTestId('phase-code'), 'EX');
    await user.click(within(drawer).getByText('External'));
    await user.click(screen.getByTestId('phase-drawer-submit'));
    expect((await screen.findAllByText('Save an external phase?')).length).toBeGreaterThan(0);
    expect(fake.callsTo('POST', '/api/cost_code_phases')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('POST', '/api/cost_code_phases')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/cost_code_phases')[0]?.body).toMatchObject({
      cost_code_phase: { code: 'EX', dataSource: 'EXTERNAL' },
    });
  }, 60_000);

  it('warns that changing a code does not modify existing orders', async () => {
    api({});
    const { user } = renderApp('/settings/cost_codes?tab=numbers');
    await user.click(await screen.findByText('03-300', {}, { timeout: 15_000 }));
    const drawer = await screen.findByTestId('numbers-drawer');
    expect(within(drawer).getByText('Update Code')).toBeInTheDocument();
    expect(
      within(drawer).getByText('Changing this code will NOT modify existing orders...'),
    ).toBeInTheDocument();
  }, 60_000);
});
