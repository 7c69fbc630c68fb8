import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, emailDomainClaimProblem } from './access-security';

describe('claiming an email domain', () => {
  it('accepts a company domain proven by an address of it', () => {
    expect(emailDomainClaimProblem('acme-build.com', 'it@acme-build.com')).toBeNull();
  });
  it.each(['gmail.com', 'outlook.com', 'proton.me'])(
    'refuses the public mail service %s: anybody can have an address there',
    (domain) =>
      expect(emailDomainClaimProblem(domain, `me@${domain}`)).toEqual({
        field: 'domain',
        message: ACCESS_MESSAGES.emailDomain.publicMail(domain),
      }),
  );
  it('wants the proof from an address of the domain itself, not a subdomain or another one', () => {
    for (const email of ['it@other.com', 'it@mail.acme.com', 'it@acme.com.evil.io'])
      expect(emailDomainClaimProblem('acme.com', email)?.field).toBe('verification_email');
  });
  it('refuses what is not a domain name', () => {
    expect(emailDomainClaimProblem('acme', 'x@acme')?.field).toBe('domain');
  });
});
