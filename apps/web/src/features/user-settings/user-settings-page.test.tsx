import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { currentLocation, renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

function api(put: () => Response = () => jsonResponse(200, { message: 'ok' })) {
  let settings = { notification_email_frequency: 'IMMEDIATE', home_page: null as string | null };
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
    'PUT /api/users': put,
    'GET /api/user_settings': () => jsonResponse(200, { user_settings: settings }),
    'PATCH /api/user_settings': (request) => {
      const body = request.body as { user_settings: Partial<typeof settings> };
      settings = { ...settings, ...body.user_settings };
      return jsonResponse(200, { user_settings: settings });
    },
  });
}

async function fill(user: ReturnType<typeof renderApp>['user'], old = 'Old-Passw0rd!') {
  await user.type(await screen.findByTestId('old-password'), old);
  await user.type(screen.getByTestId('new-password'), 'New-Passw0rd!');
  await user.type(screen.getByTestId('new-password-confirmation'), 'New-Passw0rd!');
  await user.click(screen.getByTestId('password-change-submit'));
}

describe('settings tab', () => {
  it('offers the four notification frequencies and the home pages, saving each choice and saying so', async () => {
    const fake = api();
    const { user } = renderApp('/user_settings?tab=settings');
    for (const label of [
      'Email notifications as they happen',
      'Hourly notifications',
      'Daily notifications',
      'Email notifications OFF',
    ]) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
    await user.click(screen.getByText('Daily notifications'));
    // Areas that are not built yet are offered as coming, not chosen (decision 0031).
    expect(screen.getByRole('radio', { name: 'Invoices (coming soon)' })).toBeDisabled();
    await user.click(
      screen.getByRole('radio', { name: 'Projects' }).closest('label') as HTMLElement,
    );
    await waitFor(() => expect(fake.callsTo('PATCH', '/api/user_settings')).toHaveLength(2));
    expect(fake.callsTo('PATCH', '/api/user_settings').map((c) => c.body)).toEqual([
      { user_settings: { notification_email_frequency: 'DAILY' } },
      { user_settings: { home_page: 'Projects' } },
    ]);
  });
});

describe('password change', () => {
  it('is reached from the navigation and changes the password', async () => {
    const fake = api(() => jsonResponse(200, { message: 'Password updated successfully' }));
    const { user, router } = renderApp('/home');
    await user.click(await screen.findByTestId('nav-settings'));
    expect(currentLocation(router)).toBe('/user_settings?tab=settings');
    await user.click(await screen.findByRole('tab', { name: 'Password' }));
    expect(currentLocation(router)).toBe('/user_settings?tab=password');
    await fill(user);
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/users')[0]?.body).toEqual({
      user: {
        current_password: 'Old-Passw0rd!',
        password: 'New-Passw0rd!',
        password_confirmation: 'New-Passw0rd!',
      },
    });
  });

  it('requires the old password', async () => {
    const fake = api(() => jsonResponse(200, { message: 'ok' }));
    const { user } = renderApp('/user_settings?tab=password');
    await user.click(await screen.findByTestId('password-change-submit'));
    expect(await screen.findByText('Old password is required')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/users')).toHaveLength(0);
  });

  it.each([
    [
      { 'user.current_password': ['Your old password does not match'] },
      'Your old password does not match',
    ],
    [undefined, 'Unable to update your password'],
  ])('shows the spec text for a refusal (%j)', async (fields, text) => {
    api(() => errorResponse(422, 'validation_failed', 'server text', fields));
    const { user } = renderApp('/user_settings?tab=password');
    await fill(user, 'Wrong-Passw0rd!');
    expect(await screen.findByTestId('password-change-error')).toHaveTextContent(text);
  });
});
