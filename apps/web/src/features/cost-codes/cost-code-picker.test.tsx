import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CostCodeRecord } from '@laydown/contracts';
import { DEFAULT_COST_CODE_SETTINGS, type CostCodeSettings } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { CostCodePicker } from './cost-code-picker';

const code = (id: number, clazz: string | null, phaseId: number | null): CostCodeRecord => ({
  id,
  cost_code_number_id: 1,
  code: '03-300',
  description: 'Concrete',
  cost_code_phase_id: phaseId,
  phase_code: phaseId ? 'P1' : null,
  phase_code_description: null,
  cost_code_class_id: clazz ? id : null,
  clazz,
  clazz_description: clazz ? 'Labor' : null,
  project_ids: [],
  tags: [],
  active: true,
  discarded_at: null,
});

function setup(settings: Partial<CostCodeSettings>, projectId: number | null) {
  fakeApi({
    'GET /api/cost_codes/settings': () =>
      jsonResponse(200, { cost_code_settings: { ...DEFAULT_COST_CODE_SETTINGS, ...settings } }),
    'GET /api/cost_codes': () =>
      jsonResponse(200, {
        records: [code(1, 'L', 9), code(2, 'M', 9)],
        total_count: 2,
        has_more: false,
      }),
    'GET /api/cost_code_phases': () =>
      jsonResponse(200, {
        records: [
          {
            id: 9,
            code: 'P1',
            description: null,
            active: true,
            independent: false,
            dataSource: 'INTERNAL',
            project_ids_relation: [],
          },
        ],
        total_count: 1,
        has_more: false,
      }),
  });
  const onChange = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <CostCodePicker projectId={projectId} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, testId: string, option: string) {
  await user.click(within(await screen.findByTestId(testId)).getByRole('combobox'));
  await user.click(await screen.findByTitle(option));
}

describe('cost code picker', () => {
  it("asks for a project first when project filtering is on: 'Please select one Project'", async () => {
    setup({ project_filtering_enabled: true }, null);
    expect(await screen.findByTestId('cost-code-picker-hint')).toHaveTextContent(
      'Please select one Project',
    );
  }, 60_000);

  it('goes phase, then code, then class, then finished, and back on Change', async () => {
    const { onChange, user } = setup({ phase_code_enabled: true, class_enabled: true }, 4);
    await choose(user, 'cost-code-picker-phase', 'P1');
    await choose(user, 'cost-code-picker-code', '03-300 - Concrete');
    await choose(user, 'cost-code-picker-class', 'M - Labor');
    expect(await screen.findByTestId('cost-code-picker-result')).toHaveTextContent(
      'P1 / 03-300 / M',
    );
    expect(onChange).toHaveBeenLastCalledWith({
      phaseId: 9,
      costCode: expect.objectContaining({ id: 2 }),
    });
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByTestId('cost-code-picker-class')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('cost-code-picker-code')).toBeInTheDocument();
  }, 60_000);
});
