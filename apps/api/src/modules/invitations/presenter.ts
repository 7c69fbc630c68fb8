import type { PendingInvitation } from '@laydown/contracts';
import type { PendingInvitationRow } from './pending';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentPendingInvitation(row: PendingInvitationRow): PendingInvitation {
  return {
    id: row.membership.id,
    company_name: row.companyName,
    role_name: row.roleName,
    invitation_sent_at: iso(row.membership.invitationSentAt),
    invitation_expires_at: iso(row.membership.invitationExpiresAt),
  };
}
