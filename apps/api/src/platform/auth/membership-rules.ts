import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { companyUsers, users } from '../../db/schema/index';

/**
 * A membership counts (sign-in, company switching, sessions, single sign-on, watchers) only once
 * the person accepted it and while it is active: an invitation alone gives nothing (decision 0029).
 */
export const acceptedActiveMembership: SQL = and(
  eq(companyUsers.active, true),
  isNull(companyUsers.deactivatedAt),
  isNotNull(companyUsers.invitationAcceptedAt),
) as SQL;

const accepted = sql`${companyUsers.invitationAcceptedAt} is not null`;

/**
 * What a company sees of a member's account. Until the person accepts, the inviting company
 * knows only the address it typed: not their name, and not how often they sign in elsewhere.
 */
export const memberView = {
  firstName: sql<string>`case when ${accepted} then ${users.firstName} else '' end`,
  lastName: sql<string>`case when ${accepted} then ${users.lastName} else '' end`,
  signInCount: sql<number>`case when ${accepted} then ${users.signInCount} else 0 end`,
};
