import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../../app-providers';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { SsoForm } from './modes/sso-form';

function renderForm(go: (url: string) => void, returnedError: string | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={client}>
      <SsoForm returnedError={returnedError} go={go} />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('single sign-on form', () => {
  it('sends the lowercased email and leaves for the provider', async () => {
    const fake = fakeApi({
      'POST /api/sso/auth': () =>
        jsonResponse(200, { redirect_to: 'https://idp.test/authorize?x=1' }),
    });
    const go = vi.fn();
    const user = renderForm(go);
    await user.type(screen.getByTestId('sso-email'), ' Pat@Acme.TEST');
    await user.click(screen.getByTestId('sso-submit'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://idp.test/authorize?x=1'));
    expect(fake.callsTo('POST', '/api/sso/auth')[0]?.body).toEqual({ email: 'pat@acme.test' });
    expect(fake.callsTo('POST', '/api/sso/auth')[0]?.headers.get('X-Auth-Bypass')).toBe('1');
  });

  it("shows the server's error and validates with the spec texts", async () => {
    fakeApi({
      'POST /api/sso/auth': () =>
        errorResponse(422, 'sso_failed', 'Single sign-on is not set up for this email address.'),
    });
    const go = vi.fn();
    const user = renderForm(go);
    await user.click(screen.getByTestId('sso-submit'));
    expect(await screen.findByText('Please input your email')).toBeInTheDocument();
    await user.type(screen.getByTestId('sso-email'), 'pat@acme.test');
    await user.click(screen.getByTestId('sso-submit'));
    expect(await screen.findByTestId('sso-error')).toHaveTextContent(
      'Single sign-on is not set up for this email address.',
    );
    expect(go).not.toHaveBeenCalled();
  });

  it('is offered to contractors only and shows the sso_error parameter', async () => {
    fakeApi({
      'GET /api/setup': () => jsonResponse(200, { setup_required: false }),
      'GET /api/user': () => errorResponse(401, 'unauthenticated', 'Sign in'),
    });
    renderApp('/?access-type=CONTRACTOR&sso_error=No%20active%20account');
    expect(await screen.findByTestId('sso-error')).toHaveTextContent('No active account');
  });

  it('is not on the vendor login', async () => {
    fakeApi({
      'GET /api/setup': () => jsonResponse(200, { setup_required: false }),
      'GET /api/user': () => errorResponse(401, 'unauthenticated', 'Sign in'),
    });
    renderApp('/vendor?access-type=VENDOR');
    await screen.findByTestId('login-email');
    expect(screen.queryByTestId('sso-email')).not.toBeInTheDocument();
  });
});
