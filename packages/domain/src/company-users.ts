/** What the users list and the watcher picker need to know about a company membership. */
export interface MembershipFacts {
  active: boolean;
  deactivatedAt: Date | null;
  invitationSentAt: Date | null;
  invitationAcceptedAt: Date | null;
  invitationExpiresAt: Date | null;
  signInCount: number;
}

export const COMPANY_USER_STATUSES = [
  'ACTIVE',
  'INVITED',
  'INVITATION_EXPIRED',
  'DEACTIVATED',
] as const;
export type CompanyUserStatus = (typeof COMPANY_USER_STATUSES)[number];

/** The list filters of Company users management (access-and-platform §2). */
export const COMPANY_USER_FILTERS = ['ungrouped', 'activated', 'deactivated'] as const;
export type CompanyUserFilter = (typeof COMPANY_USER_FILTERS)[number];

/** An invitation that was sent, not accepted, and whose expiry has passed (§2 Expired invite). */
export function isInvitationExpired(m: MembershipFacts, now: Date): boolean {
  return (
    m.invitationAcceptedAt === null &&
    m.invitationExpiresAt !== null &&
    m.invitationExpiresAt.getTime() <= now.getTime()
  );
}

/** Deactivation wins; then an open invitation (pending or expired); else the member is active. */
export function companyUserStatus(m: MembershipFacts, now: Date): CompanyUserStatus {
  if (!m.active || m.deactivatedAt !== null) return 'DEACTIVATED';
  if (m.invitationSentAt !== null && m.invitationAcceptedAt === null && m.signInCount === 0) {
    return isInvitationExpired(m, now) ? 'INVITATION_EXPIRED' : 'INVITED';
  }
  return 'ACTIVE';
}

/**
 * access-and-platform §4, procurement-core §6: a user may be picked as a watcher when the
 * invitation was accepted or the user has signed in at least once, and the user is active and not
 * deactivated.
 */
export function isPossibleUser(m: MembershipFacts): boolean {
  return (
    (m.invitationAcceptedAt !== null || m.signInCount > 0) && m.active && m.deactivatedAt === null
  );
}

/** An invitation can be sent again until it is accepted, while the member is not deactivated. */
export function canResendInvitation(m: MembershipFacts): boolean {
  return m.invitationAcceptedAt === null && m.active && m.deactivatedAt === null;
}
