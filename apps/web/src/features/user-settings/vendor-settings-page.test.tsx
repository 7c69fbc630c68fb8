import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeVendorUser } from '../../test/users';

function api(put: () => Response) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user: makeVendorUser() }),
    'PUT /api/users': put,
  });
}

async function change(user: ReturnType<typeof renderApp>['user'], old: string) {
  await user.type(await screen.findByTestId('old-password'), old);
  await user.type(screen.getByTestId('new-password'), 'New-Passw0rd!');
  await user.type(screen.getByTestId('new-password-confirmation'), 'New-Passw0rd!');
  await user.click(screen.getByTestId('password-change-submit'));
}

describe('vendor settings', () => {
  it('is reached from the vendor home and changes the password with the old one', async () => {
    const fake = api(() => jsonResponse(200, { message: 'Password updated successfully' }));
    const { user } = renderApp('/vendor/home');
    await user.click(await screen.findByRole('link', { name: /Settings/ }));
    await change(user, 'Old-Passw0rd!');
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('PUT', '/api/users')).toHaveLength(1));
    expect(fake.callsTo('PUT', '/api/users')[0]?.body).toEqual({
      user: {
        current_password: 'Old-Passw0rd!',
        password: 'New-Passw0rd!',
        password_confirmation: 'New-Passw0rd!',
      },
    });
  });

  it('shows a wrong old password on its field', async () => {
    api(() =>
      errorResponse(422, 'validation_failed', 'Your old password does not match', {
        'user.current_password': ['Your old password does not match'],
      }),
    );
    const { user } = renderApp('/vendor/user_settings');
    await change(user, 'Wrong-Passw0rd!');
    expect(await screen.findAllByText('Your old password does not match')).not.toHaveLength(0);
  });
});
