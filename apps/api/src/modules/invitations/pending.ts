import { ACCESS_MESSAGES } from '@laydown/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { accountTokens, companies, companyUsers, roles } from '../../db/schema/index';
import type { ContractorPrincipal } from '../../platform/auth/principal';
import { forbidAccessChangeWhileImpersonating } from '../../platform/auth/guards';
import { recordAudit } from '../../platform/audit';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { completeAcceptance } from './acceptance';

/** An invitation waiting for the signed-in person: open, not accepted, and not deactivated. */
const open = (userId: number) =>
  and(
    eq(companyUsers.userId, userId),
    isNull(companyUsers.invitationAcceptedAt),
    eq(companyUsers.active, true),
    isNull(companyUsers.deactivatedAt),
  );

function select(db: Executor) {
  return db
    .select({
      membership: companyUsers,
      companyName: companies.name,
      roleName: roles.name,
    })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .innerJoin(
      roles,
      and(eq(roles.companyId, companyUsers.companyId), eq(roles.id, companyUsers.roleId)),
    );
}

export type PendingInvitationRow = Awaited<ReturnType<typeof pendingInvitations>>[number];

/** GET /api/user/invitations: the companies that invited the signed-in person, oldest first. */
export async function pendingInvitations(db: Executor, userId: number) {
  return select(db).where(open(userId)).orderBy(asc(companyUsers.id));
}

async function findPending(db: Executor, userId: number, companyUserId: number) {
  const [row] = await select(db)
    .where(and(open(userId), eq(companyUsers.id, companyUserId)))
    .limit(1);
  if (!row) throw new NotFoundError();
  return row;
}

type Person = Pick<ContractorPrincipal, 'userId' | 'impersonatorUserId'>;

/** The person accepts while signed in: the only way an existing account joins a company. */
export async function acceptPending(db: Database, who: Person, companyUserId: number, ip: string) {
  forbidAccessChangeWhileImpersonating(who);
  return db.transaction(async (tx) => {
    const row = await findPending(tx, who.userId, companyUserId);
    const expiresAt = row.membership.invitationExpiresAt;
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      throw new ValidationError(ACCESS_MESSAGES.invitation.expired);
    }
    await completeAcceptance(tx, row.membership, ip);
    return row;
  });
}

/** Declining removes the invitation; the company may invite again later. */
export async function declinePending(db: Database, who: Person, companyUserId: number, ip: string) {
  forbidAccessChangeWhileImpersonating(who);
  return db.transaction(async (tx) => {
    const row = await findPending(tx, who.userId, companyUserId);
    const { companyId } = row.membership;
    await tx
      .update(companyUsers)
      .set({ replacingCompanyUserId: null })
      .where(
        and(
          eq(companyUsers.companyId, companyId),
          eq(companyUsers.replacingCompanyUserId, companyUserId),
        ),
      );
    await tx
      .delete(accountTokens)
      .where(
        and(
          eq(accountTokens.purpose, 'INVITATION'),
          eq(accountTokens.userId, who.userId),
          eq(accountTokens.companyId, companyId),
        ),
      );
    await tx
      .delete(companyUsers)
      .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.id, companyUserId)));
    await recordAudit(tx, {
      action: 'invitation.declined',
      companyId,
      actorUserId: who.userId,
      subjectUserId: who.userId,
      detail: { company_user_id: companyUserId },
      ip,
    });
    return row;
  });
}
