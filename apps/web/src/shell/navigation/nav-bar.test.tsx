import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { setWindowWidth } from '../../test/match-media';
import { errorResponse, jsonResponse } from '../../test/responses';
import { currentLocation, renderApp } from '../../test/render-app';
import { makeUser, makeVendorUser } from '../../test/users';
import type { CurrentUser } from '@laydown/contracts';
import { navTestId } from './nav-model';

function signedInAs(user: CurrentUser) {
  let signedIn = true;
  return fakeApi({
    'GET /api/setup': () => jsonResponse(200, { setup_required: false }),
    'GET /api/user': () =>
      signedIn ? jsonResponse(200, { user }) : errorResponse(401, 'unauthenticated', 'Sign in'),
    'DELETE /api/users/sign_out': () => {
      signedIn = false;
      return jsonResponse(204);
    },
    'GET /api/internal/companies': () =>
      jsonResponse(200, { records: [], total_count: 0, has_more: false }),
  });
}

afterEach(() => setWindowWidth(1024));

describe('navTestId', () => {
  it('is nav- and the lowercased label with dashes for spaces', () => {
    expect(navTestId('Home')).toBe('nav-home');
    expect(navTestId('Sign out')).toBe('nav-sign-out');
    expect(navTestId('Order  Planning')).toBe('nav-order-planning');
  });
});

describe('navigation bar', () => {
  it('shows the main, company and user groups with test ids from the labels', async () => {
    signedInAs(makeUser());
    renderApp('/home');
    expect(await screen.findByTestId('nav-home')).toHaveAttribute('href', '/home');
    expect(screen.getByTestId('nav-company-label')).toHaveTextContent('Acme Builders');
    expect(screen.getByTestId('nav-user-label')).toHaveTextContent('Jane Doe');
    expect(screen.getByTestId('nav-sign-out')).toHaveTextContent('Sign out');
    expect(screen.queryByTestId('nav-open')).not.toBeInTheDocument();
  });

  it('hides the internal-admin group from users who are not Laydown staff', async () => {
    signedInAs(makeUser({ is_laydown: false }));
    renderApp('/home');
    await screen.findByTestId('nav-home');
    expect(screen.queryByTestId('nav-companies')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-group-internal')).not.toBeInTheDocument();
  });

  it('shows the internal-admin group to Laydown staff', async () => {
    signedInAs(makeUser({ is_laydown: true }));
    const { user, router } = renderApp('/home');
    const companies = await screen.findByTestId('nav-companies');
    expect(companies).toHaveAttribute('href', '/internal/companies');
    await user.click(companies);
    expect(await screen.findByTestId('companies-page')).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/internal/companies');
  });

  it('gives support staff who belong to no company no company group', async () => {
    signedInAs(makeUser({ is_laydown: true, account: null, company_id: null, role: null }));
    renderApp('/home');
    expect(await screen.findByTestId('nav-companies')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-group-company')).not.toBeInTheDocument();
  });

  it('gives vendors the same shell without a company group, naming their vendor account', async () => {
    signedInAs(makeVendorUser());
    renderApp('/vendor/home');
    expect(await screen.findByTestId('nav-home')).toHaveAttribute('href', '/vendor/home');
    expect(screen.queryByTestId('nav-group-company')).not.toBeInTheDocument();
    expect(screen.getByTestId('nav-user-label')).toHaveTextContent('Sam Seller · Best Supply Co');
  });

  it('signs out, forgets the user and returns to the contractor login', async () => {
    const fake = signedInAs(makeUser());
    const { user, router, queryClient } = renderApp('/home');
    await user.click(await screen.findByTestId('nav-sign-out'));
    expect(await screen.findByRole('heading', { name: 'Contractor sign in' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/?access-type=CONTRACTOR');
    expect(fake.callsTo('DELETE', '/api/users/sign_out')).toHaveLength(1);
    // After sign-out only the login page's probe may ask who is signed in, with the bypass header.
    const afterSignOut = fake.calls.slice(fake.calls.findIndex((call) => call.method === 'DELETE'));
    const userCalls = afterSignOut.filter((call) => call.path === '/api/user');
    expect(userCalls.every((call) => call.headers.get('X-Auth-Bypass') === '1')).toBe(true);
    await waitFor(() => expect(queryClient.getQueryData(['current-user'])).toBeUndefined());
  });

  it('returns vendors to the vendor login after sign out', async () => {
    signedInAs(makeVendorUser());
    const { user, router } = renderApp('/vendor/home');
    await user.click(await screen.findByTestId('nav-sign-out'));
    expect(await screen.findByRole('heading', { name: 'Vendor sign in' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/vendor?access-type=VENDOR');
  });
});

describe('navigation below the md breakpoint', () => {
  it('collapses into a 378 px drawer opened by the menu button', async () => {
    setWindowWidth(390);
    signedInAs(makeUser({ is_laydown: true }));
    const { user } = renderApp('/home');
    const open = await screen.findByTestId('nav-open');
    expect(screen.queryByTestId('nav-home')).not.toBeInTheDocument();
    await user.click(open);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByTestId('nav-home')).toBeInTheDocument();
    expect(within(drawer).getByTestId('nav-companies')).toBeInTheDocument();
    expect(within(drawer).getByTestId('nav-sign-out')).toBeInTheDocument();
    expect(within(drawer).getByTestId('nav-company-label')).toHaveTextContent('Acme Builders');
    expect(screen.getByTestId('nav-drawer')).toHaveStyle({ width: '378px' });
  });
});
