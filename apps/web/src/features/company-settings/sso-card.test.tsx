import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { SsoConfiguration } from '@laydown/contracts';
import { SSO_SETTINGS_MESSAGES } from '@laydown/domain';
import { AppProviders } from '../../app-providers';
import { AntdProviders } from '../../shell/antd-providers';
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
      <AntdProviders>
        <SsoCard />
      </AntdProviders>
    </AppProviders>,
  );
  return { user };
}

const answer = (sso: SsoConfiguration | null) => () =>
  jsonResponse(200, { sso, redirect_uri: REDIRECT_URI });

const DOMAINS = [
  {
    id: 1,
    domain: 'acme.test',
    status: 'VERIFIED',
    verification_email: 'it@acme.test',
    verified_at: '2026-11-01T12:00:00.000Z',
    link_expires_at: null,
  },
  {
    id: 2,
    domain: 'acme-build.com',
    status: 'PENDING',
    verification_email: 'it@acme-build.com',
    verified_at: null,
    link_expires_at: '2026-11-30T12:00:00.000Z',
  },
];
const domainList = (records: unknown[]) => () =>
  jsonResponse(200, { records, total_count: records.length, has_more: false });

describe('single sign-on settings card', () => {
  it('checks the issuer and the required fields before saving', async () => {
    const fake = fakeApi({
      'GET /api/company_settings/sso': answer(null),
      'GET /api/company_settings/email_domains': domainList([]),
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
    expect(fake.callsTo('PUT', '/api/company_settings/sso')).toHaveLength(0);
  });

  it('sets up a provider and says that no domain signs in yet', async () => {
    const fake = fakeApi({
      'GET /api/company_settings/sso': answer(null),
      'GET /api/company_settings/email_domains': domainList([]),
      'PUT /api/company_settings/sso': answer({ ...STORED, email_domains: [] }),
    });
    const { user } = renderCard();
    await user.click(await screen.findByTestId('sso-edit'));
    await user.type(await screen.findByTestId('sso-issuer'), 'https://login.acme.com');
    await user.type(screen.getByTestId('sso-client-id'), 'laydown');
    await user.type(screen.getByTestId('sso-client-secret'), 's3cret');
    await user.click(screen.getByTestId('sso-drawer-submit'));
    await waitFor(() => expect(fake.callsTo('PUT', '/api/company_settings/sso')).toHaveLength(1));
    expect(fake.callsTo('PUT', '/api/company_settings/sso')[0]?.body).toEqual({
      sso: {
        issuer: 'https://login.acme.com',
        client_id: 'laydown',
        client_secret: 's3cret',
        enabled: true,
      },
    });
    expect(await screen.findByTestId('sso-summary')).toHaveTextContent('Stored (encrypted)');
    expect(screen.getByTestId('sso-summary')).toHaveTextContent('verify an email domain below');
  });

  it('keeps the stored secret when left blank', async () => {
    const fake = fakeApi({
      'GET /api/company_settings/sso': answer(STORED),
      'GET /api/company_settings/email_domains': domainList(DOMAINS),
      'PUT /api/company_settings/sso': answer(STORED),
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
  });

  it('lists the domains with their state and claims a new one with a mailed confirmation', async () => {
    const fake = fakeApi({
      'GET /api/company_settings/sso': answer(STORED),
      'GET /api/company_settings/email_domains': domainList(DOMAINS),
      'POST /api/company_settings/email_domains': () =>
        errorResponse(
          409,
          'domain_taken',
          'The domain gmail.example is verified by another company.',
          {
            'email_domain.domain': ['The domain gmail.example is verified by another company.'],
          },
        ),
    });
    const { user } = renderCard();
    expect(await screen.findByTestId('email-domain-acme.test')).toHaveTextContent('Verified');
    expect(screen.getByTestId('email-domain-acme-build.com')).toHaveTextContent(
      'Waiting for the link mailed to it@acme-build.com',
    );
    await user.click(screen.getByTestId('email-domain-add'));
    await user.type(await screen.findByTestId('email-domain-domain'), 'gmail.example');
    await user.type(screen.getByTestId('email-domain-email'), 'IT@gmail.example ');
    await user.click(screen.getByTestId('email-domain-drawer-submit'));
    await waitFor(() =>
      expect(fake.callsTo('POST', '/api/company_settings/email_domains')).toHaveLength(1),
    );
    expect(fake.callsTo('POST', '/api/company_settings/email_domains')[0]?.body).toEqual({
      email_domain: { domain: 'gmail.example', verification_email: 'it@gmail.example' },
    });
    // The refusal shows on its field, and what was typed stays.
    expect(
      await screen.findByText('The domain gmail.example is verified by another company.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('email-domain-domain')).toHaveValue('gmail.example');
  });

  it('warns when the stored secret cannot be read and asks for it again', async () => {
    fakeApi({
      'GET /api/company_settings/sso': answer({ ...STORED, client_secret_readable: false }),
      'GET /api/company_settings/email_domains': domainList([]),
    });
    const { user } = renderCard();
    expect(await screen.findByTestId('sso-secret-warning')).toBeInTheDocument();
    await user.click(screen.getByTestId('sso-edit'));
    await user.click(await screen.findByTestId('sso-drawer-submit'));
    expect(await screen.findByText(SSO_SETTINGS_MESSAGES.clientSecretRequired)).toBeInTheDocument();
  });
});
