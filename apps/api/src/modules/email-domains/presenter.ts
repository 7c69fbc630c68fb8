import type { EmailDomain } from '@laydown/contracts';
import type { EmailDomainRow } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentEmailDomain(row: EmailDomainRow): EmailDomain {
  return {
    id: row.id,
    domain: row.domain,
    status: row.verifiedAt ? 'VERIFIED' : 'PENDING',
    verification_email: row.verificationEmail,
    verified_at: iso(row.verifiedAt),
    link_expires_at: iso(row.tokenExpiresAt),
  };
}
