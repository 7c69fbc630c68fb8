import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES, SUPPORT_EMAIL } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { currentLocation, renderApp } from '../../test/render-app';

type Routes = Parameters<typeof fakeApi>[0];

function api(routes: Routes = {}) {
  return fakeApi({
    'GET /api/setup': () => jsonResponse(200, { setup_required: false }),
    'GET /api/user': () => errorResponse(401, 'unauthenticated', 'You need to sign in.'),
    ...routes,
  });
}

const ok = (message: string) => () => jsonResponse(200, { message });

describe('forgot password mode', () => {
  it('opens from sign-in, lowercases the email, and says to check the mail', async () => {
    const fake = api({ 'POST /api/users/password': ok(MESSAGES.account.resetSent) });
    const { user } = renderApp('/?access-type=CONTRACTOR');
    await user.click(await screen.findByTestId('login-forgot'));
    expect(screen.getByTestId('mode-forgot_password')).toBeInTheDocument();
    const email = await screen.findByTestId('forgot-password-email');
    await user.type(email, ' Jane@ACME.test ');
    expect(email).toHaveValue('jane@acme.test');
    await user.click(await screen.findByTestId('forgot-password-submit'));
    expect(await screen.findByTestId('forgot-password-success')).toHaveTextContent(
      'Please check your email for a link to reset your password',
    );
    expect(fake.callsTo('POST', '/api/users/password')[0]?.body).toEqual({
      user: { email: 'jane@acme.test', access_type: 'CONTRACTOR' },
    });
  });

  it('validates the email with the spec texts', async () => {
    const fake = api();
    const { user } = renderApp('/?access-type=CONTRACTOR');
    await user.click(await screen.findByTestId('login-forgot'));
    await user.click(await screen.findByTestId('forgot-password-submit'));
    expect(await screen.findByText('Please input your Email!')).toBeInTheDocument();
    await user.type(await screen.findByTestId('forgot-password-email'), 'jane@');
    await user.click(await screen.findByTestId('forgot-password-submit'));
    expect(await screen.findByText('The input is not valid E-mail!')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/users/password')).toHaveLength(0);
  });

  it.each([
    [404, 'No account found with this email address.'],
    [
      500,
      `Unable to reset password for this email address. Please contact ${SUPPORT_EMAIL} for further asssistance`,
    ],
  ])('shows the spec text for a %i', async (status, text) => {
    api({
      'POST /api/users/password': () =>
        errorResponse(status, status === 404 ? 'not_found' : 'internal_error', 'server text'),
    });
    const { user } = renderApp('/?access-type=CONTRACTOR');
    await user.click(await screen.findByTestId('login-forgot'));
    await user.type(await screen.findByTestId('forgot-password-email'), 'jane@acme.test');
    await user.click(await screen.findByTestId('forgot-password-submit'));
    expect(await screen.findByTestId('forgot-password-error')).toHaveTextContent(text);
  });

  it('returns to sign-in with the Login link', async () => {
    api();
    const { user } = renderApp('/?access-type=CONTRACTOR');
    await user.click(await screen.findByTestId('login-forgot'));
    await user.click(await screen.findByTestId('back-to-login'));
    expect(await screen.findByTestId('login-email')).toBeInTheDocument();
  });
});

describe('reset password mode', () => {
  it('opens from the mailed link, sends the token, and returns to sign-in', async () => {
    const fake = api({ 'PATCH /api/users/password': ok('Password updated successfully') });
    const { user, router } = renderApp('/?access-type=CONTRACTOR&reset_password_token=tok123');
    expect(await screen.findByTestId('mode-reset_password')).toBeInTheDocument();
    await user.type(await screen.findByTestId('reset-password'), 'New-Passw0rd!');
    await user.type(screen.getByTestId('reset-password-confirmation'), 'New-Passw0rd!');
    await user.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByTestId('login-notice')).toHaveTextContent(
      'Password updated successfully',
    );
    expect(fake.callsTo('PATCH', '/api/users/password')[0]?.body).toEqual({
      user: {
        password: 'New-Passw0rd!',
        password_confirmation: 'New-Passw0rd!',
        reset_password_token: 'tok123',
      },
    });
    await waitFor(() => expect(currentLocation(router)).toBe('/?access-type=CONTRACTOR'));
  });

  it('checks the password rule and the confirmation before sending', async () => {
    const fake = api();
    const { user } = renderApp('/?access-type=CONTRACTOR&reset_password_token=tok123');
    await user.type(await screen.findByTestId('reset-password'), 'short');
    await user.type(screen.getByTestId('reset-password-confirmation'), 'other');
    await user.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByText(MESSAGES.password.tooShort)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.password.mismatch)).toBeInTheDocument();
    expect(fake.callsTo('PATCH', '/api/users/password')).toHaveLength(0);
  });

  it('shows the spec text when the token is refused', async () => {
    api({
      'PATCH /api/users/password': () =>
        errorResponse(422, 'validation_failed', 'This link is invalid or has expired.'),
    });
    const { user } = renderApp('/?access-type=CONTRACTOR&reset_password_token=old');
    await user.type(await screen.findByTestId('reset-password'), 'New-Passw0rd!');
    await user.type(screen.getByTestId('reset-password-confirmation'), 'New-Passw0rd!');
    await user.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByTestId('reset-password-error')).toHaveTextContent(
      'Unable to reset password for this email address.',
    );
  });
});

describe('resend confirmation mode and the confirmation link', () => {
  it('resends and shows the spec text for success and failure', async () => {
    let fail = false;
    api({
      'POST /api/users/confirmation': () =>
        fail
          ? errorResponse(404, 'not_found', 'No account')
          : jsonResponse(200, { message: MESSAGES.account.confirmationSent }),
    });
    const { user } = renderApp('/?access-type=CONTRACTOR');
    await user.click(await screen.findByTestId('login-resend-confirmation'));
    await user.type(await screen.findByTestId('resend-confirmation-email'), 'req@acme.test');
    await user.click(screen.getByRole('button', { name: 'Resend Confirmation' }));
    expect(await screen.findByTestId('resend-confirmation-success')).toHaveTextContent(
      'If you do not see it in your inbox, check your junk mail.',
    );
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Resend Confirmation' }));
    expect(await screen.findByTestId('resend-confirmation-error')).toHaveTextContent(
      `Unable to send confirmation to this email address. Please try re-registering or contact ${SUPPORT_EMAIL} for further assistance.`,
    );
  });

  it('confirms the email from the mailed link on the sign-in page', async () => {
    const fake = api({ 'GET /api/users/confirmation': ok(MESSAGES.account.confirmed) });
    renderApp('/?access-type=CONTRACTOR&confirmation_token=ct1');
    expect(await screen.findByTestId('confirmation-notice')).toHaveTextContent(
      MESSAGES.account.confirmed,
    );
    expect(fake.callsTo('GET', '/api/users/confirmation')).toHaveLength(1);
    expect(screen.getByTestId('login-email')).toBeInTheDocument();
  });
});

describe('invitation expired mode', () => {
  it('shows the expired screen from the expired flag', async () => {
    api();
    const { user } = renderApp('/?access-type=CONTRACTOR&expired=true&invitation_token=x');
    expect(await screen.findByText('Oops! Your Invite Has Expired')).toBeInTheDocument();
    expect(await screen.findByTestId('invitation-expired')).toHaveTextContent(SUPPORT_EMAIL);
    await user.click(await screen.findByTestId('back-to-login'));
    expect(await screen.findByTestId('login-email')).toBeInTheDocument();
  });
});
