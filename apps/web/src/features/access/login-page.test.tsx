import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SUPPORT_EMAIL } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { currentLocation, renderApp } from '../../test/render-app';
import { makeUser, makeVendorUser } from '../../test/users';

const notSignedIn = () => errorResponse(401, 'unauthenticated', 'You need to sign in.');

function api(signIn = () => jsonResponse(200, { user: makeUser() })) {
  return fakeApi({
    'GET /api/setup': () => jsonResponse(200, { setup_required: false }),
    'GET /api/user': notSignedIn,
    'POST /api/users/sign_in': signIn,
  });
}

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  email = 'jane@acme.test',
  password = 'secret-Password1',
) {
  await user.type(await screen.findByTestId('login-email'), email);
  await user.type(screen.getByTestId('login-password'), password);
  await user.click(screen.getByTestId('login-submit'));
}

describe('login validation', () => {
  it('asks for the e-mail and the password when both are empty', async () => {
    api();
    const { user } = renderApp('/?access-type=CONTRACTOR');
    await user.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('Please input your e-mail')).toBeInTheDocument();
    expect(screen.getByText('Please input your Password!')).toBeInTheDocument();
  });

  it('says the e-mail is invalid when the field is left', async () => {
    api();
    const { user } = renderApp('/?access-type=CONTRACTOR');
    await user.type(await screen.findByTestId('login-email'), 'not-an-email');
    expect(screen.queryByText('The input is not a valid e-mail')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('The input is not a valid e-mail')).toBeInTheDocument();
  });

  it('lowercases and trims the e-mail as it is typed', async () => {
    api();
    const { user } = renderApp('/?access-type=CONTRACTOR');
    const email = await screen.findByTestId('login-email');
    await user.type(email, '  Jane.Doe@ACME.test ');
    expect(email).toHaveValue('jane.doe@acme.test');
  });

  it('sends nothing while the form is invalid', async () => {
    const fake = api();
    const { user } = renderApp('/?access-type=CONTRACTOR');
    await fillAndSubmit(user, 'jane@', 'x');
    expect(await screen.findByText('The input is not a valid e-mail')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/users/sign_in')).toHaveLength(0);
  });
});

describe('signing in', () => {
  it('shows the server error in a red alert above the Sign In button', async () => {
    api(() => errorResponse(401, 'invalid_credentials', 'Invalid email or password.'));
    const { user, router } = renderApp('/?access-type=CONTRACTOR');
    await fillAndSubmit(user);
    const alert = await screen.findByTestId('login-error');
    expect(alert).toHaveTextContent('Invalid email or password.');
    expect(alert).toHaveClass('light-alert--error');
    const button = screen.getByTestId('login-submit');
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(currentLocation(router)).toBe('/?access-type=CONTRACTOR');
  });

  it('shows a rate-limit message from the server', async () => {
    api(() => errorResponse(429, 'too_many_requests', 'Too many sign-in attempts.'));
    const { user } = renderApp('/?access-type=CONTRACTOR');
    await fillAndSubmit(user);
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Too many sign-in attempts.',
    );
  });

  it("sends remember_me '1' by default and lands contractors on /home", async () => {
    const fake = api();
    const { user, router } = renderApp('/?access-type=CONTRACTOR');
    await fillAndSubmit(user, 'Jane@Acme.test');
    await waitFor(() => expect(currentLocation(router)).toBe('/home'));
    expect(fake.callsTo('POST', '/api/users/sign_in')[0]?.body).toEqual({
      user: {
        email: 'jane@acme.test',
        password: 'secret-Password1',
        remember_me: '1',
        access_type: 'CONTRACTOR',
      },
    });
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
  });

  it('goes back to the private order form that sent the person to sign in', async () => {
    api();
    const { user, router } = renderApp(
      '/?access-type=CONTRACTOR&redirect_to=%2Fnew_order%2Fsite-a%3Forder_package_id%3D3',
    );
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(currentLocation(router)).toBe('/new_order/site-a?order_package_id=3'),
    );
  });

  it('never follows a redirect_to that leaves the app', async () => {
    api();
    const { user, router } = renderApp(
      '/?access-type=CONTRACTOR&redirect_to=%2F%2Fevil.test%2Fnew_order%2Fx',
    );
    await fillAndSubmit(user);
    await waitFor(() => expect(currentLocation(router)).toBe('/home'));
  });

  it("sends remember_me '0' when unchecked, and vendors land on /vendor/home", async () => {
    const fake = api(() => jsonResponse(200, { user: makeVendorUser() }));
    const { user, router } = renderApp('/vendor?access-type=VENDOR');
    await user.click(await screen.findByTestId('login-remember'));
    await fillAndSubmit(user, 'sam@supply.test');
    await waitFor(() => expect(currentLocation(router)).toBe('/vendor/home'));
    const body = fake.callsTo('POST', '/api/users/sign_in')[0]?.body;
    expect(body).toMatchObject({ user: { remember_me: '0', access_type: 'VENDOR' } });
  });

  it('lands on Home, which says the area is coming, when the chosen home page has no page yet', async () => {
    api(() => jsonResponse(200, { user: makeUser({ home_page: 'Invoices' }) }));
    const { user, router } = renderApp('/?access-type=CONTRACTOR');
    await fillAndSubmit(user);
    await waitFor(() => expect(currentLocation(router)).toBe('/home'));
    expect(await screen.findByTestId('home-coming-notice')).toHaveTextContent(
      'Invoices is coming soon',
    );
  });

  it('submits with Enter', async () => {
    const fake = api();
    const { user } = renderApp('/?access-type=CONTRACTOR');
    await user.type(await screen.findByTestId('login-email'), 'jane@acme.test');
    await user.type(screen.getByTestId('login-password'), 'secret-Password1{Enter}');
    await waitFor(() => expect(fake.callsTo('POST', '/api/users/sign_in')).toHaveLength(1));
  });
});

describe('login page', () => {
  it('goes straight home when the visitor is already signed in, probing with the bypass header', async () => {
    const fake = fakeApi({
      'GET /api/setup': () => jsonResponse(200, { setup_required: false }),
      'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
    });
    const { router } = renderApp('/?access-type=CONTRACTOR');
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/home');
    expect(fake.callsTo('GET', '/api/user')[0]?.headers.get('X-Auth-Bypass')).toBe('1');
  });

  it('links to the other access type and to support for new accounts', async () => {
    api();
    const { user, router } = renderApp('/?access-type=CONTRACTOR');
    expect(await screen.findByTestId('login-new-account')).toHaveTextContent(SUPPORT_EMAIL);
    await user.click(screen.getByTestId('login-switch'));
    expect(await screen.findByRole('heading', { name: 'Vendor sign in' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/vendor?access-type=VENDOR');
    await user.click(screen.getByTestId('login-switch'));
    expect(await screen.findByRole('heading', { name: 'Contractor sign in' })).toBeInTheDocument();
  });

  it('stops typing at the lengths the server accepts', async () => {
    api();
    renderApp('/?access-type=CONTRACTOR');
    expect(await screen.findByTestId('login-email')).toHaveAttribute('maxlength', '254');
    expect(screen.getByTestId('login-password')).toHaveAttribute('maxlength', '200');
    expect(screen.getByTestId('sso-email')).toHaveAttribute('maxlength', '254');
  });

  it('checks Remember me by default', async () => {
    api();
    renderApp('/vendor?access-type=VENDOR');
    expect(await screen.findByTestId('login-remember')).toBeChecked();
  });
});
