import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../test/fake-api';
import { jsonResponse } from '../test/responses';
import { renderApp } from '../test/render-app';
import { makeUser } from '../test/users';

const INVITATION = {
  id: 501,
  company_name: 'Beam Co',
  role_name: 'MATERIAL_REQUESTER',
  invitation_sent_at: '2026-11-20T12:00:00.000Z',
  invitation_expires_at: '2026-12-04T12:00:00.000Z',
};
const list = (records: unknown[]) =>
  jsonResponse(200, { records, total_count: records.length, has_more: false });

describe('pending invitations', () => {
  it('shows an invitation of another company and accepts it on the person’s own click', async () => {
    let pending = [INVITATION];
    const fake = fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
      'GET /api/companies': () => list([]),
      'GET /api/user/invitations': () => list(pending),
      'POST /api/user/invitations/501/accept': () => {
        pending = [];
        return jsonResponse(200, { invitation: INVITATION, message: 'You joined Beam Co.' });
      },
    });
    const { user } = renderApp('/home');
    expect(await screen.findByTestId('pending-invitations')).toHaveTextContent(
      'Beam Co invited you to join as Material Requester.',
    );
    await user.click(screen.getByTestId('accept-invitation-501'));
    expect(await screen.findByText('You joined Beam Co.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByTestId('pending-invitations')).not.toBeInTheDocument(),
    );
    expect(fake.callsTo('POST', '/api/user/invitations/501/accept')).toHaveLength(1);
    // The company list is read again, so the switcher offers the new company.
    await waitFor(() => expect(fake.callsTo('GET', '/api/companies').length).toBeGreaterThan(1));
  });

  it('is not shown to support staff acting as someone', async () => {
    const fake = fakeApi({
      'GET /api/user': () =>
        jsonResponse(200, {
          user: makeUser({
            impersonator: {
              id: 9,
              email: 'sam@laydown.app',
              first_name: 'Sam',
              last_name: 'Support',
            },
          }),
        }),
      'GET /api/companies': () => list([]),
      'GET /api/user/invitations': () => list([INVITATION]),
    });
    renderApp('/home');
    expect(await screen.findByTestId('impersonation-banner')).toBeInTheDocument();
    expect(screen.queryByTestId('pending-invitations')).not.toBeInTheDocument();
    expect(fake.callsTo('GET', '/api/user/invitations')).toHaveLength(0);
  });
});
