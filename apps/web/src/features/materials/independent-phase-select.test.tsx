import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { DEFAULT_COST_CODE_SETTINGS } from '@laydown/domain';
import { AppProviders } from '../../app-providers';
import { AntdProviders } from '../../shell/antd-providers';
import { CurrentUserContext } from '../../shell/current-user';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { makeUser } from '../../test/users';
import { IndependentPhaseSelect } from './cost-code-fields';

const phase = (id: number, code: string) => ({
  id,
  code,
  description: null,
  active: true,
  independent: true,
  dataSource: 'INTERNAL',
  project_ids_relation: [],
});

function renderSelect(canEditCostCodes: boolean) {
  const phases = [phase(1, 'P1')];
  const fake = fakeApi({
    'GET /api/cost_codes/settings': () =>
      jsonResponse(200, {
        cost_code_settings: {
          ...DEFAULT_COST_CODE_SETTINGS,
          independent_phase_codes_enabled: true,
        },
      }),
    'GET /api/cost_code_phases': () =>
      jsonResponse(200, { records: phases, total_count: phases.length, has_more: false }),
    'POST /api/cost_code_phases': () => {
      phases.push(phase(2, 'NEW'));
      return jsonResponse(201, { cost_code_phase: phase(2, 'NEW') });
    },
  });
  const user = makeUser();
  user.user_permissions.can_edit_cost_code = canEditCostCodes;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <AntdProviders>
        <CurrentUserContext.Provider value={user}>
          <Form>
            <Form.Item name="cost_code_phase_id" label="Phase">
              <IndependentPhaseSelect />
            </Form.Item>
          </Form>
        </CurrentUserContext.Provider>
      </AntdProviders>
    </AppProviders>,
  );
  return { fake, user: userEvent.setup() };
}

describe("the material's Phase select", () => {
  it('adds a new independent phase without leaving the material, and chooses it', async () => {
    const { fake, user } = renderSelect(true);
    await user.click(await screen.findByTestId('material-cost-code-phase-add'));
    const drawer = await screen.findByTestId('phase-drawer');
    await user.type(within(drawer).getByTestId('phase-code'), 'NEW');
    await user.click(screen.getByTestId('phase-drawer-submit'));
    await waitFor(() => expect(fake.callsTo('POST', '/api/cost_code_phases')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/cost_code_phases')[0]?.body).toMatchObject({
      cost_code_phase: { code: 'NEW', independent: true },
    });
    expect(await screen.findByTitle('NEW')).toBeInTheDocument();
  }, 60_000);

  it('offers no Add New Phase to who may not edit cost codes', async () => {
    renderSelect(false);
    expect(await screen.findByTestId('material-cost-code-phase')).toBeInTheDocument();
    expect(screen.queryByTestId('material-cost-code-phase-add')).not.toBeInTheDocument();
  });
});
