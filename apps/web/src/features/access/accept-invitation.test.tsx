import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SUPPORT_EMAIL } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { currentLocation, renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

type Routes = Parameters<typeof fakeApi>[0];

function api(expired: boolean, routes: Routes = {}) {
  return fakeApi({
    'GET /api/setup': () => jsonResponse(200, { setup_required: false }),
    'GET /api/user': () => errorResponse(401, 'unauthenticated', 'Sign in'),
    'GET /api/users/invitation': () =>
      jsonResponse(200, {
        invitation: {
          email: 'ivy@acme.test',
          company_name: 'Acme Builders',
          expired,
          has_account: false,
        },
      }),
    ...routes,
  });
}

const link = '/?access-type=CONTRACTOR&invitation_token=tok&first_name=Ivy&last_name=Ito';

describe('accept invitation mode', () => {
  it('prefills names from the query string, registers and lands signed in', async () => {
    const fake = api(false, {
      'PUT /api/users/invitation': () => jsonResponse(200, { user: makeUser() }),
    });
    const { user, router } = renderApp(link);
    expect(await screen.findByTestId('invitation-info')).toHaveTextContent(
      'Join Acme Builders as ivy@acme.test',
    );
    expect(screen.getByTestId('invite-first-name')).toHaveValue('Ivy');
    expect(screen.getByTestId('invite-last-name')).toHaveValue('Ito');
    await user.type(screen.getByTestId('invite-phone'), '555-0100');
    await user.type(screen.getByTestId('invite-password'), 'Invited-Pa55!');
    await user.type(screen.getByTestId('invite-password-confirmation'), 'Invited-Pa55!');
    await user.click(screen.getByTestId('invite-register'));
    await waitFor(() => expect(currentLocation(router)).toBe('/home'));
    expect(fake.callsTo('PUT', '/api/users/invitation')[0]?.body).toEqual({
      user: {
        invitation_token: 'tok',
        first_name: 'Ivy',
        last_name: 'Ito',
        phone_number: '555-0100',
        password: 'Invited-Pa55!',
        password_confirmation: 'Invited-Pa55!',
      },
    });
  });

  it('validates names and passwords with the spec texts, the confirmation on blur', async () => {
    const fake = api(false);
    const { user } = renderApp('/?access-type=CONTRACTOR&invitation_token=tok');
    await user.type(await screen.findByTestId('invite-password'), 'Invited-Pa55!');
    await user.type(screen.getByTestId('invite-password-confirmation'), 'Other');
    await user.tab();
    expect(
      await screen.findByText('The two passwords that you entered do not match!'),
    ).toBeInTheDocument();
    await user.click(screen.getByTestId('invite-register'));
    expect(await screen.findByText('Please your first name!')).toBeInTheDocument();
    expect(screen.getByText('Please input your last name!')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/users/invitation')).toHaveLength(0);
  });

  it('shows the expired screen when the invitation expires while the form is filled', async () => {
    api(false, {
      'PUT /api/users/invitation': () =>
        errorResponse(422, 'invitation_expired', 'A text the screen does not read'),
    });
    const { user } = renderApp(link);
    await user.type(await screen.findByTestId('invite-password'), 'Invited-Pa55!');
    await user.type(screen.getByTestId('invite-password-confirmation'), 'Invited-Pa55!');
    await user.click(screen.getByTestId('invite-register'));
    expect(await screen.findByText('Oops! Your Invite Has Expired')).toBeInTheDocument();
  });

  it('shows the expired screen when the invitation has expired', async () => {
    api(true);
    renderApp('/?access-type=CONTRACTOR&invitation_token=tok');
    expect(await screen.findByText('Oops! Your Invite Has Expired')).toBeInTheDocument();
  });

  it('falls back to the support text when registration fails without a message', async () => {
    api(false, {
      'PUT /api/users/invitation': () => errorResponse(500, 'internal_error', 'boom'),
    });
    const { user } = renderApp(link);
    await user.type(await screen.findByTestId('invite-password'), 'Invited-Pa55!');
    await user.type(screen.getByTestId('invite-password-confirmation'), 'Invited-Pa55!');
    await user.click(screen.getByTestId('invite-register'));
    expect(await screen.findByTestId('accept-invitation-error')).toHaveTextContent(
      `Registration error, please contact ${SUPPORT_EMAIL}`,
    );
  });

  it('asks someone who already has an account to sign in and accept there', async () => {
    const fake = fakeApi({
      'GET /api/setup': () => jsonResponse(200, { setup_required: false }),
      'GET /api/user': () => errorResponse(401, 'unauthenticated', 'Sign in'),
      'GET /api/users/invitation': () =>
        jsonResponse(200, {
          invitation: {
            email: 'ivy@acme.test',
            company_name: 'Acme Builders',
            expired: false,
            has_account: true,
          },
        }),
    });
    const { user } = renderApp(link);
    expect(await screen.findByTestId('invitation-sign-in')).toHaveTextContent(
      'You already have a Laydown account. Please sign in with it to accept this invitation.',
    );
    expect(screen.queryByTestId('invite-password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('login-email')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/users/invitation')).toHaveLength(0);
  });
});
