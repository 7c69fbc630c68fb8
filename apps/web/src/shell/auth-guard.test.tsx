import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi } from '../test/fake-api';
import { errorResponse, jsonResponse } from '../test/responses';
import { currentLocation, renderApp } from '../test/render-app';
import { makeUser, makeVendorUser } from '../test/users';

describe('auth guard', () => {
  it('loads the user without the bypass header, so a 401 sends the browser to the login page', async () => {
    const fake = fakeApi({ 'GET /api/user': () => jsonResponse(200, { user: makeUser() }) });
    renderApp('/home');
    expect(await screen.findByTestId('home-page')).toHaveTextContent('Welcome, Jane');
    expect(screen.getByTestId('home-company')).toHaveTextContent('Acme Builders');
    expect(fake.callsTo('GET', '/api/user')[0]?.headers.has('X-Auth-Bypass')).toBe(false);
  });

  it('sends a vendor who opens a contractor page to the vendor home', async () => {
    fakeApi({ 'GET /api/user': () => jsonResponse(200, { user: makeVendorUser() }) });
    const { router } = renderApp('/home');
    expect(await screen.findByTestId('home-page')).toHaveTextContent('Welcome, Sam');
    expect(currentLocation(router)).toBe('/vendor/home');
  });

  it('offers to try again when the user cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      'GET /api/user': () =>
        fail
          ? errorResponse(500, 'internal_error', 'The server had a problem.')
          : jsonResponse(200, { user: makeUser() }),
    });
    const { user } = renderApp('/home');
    expect(await screen.findByText('The server had a problem.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
  });
});
