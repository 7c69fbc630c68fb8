import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { currentLocation, renderApp } from '../../test/render-app';

type Routes = Parameters<typeof fakeApi>[0];

function api(routes: Routes = {}) {
  return fakeApi({
    'GET /api/user': () => errorResponse(401, 'unauthenticated', 'You need to sign in.'),
    ...routes,
  });
}

describe('vendor login: forgot password and reset', () => {
  it('offers forgot password (not resend confirmation) and asks for a vendor account', async () => {
    const fake = api({
      'POST /api/users/password': () => jsonResponse(200, { message: MESSAGES.account.resetSent }),
    });
    const { user } = renderApp('/vendor?access-type=VENDOR');
    await user.click(await screen.findByTestId('login-forgot'));
    expect(screen.queryByTestId('login-resend-confirmation')).not.toBeInTheDocument();
    expect(screen.getByTestId('mode-forgot_password')).toBeInTheDocument();
    await user.type(await screen.findByTestId('forgot-password-email'), 'Val@Supplier.test');
    await user.click(await screen.findByTestId('forgot-password-submit'));
    expect(await screen.findByTestId('forgot-password-success')).toHaveTextContent(
      'Please check your email for a link to reset your password',
    );
    expect(fake.callsTo('POST', '/api/users/password')[0]?.body).toEqual({
      user: { email: 'val@supplier.test', access_type: 'VENDOR' },
    });
  });

  it("shows the spec's 404 text for an address without a vendor account", async () => {
    api({
      'POST /api/users/password': () => errorResponse(404, 'not_found', 'whatever the server says'),
    });
    const { user } = renderApp('/vendor?access-type=VENDOR');
    await user.click(await screen.findByTestId('login-forgot'));
    await user.type(await screen.findByTestId('forgot-password-email'), 'nobody@supplier.test');
    await user.click(await screen.findByTestId('forgot-password-submit'));
    expect(await screen.findByTestId('forgot-password-error')).toHaveTextContent(
      'No account found with this email address.',
    );
  });

  it('opens the reset screen from the mailed link and returns to the vendor sign-in', async () => {
    const fake = api({
      'PATCH /api/users/password': () =>
        jsonResponse(200, { message: 'Password updated successfully' }),
    });
    const { user, router } = renderApp('/vendor?access-type=VENDOR&reset_password_token=vtok');
    expect(await screen.findByTestId('mode-reset_password')).toBeInTheDocument();
    await user.type(await screen.findByTestId('reset-password'), 'New-Passw0rd!');
    await user.type(screen.getByTestId('reset-password-confirmation'), 'New-Passw0rd!');
    await user.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByTestId('login-notice')).toHaveTextContent(
      'Password updated successfully',
    );
    expect(fake.callsTo('PATCH', '/api/users/password')[0]?.body).toMatchObject({
      user: { reset_password_token: 'vtok' },
    });
    await waitFor(() => expect(currentLocation(router)).toBe('/vendor?access-type=VENDOR'));
    expect(screen.getByTestId('login-page-vendor')).toBeInTheDocument();
  });
});
