import type { CompanyUser } from '@laydown/contracts';
import { canResendInvitation, companyUserStatus, type MembershipFacts } from '@laydown/domain';
import type { CompanyUserRow } from './repository';
import type { CompanyScope } from '../../platform/scope';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function membershipFacts(row: CompanyUserRow): MembershipFacts {
  const m = row.member;
  return {
    active: m.active,
    deactivatedAt: m.deactivatedAt,
    invitationSentAt: m.invitationSentAt,
    invitationAcceptedAt: m.invitationAcceptedAt,
    invitationExpiresAt: m.invitationExpiresAt,
    signInCount: row.signInCount,
  };
}

export function presentCompanyUser(
  ctx: Pick<CompanyScope, 'companyUserId'>,
  row: CompanyUserRow,
  now = new Date(),
): CompanyUser {
  const m = row.member;
  const facts = membershipFacts(row);
  return {
    id: m.id,
    // Who the account is, the company learns once the person accepts (decision 0029).
    user_id: m.invitationAcceptedAt ? m.userId : null,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: { id: m.roleId, name: row.roleName },
    project_group_ids: row.projectGroupIds,
    status: companyUserStatus(facts, now),
    is_active: m.active,
    deactivated_at: iso(m.deactivatedAt),
    invitation_sent_at: iso(m.invitationSentAt),
    invitation_accepted_at: iso(m.invitationAcceptedAt),
    invitation_expires_at: iso(m.invitationExpiresAt),
    sign_in_count: row.signInCount,
    abilities: {
      resend_invitation: canResendInvitation(facts),
      // Nobody locks themselves out of their own company.
      deactivate: m.active && m.id !== ctx.companyUserId,
    },
  };
}
