import {
  emailDomainBody,
  listOf,
  emailDomain,
  verifyEmailDomainBody,
  type ClaimEmailDomainRequest,
  type EmailDomain,
  type VerifyEmailDomainBody,
} from '@laydown/contracts';
import { http } from './http-client';

const domainList = listOf(emailDomain);

/** The company's email domains (decision 0029): verified ones route single sign-on. */
export function fetchEmailDomains(signal?: AbortSignal): Promise<EmailDomain[]> {
  return http
    .request('/api/company_settings/email_domains', { schema: domainList, signal })
    .then((b) => b.records);
}

/** Claims a domain (or sends its link again): the proof goes to an address of the domain. */
export function claimEmailDomain(
  emailDomainInput: ClaimEmailDomainRequest['email_domain'],
): Promise<EmailDomain> {
  return http
    .request('/api/company_settings/email_domains', {
      method: 'POST',
      body: { email_domain: emailDomainInput },
      schema: emailDomainBody,
    })
    .then((b) => b.email_domain);
}

export function removeEmailDomain(id: number): Promise<void> {
  return http.request(`/api/company_settings/email_domains/${id}`, { method: 'DELETE' });
}

/** The mailed link: whoever opens it needs no account. */
export function verifyEmailDomain(token: string): Promise<VerifyEmailDomainBody> {
  return http.request('/api/email_domains/verify', {
    method: 'POST',
    body: { token },
    schema: verifyEmailDomainBody,
    bypassAuthRedirect: true,
  });
}
