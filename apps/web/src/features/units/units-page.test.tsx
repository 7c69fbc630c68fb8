import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UnitRecord } from '@laydown/contracts';
import { DEFAULT_ROLE_PERMISSIONS, toPermissionMap } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { currentLocation, renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const unit = (id: number, name: string, extra: Partial<UnitRecord> = {}): UnitRecord => ({
  id,
  name,
  synonyms: [],
  override_label: null,
  multiplier: '1',
  qty_increment: '1',
  unit_name_label: name,
  unit_name_with_increment_label: name,
  ...extra,
});

describe('units page', () => {
  it('lists units, keeps search and sort in the query string and creates a unit', async () => {
    let units = [
      unit(1, 'EA', { synonyms: ['each'] }),
      unit(2, 'LF', {
        multiplier: '100',
        unit_name_label: '100 LF',
        unit_name_with_increment_label: '100 LF',
      }),
    ];
    const fake = fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
      'GET /api/common/units': () =>
        jsonResponse(200, { records: units, total_count: units.length, has_more: false }),
      'POST /api/common/units': (request) => {
        const created = unit(3, (request.body as { unit: { name: string } }).unit.name);
        units = [...units, created];
        return jsonResponse(201, { unit: created });
      },
    });
    const { user, router } = renderApp('/settings/units');
    expect(await screen.findByText('100 LF', {}, { timeout: 15_000 })).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search here...'), 'each{Enter}');
    await waitFor(() => expect(currentLocation(router)).toBe('/settings/units?search=each'));
    const [sortName] = screen.getAllByTestId('sort-name');
    if (!sortName) throw new Error('no sort header');
    await user.click(sortName);
    await waitFor(() => expect(currentLocation(router)).toContain('sort=name&sort_direction=asc'));
    expect(fake.calls.some((c) => c.path === '/api/common/units')).toBe(true);

    await user.click(screen.getByTestId('units-page-new'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Add New Unit')).toBeInTheDocument();
    await user.type(within(drawer).getByTestId('unit-name'), 'TOTE');
    await user.click(screen.getByTestId('unit-drawer-submit'));
    await waitFor(() => expect(fake.callsTo('POST', '/api/common/units')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/common/units')[0]?.body).toMatchObject({
      unit: { name: 'TOTE', multiplier: '1', qty_increment: '1' },
    });
    expect((await screen.findAllByText('TOTE')).length).toBeGreaterThan(0);
  }, 60_000);

  it("shows the server's duplicate message and keeps the drawer open", async () => {
    fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
      'GET /api/common/units': () =>
        jsonResponse(200, { records: [], total_count: 0, has_more: false }),
      'POST /api/common/units': () =>
        errorResponse(409, 'duplicate_unit', 'A unit with this name already exists.'),
    });
    const { user } = renderApp('/settings/units');
    await user.click(await screen.findByTestId('units-page-new'));
    await user.type(await screen.findByTestId('unit-name'), 'EA');
    await user.click(screen.getByTestId('unit-drawer-submit'));
    expect(await screen.findByTestId('unit-drawer-error')).toHaveTextContent(
      'A unit with this name already exists.',
    );
    expect(screen.getByTestId('unit-name')).toHaveValue('EA');
  }, 60_000);

  it('asks before a drawer with typed text closes, and keeps the text on Cancel', async () => {
    fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
      'GET /api/common/units': () =>
        jsonResponse(200, { records: [], total_count: 0, has_more: false }),
    });
    const { user, router } = renderApp('/settings/units');
    await user.click(await screen.findByTestId('units-page-new', {}, { timeout: 15_000 }));
    expect(currentLocation(router)).toBe('/settings/units?unit_id=new');
    await user.type(await screen.findByTestId('unit-name'), 'TOTE');
    await user.click(screen.getByTestId('unit-drawer-cancel'));
    const question = 'You may have unsaved changes, are you sure you want to leave?';
    expect(await screen.findByText(question)).toBeInTheDocument();
    await user.click(screen.getByTestId('unsaved-cancel'));
    expect(screen.getByTestId('unit-name')).toHaveValue('TOTE');
    await user.click(screen.getByTestId('unit-drawer-cancel'));
    await user.click(await screen.findByTestId('unsaved-leave'));
    await waitFor(() => expect(currentLocation(router)).toBe('/settings/units'));
  }, 60_000);

  it('closes an untouched drawer without asking', async () => {
    fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
      'GET /api/common/units': () =>
        jsonResponse(200, { records: [], total_count: 0, has_more: false }),
    });
    const { user, router } = renderApp('/settings/units?unit_id=new');
    await user.click(await screen.findByTestId('unit-drawer-cancel', {}, { timeout: 15_000 }));
    await waitFor(() => expect(currentLocation(router)).toBe('/settings/units'));
    expect(screen.queryByText(/unsaved changes/)).toBeNull();
  }, 60_000);

  it('hides the create button from users who cannot create materials', async () => {
    fakeApi({
      'GET /api/user': () =>
        jsonResponse(200, {
          user: makeUser({ user_permissions: toPermissionMap(DEFAULT_ROLE_PERMISSIONS.USER) }),
        }),
      'GET /api/common/units': () =>
        jsonResponse(200, { records: [unit(1, 'EA')], total_count: 1, has_more: false }),
    });
    renderApp('/settings/units');
    expect((await screen.findAllByText('EA')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('units-page-new')).toBeNull();
  }, 60_000);

  it('says "No items found for" the search when nothing matches', async () => {
    fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
      'GET /api/common/units': () =>
        jsonResponse(200, { records: [], total_count: 0, has_more: false }),
    });
    renderApp('/settings/units?search=zzz');
    expect(
      await screen.findByText('No items found for "zzz"', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  }, 60_000);
});
