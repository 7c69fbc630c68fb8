import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CompanySummary, CompanyUser } from '@laydown/contracts';
import { fakeApi } from '../test/fake-api';
import { jsonResponse } from '../test/responses';
import { currentLocation, renderApp } from '../test/render-app';
import { makeUser } from '../test/users';

describe('company switching', () => {
  it('lists the other companies and switches to one', async () => {
    let company = { id: 10, name: 'Acme Builders' };
    const fake = fakeApi({
      'GET /api/user': () =>
        jsonResponse(200, {
          user: makeUser({
            company_id: company.id,
            account: { ...company, type: 'GENERAL_CONTRACTOR' },
          }),
        }),
      'GET /api/companies': () =>
        jsonResponse(200, {
          records: [
            {
              id: 10,
              name: 'Acme Builders',
              company_type: 'GENERAL_CONTRACTOR',
              current: company.id === 10,
              switchable: true,
            },
            {
              id: 11,
              name: 'Beam Co',
              company_type: 'SUB_CONTRACTOR',
              current: company.id === 11,
              switchable: true,
            },
          ],
          total_count: 2,
          has_more: false,
        }),
      'POST /api/companies/11/switch': () => {
        company = { id: 11, name: 'Beam Co' };
        return jsonResponse(200, {
          user: makeUser({ company_id: 11, account: { ...company, type: 'SUB_CONTRACTOR' } }),
        });
      },
    });
    const { user, router } = renderApp('/mail_outbox');
    await user.click(await screen.findByTestId('company-switcher'));
    await user.click(await screen.findByTestId('switch-company-11'));
    await waitFor(() => expect(currentLocation(router)).toBe('/home'));
    expect(await screen.findByText('Beam Co')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/companies/11/switch')).toHaveLength(1);
  });

  it('is a plain label for a user of one company', async () => {
    fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
      'GET /api/companies': () =>
        jsonResponse(200, {
          records: [
            {
              id: 10,
              name: 'Acme Builders',
              company_type: 'GENERAL_CONTRACTOR',
              current: true,
              switchable: true,
            },
          ],
          total_count: 1,
          has_more: false,
        }),
    });
    renderApp('/home');
    expect(await screen.findByTestId('nav-company-label')).toHaveTextContent('Acme Builders');
    expect(screen.queryByTestId('company-switcher')).not.toBeInTheDocument();
  });
});

describe('impersonation', () => {
  const acme: CompanySummary = {
    id: 10,
    name: 'Acme Builders',
    plan_tier: 'PROFESSIONAL',
    company_type: 'GENERAL_CONTRACTOR',
    users_count: 1,
    created_at: '2026-01-01T00:00:00.000Z',
  };
  const pat = {
    id: 5,
    user_id: 50,
    email: 'pat@acme.test',
    first_name: 'Pat',
    last_name: 'Purchaser',
    role: { id: 2, name: 'PURCHASER' },
    project_group_ids: [],
    status: 'ACTIVE',
    is_active: true,
    deactivated_at: null,
    invitation_sent_at: null,
    invitation_accepted_at: null,
    invitation_expires_at: null,
    sign_in_count: 1,
    abilities: { resend_invitation: false, deactivate: true },
  } satisfies CompanyUser;

  it('support picks a member, acts as them under a banner, and stops', async () => {
    const support = makeUser({
      is_laydown: true,
      company_id: null,
      account: null,
      role: null,
      first_name: 'Sam',
      last_name: 'Support',
    });
    let me = support;
    fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: me }),
      'GET /api/internal/companies': () =>
        jsonResponse(200, { records: [acme], total_count: 1, has_more: false }),
      'GET /api/internal/companies/10/users': () =>
        jsonResponse(200, { records: [pat], total_count: 1, has_more: false }),
      'POST /api/internal/impersonations': () => {
        me = makeUser({
          email: 'pat@acme.test',
          first_name: 'Pat',
          last_name: 'Purchaser',
          impersonator: {
            id: 9,
            email: 'sam@laydown.test',
            first_name: 'Sam',
            last_name: 'Support',
          },
        });
        return jsonResponse(201, { user: me });
      },
      'DELETE /api/internal/impersonations': () => {
        me = support;
        return jsonResponse(200, { user: me });
      },
    });
    const { user, router } = renderApp('/internal/companies');
    await user.click(await screen.findByText('Acme Builders'));
    const drawer = await screen.findByTestId('company-members-drawer');
    await user.click(await within(drawer).findByTestId('impersonate-pat@acme.test'));
    await waitFor(() => expect(currentLocation(router)).toBe('/home'));
    expect(await screen.findByTestId('impersonation-banner')).toHaveTextContent(
      'You are acting as Pat Purchaser',
    );
    await user.click(screen.getByTestId('stop-impersonating'));
    await waitFor(() => expect(currentLocation(router)).toBe('/internal/companies'));
    expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
  });
});
