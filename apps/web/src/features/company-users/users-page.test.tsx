import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CompanyUser } from '@laydown/contracts';
import { fakeApi } from '../../test/fake-api';
import { setWindowWidth } from '../../test/match-media';
import { errorResponse, jsonResponse } from '../../test/responses';
import { currentLocation, renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const member = (overrides: Partial<CompanyUser> = {}): CompanyUser => ({
  id: 5,
  user_id: 50,
  email: 'pat@acme.test',
  first_name: 'Pat',
  last_name: 'Purchaser',
  role: { id: 2, name: 'PURCHASER' },
  project_group_ids: [1, 2, 3, 4],
  status: 'ACTIVE',
  is_active: true,
  deactivated_at: null,
  invitation_sent_at: null,
  invitation_accepted_at: '2026-01-01T00:00:00.000Z',
  invitation_expires_at: null,
  sign_in_count: 4,
  abilities: { resend_invitation: false, deactivate: true },
  ...overrides,
});

const invitee = member({
  id: 6,
  email: 'new@acme.test',
  first_name: '',
  last_name: '',
  status: 'INVITED',
  project_group_ids: [],
  abilities: { resend_invitation: true, deactivate: true },
});

function api(records: CompanyUser[] = [member(), invitee]) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
    'GET /api/company_users': () =>
      jsonResponse(200, { records, total_count: records.length, has_more: false }),
    'GET /api/company_users/project_group_options': () =>
      jsonResponse(200, {
        records: [
          { id: 1, name: 'North' },
          { id: 2, name: 'South' },
          { id: 3, name: 'East' },
          { id: 4, name: 'West' },
        ],
      }),
    'GET /api/company_settings/roles': () =>
      jsonResponse(200, {
        records: [
          { id: 1, name: 'ADMIN' },
          { id: 2, name: 'PURCHASER' },
          { id: 3, name: 'USER' },
        ],
      }),
    'PATCH /api/company_users/5': (request) =>
      jsonResponse(200, { company_user: member({ ...(request.body as object) }) }),
    'POST /api/users/invitation': () => jsonResponse(201, { company_user: invitee }),
    'POST /api/company_users/6/resend_invitation': () =>
      jsonResponse(200, { company_user: invitee }),
  });
}

afterEach(() => setWindowWidth(1024));

// The email header's sorter (antd may render a header twice for scrolling tables).
const emailHeader = () => screen.getAllByTestId('sort-email')[0] as HTMLElement;

// Drawers with selects are slow to drive in jsdom, more so on a busy machine.
describe('Users page', { timeout: 60_000 }, () => {
  it('lists members with role, project groups and status, from the navigation', async () => {
    api();
    const { user, router } = renderApp('/home');
    await user.click(await screen.findByTestId('nav-users'));
    expect(currentLocation(router)).toBe('/company_settings/users');
    const table = await screen.findByTestId('users-table');
    const row = (await within(table).findByText('pat@acme.test')).closest('tr');
    expect(row).toHaveTextContent('Pat Purchaser');
    expect(row).toHaveTextContent('Purchaser');
    expect(row).toHaveTextContent('Active');
    expect(await within(row as HTMLElement).findByText('North')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByTestId('tag-list-more')).toHaveTextContent('+ 1');
    const invitedRow = within(table).getAllByText('new@acme.test')[0]?.closest('tr');
    expect(invitedRow).toHaveTextContent('Invited');
  });

  it('keeps the filter and the sort in the query string and sends them', async () => {
    const fake = api();
    const { user, router } = renderApp('/company_settings/users');
    await screen.findByTestId('users-table');
    await user.click(screen.getByText('Deactivated'));
    expect(currentLocation(router)).toBe('/company_settings/users?filter=deactivated');
    await user.click(emailHeader());
    expect(currentLocation(router)).toBe(
      '/company_settings/users?filter=deactivated&sort=email&sort_direction=asc',
    );
    await user.click(emailHeader());
    expect(currentLocation(router)).toContain('sort_direction=desc');
    await user.click(emailHeader());
    expect(currentLocation(router)).toBe('/company_settings/users?filter=deactivated');
    await waitFor(() => expect(fake.calls.some((c) => c.path === '/api/company_users')).toBe(true));
  });

  it('edits role and active of a member', async () => {
    const fake = api();
    const { user } = renderApp('/company_settings/users');
    await user.click(await screen.findByText('pat@acme.test'));
    const drawer = await screen.findByTestId('edit-user-drawer');
    await user.click(within(drawer).getByTestId('edit-active'));
    await user.click(within(drawer).getByTestId('edit-user-drawer-submit'));
    await waitFor(() => expect(fake.callsTo('PATCH', '/api/company_users/5')).toHaveLength(1));
    expect(fake.callsTo('PATCH', '/api/company_users/5')[0]?.body).toEqual({
      company_user: { role_id: 2, project_group_ids: [1, 2, 3, 4], active: false },
    });
  });

  it('invites with email and role, and shows the server field errors', async () => {
    const fake = api();
    const { user } = renderApp('/company_settings/users');
    await user.click(await screen.findByTestId('users-invite'));
    const drawer = await screen.findByTestId('invite-drawer');
    await user.click(within(drawer).getByTestId('invite-drawer-submit'));
    expect(await within(drawer).findByText('Please input your Email!')).toBeInTheDocument();
    expect(within(drawer).getByText('Please choose a role')).toBeInTheDocument();
    await user.type(within(drawer).getByTestId('invite-email'), ' New@Acme.test');
    await user.click(
      within(drawer).getByTestId('member-role').querySelector('input') as HTMLElement,
    );
    await user.click(await screen.findByTitle('User'));
    await user.click(within(drawer).getByTestId('invite-drawer-submit'));
    await waitFor(() => expect(fake.callsTo('POST', '/api/users/invitation')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/users/invitation')[0]?.body).toEqual({
      user: { email: 'new@acme.test', role_id: 3, project_group_ids: [], replacing_user_id: null },
    });
    expect(await screen.findByText('An invitation was sent to new@acme.test.')).toBeInTheDocument();
  });

  it('resends an open invitation', async () => {
    const fake = api();
    const { user } = renderApp('/company_settings/users');
    await user.click(await screen.findByTestId('resend-invitation'));
    await waitFor(() =>
      expect(fake.callsTo('POST', '/api/company_users/6/resend_invitation')).toHaveLength(1),
    );
    expect(
      await screen.findByText('The invitation was sent again to new@acme.test.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('edit-user-drawer')).not.toBeInTheDocument();
  });

  it('shows cards on a phone', async () => {
    setWindowWidth(390);
    api();
    renderApp('/company_settings/users');
    expect((await screen.findAllByTestId('users-table-card'))[0]).toHaveTextContent(
      'pat@acme.test',
    );
  });

  it('shows 403 when the server refuses', async () => {
    fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
      'GET /api/company_users': () => errorResponse(403, 'forbidden', 'No'),
      'GET /api/company_users/project_group_options': () => errorResponse(403, 'forbidden', 'No'),
    });
    renderApp('/company_settings/users');
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
  });
});
