import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SUPPORT_EMAIL } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { currentLocation, renderApp } from '../../test/render-app';

function noSetup() {
  return fakeApi({ 'GET /api/setup': () => jsonResponse(200, { setup_required: false }) });
}

describe('access-type chooser', () => {
  it.each(['/', '/vendor'])('is shown at %s without access-type', async (path) => {
    noSetup();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Welcome.' })).toBeInTheDocument();
    expect(screen.getByText('Please select your access type')).toBeInTheDocument();
    expect(screen.getByTestId('chooser-contractor')).toHaveAttribute(
      'href',
      '/?access-type=CONTRACTOR',
    );
    expect(screen.getByTestId('chooser-contractor')).toHaveTextContent('Contractor');
    expect(screen.getByTestId('chooser-vendor')).toHaveAttribute(
      'href',
      '/vendor?access-type=VENDOR',
    );
    expect(screen.getByTestId('chooser-vendor')).toHaveTextContent('Vendor');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });

  it('opens the contractor login from the Contractor choice', async () => {
    noSetup();
    const { user, router } = renderApp('/');
    await user.click(await screen.findByTestId('chooser-contractor'));
    expect(await screen.findByRole('heading', { name: 'Contractor sign in' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/?access-type=CONTRACTOR');
  });

  it('opens the vendor login from the Vendor choice', async () => {
    noSetup();
    const { user, router } = renderApp('/');
    await user.click(await screen.findByTestId('chooser-vendor'));
    expect(await screen.findByRole('heading', { name: 'Vendor sign in' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/vendor?access-type=VENDOR');
  });

  it('does not show the chooser once the access type is given', async () => {
    noSetup();
    renderApp('/?access-type=CONTRACTOR');
    expect(await screen.findByTestId('login-email')).toBeInTheDocument();
    expect(screen.queryByText('Please select your access type')).not.toBeInTheDocument();
  });
});
