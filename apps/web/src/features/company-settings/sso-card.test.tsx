import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { SsoConfiguration } from '@laydown/contracts';
import { SSO_SETTINGS_MESSAGES } from '@laydown/domain';
import { AppProviders } from '../../app-providers';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { SsoCard } from './sso-card';

const REDIRECT_URI = 'https://laydown.example/api/sso/callback';
const STORED: SsoConfiguration = {
  issuer: 'https://login.acme.test',
  client_id: 'laydown',
  email_domains: ['acme.test'],
  enabled: true,
  has_client_secret: true,
  client_secret_readable: true,
};

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      <SsoCard />
    </AppProviders>,
  );
  return { user };
}

const answer = (sso: SsoConfiguration | null) => () =>
  jsonResponse(200, { sso, redirect_uri: REDIRECT_URI });

describe('single sign-on settings card', () => {
  it('sets up a provider, checking the issuer and the domains before saving', async () => {
    const fake = fakeApi({
      'GET /api/company_settings/sso': answer(null),
      'PUT /api/company_settings/sso': answer({ ...STORED, email_domains: ['acme.com'] }),
    });
    const { user } = renderCard();
    expect(await screen.findByTestId('sso-empty')).toBeInTheDocument();
    await user.click(screen.getByTestId('sso-edit'));
    const drawer = await screen.findByTestId('sso-drawer');
    expect(within(drawer).getByTestId('sso-redirect-uri')).toHaveTextContent(REDIRECT_URI);

    await user.type(screen.getByTestId('sso-issuer'), 'http://login.acme.com');
    await user.click(screen.getByTestId('sso-drawer-submit'));
    expect(await screen.findByText(SSO_SETTINGS_MESSAGES.issuerHttps)).toBeInTheDocument();
    // Each field's validation message renders on its own; wait for every one.
    expect(await screen.findByText(SSO_SETTINGS_MESSAGES.clientIdRequired)).toBeInTheDocument();
    expect(await screen.findByText(SSO_SETTINGS_MESSAGES.clientSecretRequired)).toBeInTheDocument();
    expect(await screen.findByText(SSO_SETTINGS_MESSAGES.domainsRequired)).toBeInTheDocument();

    await user.clear(screen.getByTestId('sso-issuer'));
    await user.type(screen.getByTestId('sso-issuer'), 'https://login.acme.com');
    await user.type(screen.getByTestId('sso-client-id'), 'laydown');
    await user.type(screen.getByTestId('sso-client-secret'), 's3cret');
    const domains = screen.getByRole('combobox', { name: 'Email domains' });
    await user.type(domains, 'not_a domain{Enter}');
    await user.click(screen.getByTestId('sso-drawer-submit'));
    expect(
      await screen.findByText(SSO_SETTINGS_MESSAGES.domainInvalid('not_a')),
    ).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/api/company_settings/sso')).toHaveLength(0);

    await user.type(domains, '{Backspace}{Backspace}Acme.COM{Enter}');
    await user.click(screen.getByTestId('sso-drawer-submit'));
    await waitFor(() => expect(fake.callsTo('PUT', '/api/company_settings/sso')).toHaveLength(1));
    expect(fake.callsTo('PUT', '/api/company_settings/sso')[0]?.body).toEqual({
      sso: {
        issuer: 'https://login.acme.com',
        client_id: 'laydown',
        client_secret: 's3cret',
        email_domains: ['acme.com'],
        enabled: true,
      },
    });
    expect(await screen.findByTestId('sso-summary')).toHaveTextContent('acme.com');
    expect(screen.getByTestId('sso-summary')).toHaveTextContent('Stored (encrypted)');
  });

  it('keeps the stored secret when left blank and shows a domain conflict on its field', async () => {
    const conflict = SSO_SETTINGS_MESSAGES.domainTaken('acme.test');
    const fake = fakeApi({
      'GET /api/company_settings/sso': answer(STORED),
      'PUT /api/company_settings/sso': () =>
        errorResponse(409, 'domain_taken', conflict, { 'sso.email_domains': [conflict] }),
    });
    const { user } = renderCard();
    await user.click(await screen.findByTestId('sso-edit'));
    expect(await screen.findByText('Leave blank to keep the stored secret.')).toBeInTheDocument();
    await user.click(screen.getByTestId('sso-drawer-submit'));
    await waitFor(() => expect(fake.callsTo('PUT', '/api/company_settings/sso')).toHaveLength(1));
    const body = fake.callsTo('PUT', '/api/company_settings/sso')[0]?.body as {
      sso: Record<string, unknown>;
    };
    expect(body.sso).not.toHaveProperty('client_secret');
    expect(body.sso.email_domains).toEqual(['acme.test']);
    expect(await screen.findByText(conflict)).toBeInTheDocument();
    expect(screen.getByTestId('sso-drawer')).toBeInTheDocument();
  });

  it('warns when the stored secret cannot be read and asks for it again', async () => {
    fakeApi({
      'GET /api/company_settings/sso': answer({ ...STORED, client_secret_readable: false }),
    });
    const { user } = renderCard();
    expect(await screen.findByTestId('sso-secret-warning')).toBeInTheDocument();
    await user.click(screen.getByTestId('sso-edit'));
    await user.click(await screen.findByTestId('sso-drawer-submit'));
    expect(await screen.findByText(SSO_SETTINGS_MESSAGES.clientSecretRequired)).toBeInTheDocument();
  });
});
