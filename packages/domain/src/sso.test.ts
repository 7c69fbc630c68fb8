import { describe, expect, it } from 'vitest';
import { isDomainName, issuerProblem, productionIssuerProblem, SSO_SETTINGS_MESSAGES } from './sso';

describe('issuerProblem', () => {
  it.each([
    'https://login.example.com',
    'https://login.example.com/realms/acme',
    'http://localhost:4000',
    'http://127.0.0.1:9000/oidc',
  ])('accepts %s', (url) => expect(issuerProblem(url)).toBeNull());

  it.each(['http://login.example.com', 'ftp://example.com', 'login.example.com', 'https//x'])(
    'refuses %s',
    (url) => expect(issuerProblem(url)).toBe(SSO_SETTINGS_MESSAGES.issuerHttps),
  );

  it('asks for a missing issuer', () => {
    expect(issuerProblem('  ')).toBe(SSO_SETTINGS_MESSAGES.issuerRequired);
  });
});

describe('domain names', () => {
  it.each(['example.com', 'mail.acme-build.co.uk', 'a1.io'])('accepts %s', (d) =>
    expect(isDomainName(d)).toBe(true),
  );
  it.each(['example', '-acme.com', 'acme-.com', 'ac me.com', 'acme.c0m', 'user@acme.com', ''])(
    'refuses %s',
    (d) => expect(isDomainName(d)).toBe(false),
  );
});

describe('productionIssuerProblem', () => {
  it('accepts an https issuer on a name', () => {
    expect(productionIssuerProblem('https://login.example.com/realms/acme')).toBeNull();
  });
  it.each(['http://localhost:4000', 'http://127.0.0.1:9000/oidc', 'https://localhost'])(
    'refuses %s: the server would fetch itself',
    (url) => expect(productionIssuerProblem(url)).toBe(SSO_SETTINGS_MESSAGES.issuerPrivate),
  );
  it('keeps the plain issuer rules', () => {
    expect(productionIssuerProblem('ftp://example.com')).toBe(SSO_SETTINGS_MESSAGES.issuerHttps);
  });
});
