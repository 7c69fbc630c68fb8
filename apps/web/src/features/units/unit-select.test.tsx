import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CurrentUser, UnitRecord } from '@laydown/contracts';
import { DEFAULT_ROLE_PERMISSIONS, toPermissionMap } from '@laydown/domain';
import { CurrentUserContext } from '../../shell/current-user';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { makeUser } from '../../test/users';
import { UnitSelect } from './unit-select';

const sf: UnitRecord = {
  id: 1,
  name: 'SF',
  synonyms: ['square foot'],
  override_label: null,
  multiplier: '1',
  qty_increment: '1',
  unit_name_label: 'SF',
  unit_name_with_increment_label: 'SF',
};

function setup(user: CurrentUser) {
  const fake = fakeApi({
    'GET /api/common/units': () =>
      jsonResponse(200, { records: [sf], total_count: 1, has_more: false }),
    'POST /api/common/units': () =>
      jsonResponse(201, {
        unit: {
          ...sf,
          id: 2,
          name: 'TOTE',
          unit_name_label: 'TOTE',
          unit_name_with_increment_label: 'TOTE',
        },
      }),
  });
  const onChange = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <CurrentUserContext.Provider value={user}>
        <UnitSelect onChange={onChange} />
      </CurrentUserContext.Provider>
    </QueryClientProvider>,
  );
  return { fake, onChange, events: userEvent.setup() };
}

describe('unit select', () => {
  it('finds a unit by its synonym', async () => {
    const { events } = setup(makeUser());
    const box = within(await screen.findByTestId('unit-select')).getByRole('combobox');
    await events.click(box);
    await events.type(box, 'square');
    expect(await screen.findByTitle('SF')).toBeInTheDocument();
  }, 60_000);

  it('creates a unit from the typed text when the user may create materials', async () => {
    const { events, fake, onChange } = setup(makeUser());
    const box = within(await screen.findByTestId('unit-select')).getByRole('combobox');
    await events.click(box);
    await events.type(box, 'tote');
    await events.click(await screen.findByTestId('unit-select-create'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(2));
    expect(fake.callsTo('POST', '/api/common/units')[0]?.body).toEqual({ unit: { name: 'tote' } });
  }, 60_000);

  it('offers no creation to a user who cannot create materials', async () => {
    const { events } = setup(
      makeUser({ user_permissions: toPermissionMap(DEFAULT_ROLE_PERMISSIONS.USER) }),
    );
    const box = within(await screen.findByTestId('unit-select')).getByRole('combobox');
    await events.click(box);
    await events.type(box, 'tote');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByTestId('unit-select-create')).toBeNull();
  }, 60_000);
});
