import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CompanySummary } from '@laydown/contracts';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const acme: CompanySummary = {
  id: 1,
  name: 'Acme Builders',
  plan_tier: 'PROFESSIONAL',
  company_type: 'GENERAL_CONTRACTOR',
  users_count: 12,
  created_at: '2025-03-04T10:00:00.000Z',
};

describe('internal companies', () => {
  it('is refused to users who are not Laydown staff', async () => {
    const fake = fakeApi({ 'GET /api/user': () => jsonResponse(200, { user: makeUser() }) });
    renderApp('/internal/companies');
    expect(await screen.findByTestId('forbidden')).toHaveTextContent('Support staff only');
    expect(fake.callsTo('GET', '/api/internal/companies')).toHaveLength(0);
  });

  it('shows the 403 screen when the server refuses the list', async () => {
    fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeUser({ is_laydown: true }) }),
      'GET /api/internal/companies': () =>
        errorResponse(403, 'forbidden', 'You are not allowed to do this.'),
    });
    renderApp('/internal/companies');
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
  });

  it('lists companies and creates one from the drawer', async () => {
    let companies = [acme];
    const fake = fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeUser({ is_laydown: true }) }),
      'GET /api/internal/companies': () =>
        jsonResponse(200, { records: companies, total_count: companies.length, has_more: false }),
      'POST /api/internal/companies': () => {
        const created: CompanySummary = {
          ...acme,
          id: 2,
          name: 'Beam Co',
          plan_tier: 'BASIC',
          users_count: 1,
        };
        companies = [...companies, created];
        return jsonResponse(201, { company: created });
      },
    });
    const { user } = renderApp('/internal/companies');
    const table = await screen.findByTestId('companies-table');
    const row = (await within(table).findByText('Acme Builders')).closest('tr');
    expect(row).not.toBeNull();
    expect(row).toHaveTextContent('Professional');
    expect(row).toHaveTextContent('General contractor');
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('03/04/2025');

    await user.click(screen.getByTestId('companies-new'));
    const drawer = await screen.findByRole('dialog');
    expect(screen.getByTestId('create-company-drawer')).toHaveStyle({ width: '736px' });
    await user.type(within(drawer).getByTestId('company-name'), 'Beam Co');
    await user.type(within(drawer).getByTestId('admin-first-name'), 'Bo');
    await user.type(within(drawer).getByTestId('admin-last-name'), 'Beam');
    await user.type(within(drawer).getByTestId('admin-email'), 'bo@beam.test');
    await user.type(within(drawer).getByTestId('admin-password'), 'Sup3r-secret');
    await user.type(within(drawer).getByTestId('admin-password-confirmation'), 'Sup3r-secret');
    await user.click(within(drawer).getByTestId('company-submit'));

    expect(await screen.findByText('Beam Co was created.')).toBeInTheDocument();
    expect(await within(table).findByText('Beam Co')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/internal/companies')[0]?.body).toMatchObject({
      company: { name: 'Beam Co' },
      admin: { email: 'bo@beam.test' },
    });
    await waitFor(() => expect(fake.callsTo('GET', '/api/internal/companies')).toHaveLength(2));
  }, 60_000);
});
